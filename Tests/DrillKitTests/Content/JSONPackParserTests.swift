import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct JSONPackParserTests {
  @Test func readsQuestionsWithTheirLines() throws {
    let library = ContentLoader().loadPack(
      text: try ContentFixtures.text("valid/questions/closures.json"), path: "closures.json")
    expectEqual(library.diagnostics, [])
    let pack = try #require(library.packs.first)
    expectEqual(pack.format, .json)
    expectEqual(pack.level, .intermediate)
    expectEqual(pack.questions.map(\.localID), ["capture", "trailing-closure-syntax"])
    expectEqual(pack.questions.map(\.location.line), [8, 14])
    expectEqual(pack.questions.map(\.points), [20, 5])
    expectEqual(pack.questions[1].shuffle, false)
    expectEqual(library.snippets.map(\.claim), [.runs(expectedOutput: "2")])
  }

  @Test(arguments: [
    (#"[1, 2]"#, "pack must be an object"),
    (#"{"id": "p", "title": "P"}"#, "pack needs `questions`"),
    (#"{"id": "p", "title": "P", "questions": {}}"#, "pack.questions must be an array of objects"),
    (#"{"id": "p", "title": "P", "questions": [], "tags": "a"}"#, "pack.tags must be an array of strings"),
    (#"{"id": "P!", "title": "P", "questions": []}"#, "pack id `P!` is not a valid id"),
  ])
  func reportsAnIllTypedPack(json: String, message: String) {
    let library = ContentLoader().loadPack(text: json, path: "p.json")
    expectEqual(library.diagnostics.count, 1)
    expectEqual(library.diagnostics.first?.message.hasPrefix(message), true, "\(library.diagnostics)")
  }

  @Test func aQuestionThatIsNotAnObjectDoesNotHideTheOthers() throws {
    let json = """
      {"id": "p", "title": "P", "questions": [
        1,
        {"title": "Q", "prompt": "Say it.", "accept": ["it"], "points": 2},
        {"title": "R", "prompt": "Pick.", "choices": [{"text": "a", "correct": true}, "b"]}
      ]}
      """
    let library = ContentLoader().loadPack(text: json, path: "p.json")
    expectEqual(
      library.diagnostics.map(\.description),
      [
        "p.json:2:1: error: questions[0] must be an object",
        "p.json:4:1: error: questions[2].choices[1] must be an object",
      ])
    expectEqual(library.questions.map(\.id), ["p/q"])
    expectEqual(library.questions.first?.points, 2)
  }
}
