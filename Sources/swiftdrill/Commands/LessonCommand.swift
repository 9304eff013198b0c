import DrillContent
import DrillSessions
import DrillSupport

/// `lesson [ID]`: one lesson page by page; without an id, the next one in the course.
struct LessonCommand: Command {

  static let spec = CommandSpec(
    name: "lesson", summary: "Read a lesson, run its snippets and answer its checks",
    arguments: [ArgumentSpec(name: "ID", value: .lessonID, optional: true)],
    options: [CommandCatalog.seed],
    discussion: """
      ID may also be the lesson's number in `lessons`. Keys inside a lesson: Enter or n next page, p previous, g N go to page N, \
      run [N] runs the page's N-th snippet, q back to the prompt.
      """)

  let id: String?
  let seed: UInt64?

  init(parsing invocation: Invocation) throws(UsageError) {
    id = invocation.arguments.first
    seed = try invocation.seed()
  }

  /// The lesson `lessons` shows as number `text` (from 1), when no lesson has that id: the list
  /// numbers its rows, and `lesson 3` said "no lesson '3'" (session 35's tryout).
  static func numbered(_ text: String, in course: [Lesson]) -> Lesson? {
    guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text),
      course.indices.contains(number - 1)
    else { return nil }
    return course[number - 1]
  }

  func run(in app: App) throws -> ExitCode {
    let library = app.library
    let course = library.course
    guard let id = id ?? app.courseProgress(course).lessonToOpen?.id else { throw CommandError.noLessons }
    guard let lesson = library.lesson(id: id) ?? Self.numbered(id, in: course) else {
      throw CommandError.noLesson(id, suggestion: Suggestion.nearest(to: id, in: course.map(\.id)))
    }
    let player = LessonPlayer(
      context: app.studyContext(mode: .lesson, seed: seed), lesson: lesson, course: course,
      runner: app.codeRunner())
    // Tab at the lesson's prompt completes its own commands, not the REPL's.
    LineEditor.withCompleter(.lessonPrompt) { _ = player.run() }
    return .success
  }
}
