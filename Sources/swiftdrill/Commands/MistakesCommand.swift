import DrillPresentation
import DrillReports
import DrillSessions

/// `mistakes`: the questions you keep missing, as a quiz or a list.
struct MistakesCommand: Command {
  static let countOption = OptionSpec.value("count", .number, "N", "How many (default 10)")
  static let listOption = OptionSpec.flag("list", "List them instead of asking them")
  static let jsonOption = OptionSpec.flag("json", "With --list: print them as JSON")

  static let spec = CommandSpec(
    name: "mistakes", summary: "The questions you keep missing, weakest first, as a quiz or a list",
    options: [countOption, listOption, jsonOption, CommandCatalog.seed],
    discussion: "Weakest first: most lapses and wrong answers in the last 30 days, then the least stable.")

  let count: Int
  let list: Bool
  let json: Bool
  let seed: UInt64?

  init(parsing invocation: Invocation) throws(UsageError) {
    count = try invocation.number(Self.countOption, in: 1...1_000) ?? 10
    json = invocation.has(Self.jsonOption)
    list = invocation.has(Self.listOption) || json
    seed = try invocation.seed()
  }

  func run(in app: App) throws -> ExitCode {
    let mistakes = try app.readOnlyStore()?.reviews.mistakes(now: app.clock.now(), limit: count) ?? []
    let library = app.library
    // Lesson checks answered wrong are mistakes too (session 43: they were listed as "no longer
    // installed" and left out of the quiz).
    let byID = Dictionary(
      library.questionsAndChecks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    if list {
      let table = MistakesTable(mistakes: mistakes, titles: byID.mapValues(\.title))
      app.console.write(table, json: json)
      return .success
    }
    let questions = mistakes.compactMap { byID[$0.questionID] }
    guard !questions.isEmpty else {
      app.console.writeLine("No mistakes to review: nothing was missed in the last 30 days.", style: .muted)
      return .success
    }
    let session = QuizSession(
      context: app.studyContext(mode: .quiz, seed: seed), questions: questions,
      options: QuizSession.Options(count: questions.count, keepsOrder: true))
    guard session.run() != nil else { throw CommandError.noQuestions("questions") }
    return .success
  }
}
