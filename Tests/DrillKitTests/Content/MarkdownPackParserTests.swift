import DrillKitTesting
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
    expectEqual(pack.id, "basics")
    expectEqual(pack.title, "Swift basics — a sampler")
    expectEqual(pack.tags, ["basics", "values"])
    expectEqual(pack.swift, "6.0")
    expectEqual(pack.format, .markdown)
    expectEqual(pack.intro, "# Swift basics\n\nOne question of each type, as a reference for authors.")
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
    expectEqual(question.type, type)
    expectEqual(question.location.line, line)
    expectEqual(question.level, level)
    expectEqual(question.points, points)
    expectEqual(question.packID, "basics")
  }

  @Test func keepsMarkdownAndCodeAsWritten() throws {
    let questions = try basics().questions
    expectEqual(
      questions[0].prompt,
      "Given this code, what do `a.n` and `b.n` print?\n\n```swift\nstruct Box { var n = 1 }\nvar a = Box()\nvar b = a\nb.n = 2\nprint(a.n, b.n)\n```"
    )
    expectEqual(questions[0].output, "1 2")
    expectEqual(questions[0].tags, ["structs", "value-types"])
    expectEqual(questions[1].shuffle, false)
    expectEqual(questions[1].time, 20)
    expectEqual(
      questions[1].choices,
      [
        Choice(text: "`let`", correct: true), Choice(text: "`var`", correct: false),
        Choice(text: "`const`", correct: false),
      ])
    expectTrue(questions[2].isMultipleChoice)
    expectEqual(questions[3].accept, ["`0..<5`", #"/^0\s*\.\.<\s*5$/"#])
    expectEqual(questions[4].starter, "func double(_ x: Int) -> Int {\n  0\n}")
    expectEqual(
      questions[4].tests, "expect(double(2), 4, \"double(2)\")\nexpect(double(-3), -6, \"double(-3)\")")
    expectEqual(questions[5].kind, .verbal)
    expectEqual(questions[5].keyPoints.count, 2)
  }

  @Test func countsLinesFromTheTopOfTheFileWithCRLF() throws {
    let text = "---\r\nid: p\r\ntitle: P\r\n---\r\n\r\n## Q\r\nSay it.\r\n\r\n### Accept\r\n- it\r\n"
    let library = ContentLoader().loadPack(text: text, path: "p.md")
    expectEqual(library.diagnostics, [])
    let question = try #require(library.packs.first?.questions.first)
    expectEqual(question.location.line, 6)
    expectEqual(question.prompt, "Say it.")
    expectEqual(question.accept, ["it"])
  }

  @Test func ignoresAByteOrderMark() {
    let text = "\u{FEFF}---\nid: p\ntitle: P\n---\n\n## Q\nSay it.\n\n### Accept\n- it\n"
    let library = ContentLoader().loadPack(text: text, path: "p.md")
    expectEqual(library.diagnostics, [])
    expectEqual(library.questions.first?.location.line, 6)
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
    expectEqual(library.errorCount, 1)
    expectEqual(library.packs.first?.questions.map(\.localID), ["good"])
  }

  @Test func aSetextHeadingIsAQuestionToo() throws {
    let text = "---\nid: p\ntitle: P\n---\n\nSetext question\n---------------\nSay it.\n\n### Accept\n- it\n"
    let library = ContentLoader().loadPack(text: text, path: "p.md")
    expectEqual(library.diagnostics, [])
    expectEqual(library.packs.first?.questions.first?.title, "Setext question")
  }
}
