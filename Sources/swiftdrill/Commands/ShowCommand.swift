import DrillContent
import DrillPresentation
import DrillReports
import DrillSupport

/// `show ID`: one question with its answer, explanation and your history with it.
struct ShowCommand: Command {
  static let jsonOption = OptionSpec.flag("json", "Print the question and history as JSON")

  static let spec = CommandSpec(
    name: "show", summary: "One question with its answer, explanation and your history",
    arguments: [ArgumentSpec(name: "ID", value: .questionID)],
    options: [jsonOption])

  let id: String
  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    guard let id = invocation.arguments.first else { throw .missingArgument(command: "show", argument: "ID") }
    self.id = id
    json = invocation.has(Self.jsonOption)
  }

  func run(in app: App) throws -> ExitCode {
    let question = try Self.question(id, in: app.library)
    let store = try app.readOnlyStore()
    let detail = QuestionDetail(
      question: question, history: try store?.reviews.history(for: question.id) ?? [],
      memory: try store?.reviews.memory(for: question.id) ?? nil,
      accepted: try store?.acceptedAnswers.acceptedAnswers(for: question.id) ?? [])
    app.console.write(detail, json: json)
    return .success
  }

  /// The question with this full id, or an error naming the nearest one.
  static func question(_ id: String, in library: ContentLibrary) throws(CommandError) -> Question {
    // A lesson's check is a question too: `mistakes` and `drill` name them by `lesson/check`.
    if let question = library.question(id: id) { return question }
    throw .noQuestion(id, suggestion: Suggestion.nearest(to: id, in: library.questionsAndChecks.map(\.id)))
  }
}
