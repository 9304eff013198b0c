import DrillSessions


/// `drill`: spaced-repetition review, due questions first, then new ones.
struct DrillCommand: Command {
  static let spec = CommandSpec(
    name: "drill", summary: "Spaced-repetition review: what is due, then new questions",
    options: [
      .value("limit", .number, "N", "At most N due reviews"),
      .value("new", .number, "N", "Up to N new questions after the reviews (default 10)"),
      .value("retention", .text, "R", "Desired retention, 0.7 to 0.99 (default 0.9), remembered"),
      CommandCatalog.seed,
    ])

  let options: DrillSession.Options
  let seed: UInt64?
  let retention: Double?

  init(parsing invocation: Invocation) throws(UsageError) {
    if let text = invocation.value("retention") {
      guard let value = Double(text), (0.7...0.99).contains(value) else {
        throw .invalidValue(
          option: "--retention", value: text, expected: "a number from 0.7 to 0.99, such as 0.9")
      }
      retention = value
    } else {
      retention = nil
    }
    options = DrillSession.Options(
      limit: try invocation.number("limit", in: 1...10_000), newLimit: try invocation.number("new") ?? 10)
    seed = try invocation.seed()
  }

  func run(in app: App) throws -> ExitStatus {
    if let retention, let store = app.store {
      try store.setDesiredRetention(retention)
      app.console.writeLine(
        "Desired retention set to \(retention); drill keeps it from now on.", style: .muted)
    }
    let session = DrillSession(
      context: app.studyContext(mode: .drill, seed: seed), catalog: app.catalog, options: options)
    session.run()
    return .success
  }
}
