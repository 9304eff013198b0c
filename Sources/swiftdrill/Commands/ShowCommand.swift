import DrillContent
import DrillPresentation
import DrillProgress
import DrillReports
import DrillScheduling
import DrillSessions
import DrillSupport
import Foundation

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
    let memory = try store?.reviews.memory(for: question.id) ?? nil
    var next: QuestionDetail.NextReview?
    if let memory = memory?.memory {
      next = try Self.nextReview(
        memory, check: !app.library.questions.contains { $0.id == question.id },
        settings: store?.settings.drillSettings() ?? .defaults, now: app.clock.now(), timeZone: app.timeZone)
    }
    let detail = QuestionDetail(
      question: question, history: try store?.reviews.history(for: question.id) ?? [], memory: memory,
      accepted: try store?.acceptedAnswers.acceptedAnswers(for: question.id) ?? [], nextReview: next)
    app.console.write(detail, json: json)
    return .success
  }

  /// When `memory`'s question is asked again, as `due` counts it (a lesson's `check`: by its lesson).
  static func nextReview(
    _ memory: MemoryState, check: Bool, settings: DrillSettings, now: Date, timeZone: TimeZone
  ) -> QuestionDetail.NextReview {
    if check { return .byItsLesson }
    guard DueReviews.isDue(memory, now: now, settings: settings, timeZone: timeZone) else {
      return .later(at: DueReviews.offered(memory, settings: settings, timeZone: timeZone), now: now)
    }
    if memory.state != .review && memory.due > now { return .early(at: memory.due, now: now) }
    let today = settings.studyDay(of: now, timeZone: timeZone).start
    return .now(since: memory.due < today ? memory.due : nil)
  }

  /// The question with this full id, or an error naming the nearest one.
  static func question(_ id: String, in library: ContentLibrary) throws(CommandError) -> Question {
    // A lesson's check is a question too: `mistakes` and `drill` name them by `lesson/check`.
    if let question = library.question(id: id) { return question }
    throw .noQuestion(id, suggestion: Suggestion.nearest(to: id, in: library.questionsAndChecks.map(\.id)))
  }
}
