import DrillContent
import DrillPresentation
import DrillReports

/// `lessons`: the course in order, with what is done and what is next.
struct LessonsCommand: Command {
  static let spec = CommandSpec(
    name: "lessons", aliases: ["learn"], summary: "The course, in order, with what is done and what is next")

  init(parsing invocation: Invocation) throws(UsageError) {}

  func run(in app: App) throws -> ExitCode {
    let course = app.library.course
    guard !course.isEmpty else { throw CommandError.noLessons }
    app.console.write(CourseTable(progress: app.courseProgress(course)))
    return .success
  }
}

extension App {
  /// The learner's place in `course`; lessons count as new when the store cannot be read.
  func courseProgress(_ course: [Lesson]) -> CourseProgress {
    CourseProgress(
      course: course, progress: (openStore().flatMap { try? $0.lessons.allLessonProgress() }) ?? [])
  }
}
