import DrillSessions

/// `placement`: an adaptive test that estimates the learner's level.
struct PlacementCommand: Command {

  static let spec = CommandSpec(
    name: "placement", summary: "An adaptive test that estimates your level",
    options: [CommandCatalog.seed])

  let seed: UInt64?

  init(parsing invocation: Invocation) throws(UsageError) {
    seed = try invocation.seed()
  }

  func run(in app: App) throws -> ExitCode {
    let session = PlacementSession(
      context: app.studyContext(mode: .placement, seed: seed), questions: app.library.questions)
    session.run()
    return .success
  }
}
