import DrillContent
import DrillSessions
import DrillSupport

/// `lesson [ID]`: one lesson page by page; without an id, the one left last or the next in the course.
struct LessonCommand: Command {

  static let spec = CommandSpec(
    name: "lesson", summary: "Read a lesson, run its snippets and answer its checks",
    arguments: [ArgumentSpec(name: "ID", value: .lessonID, optional: true)],
    options: [CommandCatalog.seed],
    discussion: """
      ID may also be the lesson's number in `lessons`. Without ID: the lesson you left unfinished last, at the page \
      it saved; else the next lesson in the course. A lesson you finished opens at its first page. Keys inside a \
      lesson: Enter or n next page, p previous, g N go to page N, run [N] runs the page's N-th snippet (run N WORD… \
      gives it words after the program's name), edit N changes a copy of it, q back to the prompt.
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
