import DrillKit
import Foundation

extension App {
  /// The course in order, each lesson marked done, in progress or new, and the next one.
  func lessons() -> ExitStatus {
    let course = loadLibrary().course
    guard !course.isEmpty else {
      console.writeLine("No lessons found.", style: .warning)
      return .failure
    }
    let progress = Dictionary(
      ((progressStore().flatMap { try? $0.allLessonProgress() }) ?? []).map { ($0.lessonID, $0) },
      uniquingKeysWith: { first, _ in first })
    let next = course.first { progress[$0.id]?.doneAt == nil }
    var text = StyledText("Swift through the games\n", style: .heading)
    for (index, lesson) in course.enumerated() {
      let state: (String, TextStyle) =
        if progress[lesson.id]?.doneAt != nil { ("✓ done", .success) } else if progress[lesson.id] != nil {
          ("◐ in progress", .warning)
        } else { ("· new", .muted) }
      text.append(String(format: "%3d  ", index + 1), style: .muted)
      text.append(state.0.padding(toLength: 14, withPad: " ", startingAt: 0), style: state.1)
      text.append(lesson.id.padding(toLength: 22, withPad: " ", startingAt: 0), style: .bold)
      text.append(TerminalSanitizer.strip(lesson.title))
      text.append(lesson.id == next?.id ? "  ← next\n" : "\n", style: .accent)
    }
    if let next {
      text.append("\nContinue with ")
      text.append("lesson \(next.id)", style: .code)
      text.append(".\n")
    } else {
      text.append("\nEvery lesson is done. Keep them fresh with ")
      text.append("drill", style: .code)
      text.append(".\n")
    }
    console.write(text)
    return .success
  }

  func lesson(_ invocation: Invocation) throws -> ExitStatus {
    let library = loadLibrary()
    let course = library.course
    let id: String
    if let given = invocation.arguments.first {
      id = given
    } else {
      let done = Set(
        ((progressStore().flatMap { try? $0.allLessonProgress() }) ?? []).filter { $0.doneAt != nil }
          .map(\.lessonID))
      guard let next = course.first(where: { !done.contains($0.id) }) ?? course.first else {
        reportError("no lessons found")
        return .failure
      }
      id = next.id
    }
    guard let lesson = library.lesson(id: id) else {
      let suggestion = Suggestion.nearest(to: id, in: course.map(\.id))
      reportError("no lesson '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'lessons'"))
      return .failure
    }
    let player = LessonPlayer(
      context: try studyContext(invocation, mode: "lesson"), lesson: lesson, course: course,
      runner: codeRunner())
    player.run()
    return .success
  }
}
