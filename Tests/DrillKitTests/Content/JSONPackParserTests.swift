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

  /// Session 46's tryout (finding 23): an invalid escape read "questions[0].prompt must be a string",
  /// a missing comma "Invalid value around character 330". Each is said in words, at its place.
  @Test(arguments: [
    (
      "{\"id\": \"p\", \"title\": \"P\", \"questions\": [\n  {\"title\": \"Q\", \"prompt\": \"runs once?\\q\"}\n]}",
      "invalid JSON: invalid escape `\\q`", 2, 39
    ),
    (
      "{\"id\": \"p\", \"title\": \"P\", \"questions\": [\n  {\"title\": \"Q\"\n   \"prompt\": \"x\"}\n]}",
      "invalid JSON: a `,` is missing after the value that ends on line 2", 3, 4
    ),
  ])
  func aSyntaxErrorIsSaidInWordsAtItsPlace(json: String, message: String, line: Int, column: Int) {
    let library = ContentLoader().loadPack(text: json, path: "p.json")
    expectEqual(library.diagnostics.count, 1, "\(library.diagnostics)")
    let diagnostic = library.diagnostics.first
    expectEqual(diagnostic?.message.hasPrefix(message), true, "\(library.diagnostics)")
    expectEqual(diagnostic?.location.line, line)
    expectEqual(diagnostic?.location.column, column)
  }

  /// Valid JSON (escapes, numbers, nesting, a trailing comma) has no plain problem.
  @Test func validJSONHasNoPlainProblem() {
    let text = "{\"a\": [1, -2.5e3, true, null, {\"b\": \"q\\\"\\\\\\n\\u00e9\"}], \"c\": {},}"
    expectTrue(JSONSyntaxError.plainProblem(in: text) == nil)
  }

  /// Session 46's tryout (finding 4): a duplicate id is at its `"id"`, not at the question's `{`.
  @Test func aDuplicateIDIsAtItsIDKey() {
    let json = """
      {"id": "p", "title": "P", "questions": [
        {"title": "One", "prompt": "x", "accept": ["a"],
         "id": "same"},
        {"title": "Two", "prompt": "y", "accept": ["b"],
         "id": "same"}
      ]}
      """
    let library = ContentLoader().loadPack(text: json, path: "p.json")
    let duplicate = library.diagnostics.first { $0.message.contains("duplicate question id") }
    expectEqual(duplicate?.location.line, 5, "\(library.diagnostics)")
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
        // At the choice itself, since session 49 (its values are located where they are written).
        "p.json:4:81: error: questions[2].choices[1] must be an object",
      ])
    expectEqual(library.questions.map(\.id), ["p/q"])
    expectEqual(library.questions.first?.points, 2)
  }
}
