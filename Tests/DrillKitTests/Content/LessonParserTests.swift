import Testing

@testable import DrillContent

@Suite struct LessonParserTests {
  @Test func readsPagesChecksAndFrontMatter() throws {
    let library = ContentLoader().loadLesson(
      text: try ContentFixtures.text("valid/lessons/optionals.md"), path: "optionals.md")
    #expect(library.diagnostics == [])
    let lesson = try #require(library.lessons.first)
    #expect(lesson.id == "optionals")
    #expect(lesson.order == 2)
    #expect(lesson.requires == ["variables"])
    #expect(lesson.intro == "An optional holds a value or `nil`.")
    #expect(lesson.pages.map(\.title) == ["Optional binding", "What does this print?"])
    #expect(lesson.pages.map(\.line) == [11, 27])
    let check = try #require(lesson.checks.first)
    #expect(check.id == "optionals/print-default")
    #expect(check.type == .output)
    #expect(lesson.pages[0].markdown.hasSuffix("You can bind more than one optional in one `if let`."))
  }

  @Test func aLessonMayRequireALessonInAnotherFile() throws {
    let library = ContentLoader().load([
      ContentSource(try ContentFixtures.url("valid/lessons"), role: .lessons)
    ])
    #expect(library.diagnostics == [])
    #expect(library.course.map(\.id) == ["variables", "optionals", "loops"])
  }

  @Test func findsACheckQuestionByItsFullID() throws {
    let library = ContentLoader().load([ContentSource(try ContentFixtures.url("valid"))])
    #expect(library.question(id: "variables/which-keyword-makes-a-constant")?.type == .choice)
  }
}
