import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct LessonScaffoldTests {
  @Test(arguments: [Pack.Format.markdown, .json])
  func loadsWithoutDiagnosticsWithTwoPagesAndACheck(format: Pack.Format) throws {
    let path = format == .json ? "lessons/mine.json" : "lessons/mine.md"
    let library = ContentLoader().loadLesson(
      text: LessonScaffold.make(id: "mine", format: format), path: path)
    expectEqual(library.diagnostics.map(\.description), [])
    let lesson = try #require(library.lessons.first)
    expectEqual(lesson.id, "mine")
    expectEqual(lesson.pages.map(\.title), ["Constants", "Variables", "What does this print?"])
    expectEqual(lesson.checks.map(\.id), ["mine/var-total"])
    expectEqual(lesson.checks.first?.type, .output)
    expectEqual(
      library.snippets.map(\.claim),
      [
        .runs(expectedOutput: "Hello 5"), .failsToCompile, .runs(expectedOutput: "3"),
      ])
  }

  @Test func bothFormsHoldTheSameLesson() throws {
    let markdown = LessonScaffold.make(id: "mine")
    let json = LessonScaffold.make(id: "mine", format: .json)
    expectEqual(ContentConverter.convert(text: markdown, path: "lessons/mine.md", to: .json).text, json)
  }
}
