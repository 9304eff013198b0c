import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions

/// `edit N` in a lesson reopens the learner's last edit of that snippet, not the original, and
/// on a terminal without an editor it edits line by line, each line ready to edit (issue 28).
/// No runner: nothing is compiled ("Snippets cannot run").
@Suite struct LessonEditMemoryTests {
  static let lesson = LessonPlayerTests.lesson

  private final class EditLog {
    var opened: [String] = []
  }

  @Test func editReopensTheLastEditOfTheSnippet() {
    let seen = EditLog()
    let edit: (String) -> String? = { code in
      seen.opened.append(code)
      return "print(\"edit \(seen.opened.count)\")"
    }
    let (context, _) = SessionFixtures.context(
      lines: ["", "edit", "edit 1", "p", "", "edit", "q"], store: nil, interactive: true, mode: .lesson,
      editCode: edit)
    _ = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: nil).run()
    expectEqual(seen.opened, ["print(\"hi from a snippet\")", "print(\"edit 1\")", "print(\"edit 2\")"])
  }

  @Test func withoutAnEditorATerminalEditsLineByLine() {
    let (context, console) = SessionFixtures.context(
      lines: ["", "edit", "print(\"mine\")", ".", "edit", ".", "q"], store: nil, interactive: true,
      mode: .lesson)
    _ = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: nil).run()
    // The first edit starts from the snippet, the second from the learner's edit of it.
    expectEqual(console.editedTexts, ["print(\"hi from a snippet\")", "print(\"mine\")"])
    expectContains(console.flowingTranscript, "comes back line by line, ready to edit")
  }
}
