import DrillSessions

/// `interview`: a timed mock interview, written then verbal questions.
struct InterviewCommand: Command {
  static let levelOption = OptionSpec.value(
    "level", .level, "LEVEL",
    "beginner, intermediate, advanced or any: the level to interview for (default: your placement "
      + "level, or beginner)")
  static let minutesOption = OptionSpec.value("minutes", .number, "M", "Length of the interview (default 20)")
  static let countOption = OptionSpec.value(
    "count", .number, "N", "How many questions (default one per two minutes, 3 to 15)")

  static let spec = CommandSpec(
    name: "interview", summary: "A timed mock interview, written then verbal questions",
    options: [levelOption, minutesOption, countOption, CommandCatalog.seed])

  let options: InterviewSession.Options
  /// Whether `--level` was given: without it, the placement level is used (`App.placementLevel`).
  let levelGiven: Bool
  let seed: UInt64?

  init(parsing invocation: Invocation) throws(UsageError) {
    let level = try invocation.levelOrEvery(Self.levelOption)
    options = InterviewSession.Options(
      level: level.every ? nil : level.level ?? .beginner,
      minutes: try invocation.number(Self.minutesOption, in: 1...180) ?? 20,
      count: try invocation.number(Self.countOption, in: 1...50))
    levelGiven = invocation.value(Self.levelOption) != nil
    seed = try invocation.seed()
  }

  func run(in app: App) throws -> ExitCode {
    var options = self.options
    if !levelGiven, let placed = app.placementLevel(),
      app.library.questions.contains(where: { $0.level == placed })
    {
      options.level = placed
      app.console.writeWrapped(App.placementNote(placed, "Level"))
    }
    let session = InterviewSession(
      context: app.studyContext(mode: .interview, seed: seed), questions: app.library.questions,
      options: options)
    return session.run() == nil ? .failure : .success
  }
}
