import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillGrading
@testable import DrillPresentation

/// `- also: …` and `- wrong: …` under a key point: parsed, located, written back.
@Suite struct KeyPointNotesTests {
  static let pack = """
    ---
    id: notes
    title: Notes
    ---

    ## Weak
    kind: verbal

    What does `weak` do?

    ### Answer
    A weak reference becomes nil when the object is freed.

    ### Key points
    - weak references become nil when the object is freed
      - also: a weak var is zeroed on deallocation
      - wrong: unowned becomes nil
    - weak does not keep the object alive

    """

  static func load(_ text: String) throws -> Question {
    let library = ContentLoader().loadPack(text: text, path: "notes.md")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
    return try #require(library.packs.first?.questions.first)
  }

  @Test func nestedItemsAreTheKeyPointsNotesNotItsText() throws {
    let question = try Self.load(Self.pack)
    expectEqual(
      question.keyPoints,
      [
        "weak references become nil when the object is freed", "weak does not keep the object alive",
      ])
    expectEqual(question.keyPointNotes.map(\.also), [["a weak var is zeroed on deallocation"], []])
    expectEqual(question.keyPointNotes.map(\.wrong), [["unowned becomes nil"], []])
    expectEqual(question.keyPointNotes.map { $0.location?.line }, [15, 18])
    expectEqual(question.keyPointNotes.first?.location?.column, 3)
  }

  @Test func theMarkdownWriterKeepsThem() throws {
    let question = try Self.load(Self.pack)
    let copy = try Self.load(
      MarkdownPackWriter.write(ContentLoader().loadPack(text: Self.pack, path: "notes.md").packs[0]))
    expectEqual(copy.keyPoints, question.keyPoints)
    expectEqual(copy.keyPointNotes.map(\.also), question.keyPointNotes.map(\.also))
    expectEqual(copy.keyPointNotes.map(\.wrong), question.keyPointNotes.map(\.wrong))
  }

  @Test func anotherNestedItemIsAnError() {
    let text = Self.pack.replacingOccurrences(
      of: "  - wrong: unowned becomes nil", with: "  - maybe: unowned")
    let library = ContentLoader().loadPack(text: text, path: "notes.md")
    expectTrue(library.diagnostics.map(\.message).contains { $0.contains("`- also: …`") })
    expectEqual(library.diagnostics.first?.location.line, 17)
  }

  /// A note written at the key points' own level is named as a note to indent, not graded as a
  /// key point the Answer misses.
  @Test(arguments: ["wrong", "also"]) func aNoteNotIndentedUnderItsPointIsAnErrorThatSaysSo(label: String) {
    let text = Self.pack.replacingOccurrences(
      of: "- weak does not keep the object alive", with: "- \(label): unowned keeps it alive")
    let library = ContentLoader().loadPack(text: text, path: "notes.md")
    expectEqual(
      library.diagnostics.map(\.message),
      [
        "`\(label):` is a note on the key point above it, not a key point: indent it under that point"
          + " (`  - \(label): …`)"
      ])
    expectEqual(library.diagnostics.first?.location.line, 18)
    expectEqual(library.diagnostics.first?.location.column, 3)
  }

  @Test func jsonPacksCarryThemAsObjectsAndConvertKeepsThem() throws {
    let question = try Self.load(Self.pack)
    let json = JSONPackWriter.write(ContentLoader().loadPack(text: Self.pack, path: "notes.md").packs[0])
    expectContains(json, "\"wrong\" : [")
    let library = ContentLoader().loadPack(text: json, path: "notes.json")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
    let copy = try #require(library.packs.first?.questions.first)
    expectEqual(copy.keyPoints, question.keyPoints)
    expectEqual(copy.keyPointNotes.map(\.also), question.keyPointNotes.map(\.also))
    expectEqual(copy.keyPointNotes.map(\.wrong), question.keyPointNotes.map(\.wrong))
  }

  @Test func aKeyPointObjectWithAnotherKeyIsAnError() {
    let json = """
      {"id": "j", "title": "J", "questions": [{"title": "Q", "prompt": "Why?", "answer": "Because.",
        "keyPoints": [{"point": "because", "maybe": ["x"]}]}]}
      """
    let library = ContentLoader().loadPack(text: json, path: "j.json")
    expectTrue(library.diagnostics.contains { $0.message.contains("keyPoints") })
  }

  /// A JSON item with no text is refused as the Markdown `- also:` line with nothing after it is.
  @Test(arguments: [
    ("also", "an `also` item needs text: another way to say the key point"),
    ("wrong", "a `wrong` item needs text: a wrong claim about the key point"),
  ])
  func aBlankJSONNoteSaysItNeedsText(key: String, message: String) {
    let json = """
      {"id": "j", "title": "J", "questions": [{"title": "Q", "prompt": "Why?", "answer": "Because.",
        "keyPoints": ["first", {"point": "because", "\(key)": ["fine", "  "]}]}]}
      """
    let library = ContentLoader().loadPack(text: json, path: "j.json")
    expectEqual(
      library.diagnostics.map(\.message), ["questions[0]: keyPoints[1]: \(message)"],
      "\(library.diagnostics)")
    expectTrue(library.packs.first?.questions.isEmpty ?? true)
  }

  /// A JSON key point written as `"wrong: …"` is named as a note, as the Markdown form is, and
  /// the question is refused rather than graded against a point its Answer "misses".
  @Test(arguments: ["wrong", "also"]) func aJSONKeyPointThatIsANoteIsAnErrorThatSaysSo(label: String) {
    let json = """
      {"id": "j", "title": "J", "questions": [{"title": "Q", "prompt": "Why?", "answer": "Because.",
        "keyPoints": ["because", {"point": "first", "also": ["one"]}, "\(label): it is not"]}]}
      """
    let library = ContentLoader().loadPack(text: json, path: "j.json")
    expectEqual(
      library.diagnostics.map(\.message),
      [
        "questions[0]: keyPoints[2]: `\(label):` is a note on a key point, not a key point: put it in that"
          + " point's `\(label)` list ({\"point\": …, \"\(label)\": [\"…\"]})"
      ], "\(library.diagnostics)")
    expectTrue(library.packs.first?.questions.isEmpty ?? true)
  }

  /// A point that only starts with the word is a point.
  @Test func aJSONKeyPointAboutTheWordWrongIsAPoint() throws {
    let json = """
      {"id": "j", "title": "J", "questions": [{"title": "Q", "prompt": "Why?", "answer": "Because.",
        "keyPoints": ["wrongly typed input is refused"]}]}
      """
    let library = ContentLoader().loadPack(text: json, path: "j.json")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
    expectEqual(library.packs.first?.questions.first?.keyPoints, ["wrongly typed input is refused"])
  }
}
