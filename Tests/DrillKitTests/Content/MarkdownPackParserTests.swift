import Testing

@testable import DrillContent

@Suite struct MarkdownPackParserTests {
  private func basics() throws -> Pack {
    let library = ContentLoader().loadPack(
      text: try ContentFixtures.text("valid/questions/basics.md"), path: "b.md")
    return try #require(library.packs.first)
  }

  @Test func readsTheFrontMatter() throws {
    let pack = try basics()
    #expect(pack.id == "basics")
    #expect(pack.title == "Swift basics — a sampler")
    #expect(pack.tags == ["basics", "values"])
    #expect(pack.swift == "6.0")
    #expect(pack.format == .markdown)
    #expect(pack.intro == "# Swift basics\n\nOne question of each type, as a reference for authors.")
  }

  @Test(arguments: [
    ("struct-copy", QuestionType.output, 16, Level.beginner, 10),
    ("which-keyword-declares-a-constant", .choice, 38, .beginner, 10),
    ("which-of-these-are-value-types", .choice, 52, .beginner, 10),
    ("write-the-range-from-0-up-to-but-not-including-5", .short, 69, .intermediate, 15),
    ("double-it", .code, 79, .advanced, 30),
    ("why-does-swift-have-optionals", .explain, 105, .beginner, 10),
  ])
  func readsEachQuestion(id: String, type: QuestionType, line: Int, level: Level, points: Int) throws {
    let question = try #require(try basics().questions.first { $0.localID == id })
    #expect(question.type == type)
    #expect(question.location.line == line)
    #expect(question.level == level)
    #expect(question.points == points)
    #expect(question.packID == "basics")
  }

  @Test func keepsMarkdownAndCodeAsWritten() throws {
    let questions = try basics().questions
    #expect(
      questions[0].prompt
        == "Given this code, what do `a.n` and `b.n` print?\n\n```swift\nstruct Box { var n = 1 }\nvar a = Box()\nvar b = a\nb.n = 2\nprint(a.n, b.n)\n```"
    )
    #expect(questions[0].output == "1 2")
    #expect(questions[0].tags == ["structs", "value-types"])
    #expect(questions[1].shuffle == false)
    #expect(questions[1].time == 20)
    #expect(
      questions[1].choices == [
        Choice(text: "`let`", correct: true), Choice(text: "`var`", correct: false),
        Choice(text: "`const`", correct: false),
      ])
    #expect(questions[2].isMultipleChoice)
    #expect(questions[3].accept == ["`0..<5`", #"/^0\s*\.\.<\s*5$/"#])
    #expect(questions[4].starter == "func double(_ x: Int) -> Int {\n  0\n}")
    #expect(
      questions[4].tests == "expect(double(2), 4, \"double(2)\")\nexpect(double(-3), -6, \"double(-3)\")")
    #expect(questions[5].kind == .verbal)
    #expect(questions[5].keyPoints.count == 2)
  }

  @Test func countsLinesFromTheTopOfTheFileWithCRLF() throws {
    let text = "---\r\nid: p\r\ntitle: P\r\n---\r\n\r\n## Q\r\nSay it.\r\n\r\n### Accept\r\n- it\r\n"
    let library = ContentLoader().loadPack(text: text, path: "p.md")
    #expect(library.diagnostics == [])
    let question = try #require(library.packs.first?.questions.first)
    #expect(question.location.line == 6)
    #expect(question.prompt == "Say it.")
    #expect(question.accept == ["it"])
  }

  @Test func ignoresAByteOrderMark() {
    let text = "\u{FEFF}---\nid: p\ntitle: P\n---\n\n## Q\nSay it.\n\n### Accept\n- it\n"
    let library = ContentLoader().loadPack(text: text, path: "p.md")
    #expect(library.diagnostics == [])
    #expect(library.questions.first?.location.line == 6)
  }

  @Test func aPackWithABadQuestionKeepsItsOtherQuestions() throws {
    let text = """
      ---
      id: p
      title: P
      ---

      ## Good
      Say it.

      ### Accept
      - it

      ## Bad
      Pick.

      ### Choices
      - [ ] a
      - [ ] b
      """
    let library = ContentLoader().loadPack(text: text, path: "p.md")
    #expect(library.errorCount == 1)
    #expect(library.packs.first?.questions.map(\.localID) == ["good"])
  }

  @Test func aSetextHeadingIsAQuestionToo() throws {
    let text = "---\nid: p\ntitle: P\n---\n\nSetext question\n---------------\nSay it.\n\n### Accept\n- it\n"
    let library = ContentLoader().loadPack(text: text, path: "p.md")
    #expect(library.diagnostics == [])
    #expect(library.packs.first?.questions.first?.title == "Setext question")
  }
}
