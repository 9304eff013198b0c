import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct LessonParserTests {
  @Test func readsPagesChecksAndFrontMatter() throws {
    let library = ContentLoader().loadLesson(
      text: try ContentFixtures.text("valid/lessons/optionals.md"), path: "optionals.md")
    expectEqual(library.diagnostics, [])
    let lesson = try #require(library.lessons.first)
    expectEqual(lesson.id, "optionals")
    expectEqual(lesson.order, 2)
    expectEqual(lesson.requires, ["variables"])
    expectEqual(lesson.intro, "An optional holds a value or `nil`.")
    expectEqual(lesson.pages.map(\.title), ["Optional binding", "What does this print?"])
    expectEqual(lesson.pages.map(\.line), [11, 27])
    let check = try #require(lesson.checks.first)
    expectEqual(check.id, "optionals/print-default")
    expectEqual(check.type, .output)
    expectTrue(lesson.pages[0].markdown.hasSuffix("You can bind more than one optional in one `if let`."))
  }

  @Test func aLessonMayRequireALessonInAnotherFile() throws {
    let library = ContentLoader().load([
      ContentSource(try ContentFixtures.url("valid/lessons"), role: .lessons)
    ])
    expectEqual(library.diagnostics, [])
    expectEqual(library.course.map(\.id), ["variables", "optionals", "loops"])
  }

  @Test func findsACheckQuestionByItsFullID() throws {
    let library = ContentLoader().load([ContentSource(try ContentFixtures.url("valid"))])
    expectEqual(library.question(id: "variables/which-keyword-makes-a-constant")?.type, .choice)
  }
}
