import DrillKit

/// `drill`: spaced-repetition review, due questions first, then new ones.
struct DrillCommand: Command {
  static let spec = CommandSpec(
    name: "drill", summary: "Spaced-repetition review: what is due, then new questions",
    options: [
      .value("limit", .number, "N", "At most N due reviews"),
      .value("new", .number, "N", "Up to N new questions after the reviews (default 10)"),
      CommandCatalog.seed,
    ])

  let options: DrillSession.Options
  let seed: UInt64?

  init(parsing invocation: Invocation) throws(UsageError) {
    options = DrillSession.Options(
      limit: try invocation.number("limit", in: 1...10_000), newLimit: try invocation.number("new") ?? 10)
    seed = try invocation.seed()
  }

  func run(in app: App) throws -> ExitStatus {
    let session = DrillSession(
      context: app.studyContext(mode: .drill, seed: seed), catalog: app.catalog, options: options)
    session.run()
    return .success
  }
}
