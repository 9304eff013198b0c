import DrillKitTesting
import Testing

@testable import DrillContent

/// Session 53, gap 4 (session 52's closing note): a JSON question's `id` of another type than a
/// string fell back to its title's slug, so it was told as a duplicate of the question holding
/// that title; Markdown's `id:` holding a YAML list or mapping was "not a valid id"; a duplicate
/// check id went untold while its check had another error.
@Suite struct S53Mend0ContentTests {
  func diagnostics(_ library: ContentLibrary) -> [String] {
    library.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity): \($0.message)" }
  }

  /// A number, an array, an object: each an error at the value, and no duplicate of the slug.
  @Test(arguments: [
    ("5", "a number"), ("[\"a\"]", "an array"), ("{\"x\": 1}", "an object"), ("true", "true or false"),
  ])
  func aJSONIdOfAnotherTypeIsAnErrorAtItsValue(value: String, kind: String) {
    let json = """
      {"id": "p", "title": "P", "questions": [
        {"id": \(value), "title": "First one", "prompt": "What?", "answer": "This."},
        {"title": "First one", "prompt": "What?", "answer": "This."}
      ]}
      """
    let found = diagnostics(ContentLoader().loadPack(text: json, path: "p.json"))
    expectEqual(
      found,
      [
        "2:10: error: questions[0]: `id` must be a string, not \(kind) "
          + "(leave `id` out and the title's slug is the id)"
      ])
  }

  /// The pack's and a lesson's own `id` name the value too, without the slug (they have none).
  @Test func aPacksIdOfAnotherTypeIsNamed() {
    let json = #"{"id": 7, "title": "P", "questions": [{"title": "Q", "prompt": "What?", "answer": "A."}]}"#
    let found = diagnostics(ContentLoader().loadPack(text: json, path: "p.json"))
    expectTrue(
      found.contains { $0.hasSuffix("error: pack: `id` must be a string, not a number") }, "\(found)")
  }

  /// Markdown's `id:` holding a flow list or mapping is named as the front matter names one.
  @Test func aMarkdownIdListOrMappingIsNamed() {
    let markdown =
      "---\nid: m\ntitle: M\n---\n\n## One\nid: [a, b]\n\nWhat?\n\n### Answer\nThis.\n\n"
      + "## Two\nid: {x: 1}\n\nWhat?\n\n### Answer\nThis.\n\n## One\n\nWhat?\n\n### Answer\nThis.\n"
    let found = diagnostics(ContentLoader().loadPack(text: markdown, path: "m.md"))
    expectEqual(
      found,
      [
        "7:5: error: `id` must be a single value, not a list",
        "15:5: error: `id` must be a single value, not a mapping",
      ])
  }

  /// A Markdown lesson: the second check of the same id has an error of its own; both are told.
  @Test func aMarkdownLessonsDuplicateCheckIsToldBesideItsOtherError() {
    let markdown = """
      ---
      id: l
      title: L
      level: beginner
      ---

      ## Check: Same
      id: same

      What is 1?

      ### Accept
      - 1

      ## Check: Other
      id: same

      What is 2?

      """
    let found = diagnostics(ContentLoader().loadLesson(text: markdown, path: "l.md"))
    expectEqual(found.count, 2, "\(found)")
    expectTrue(found.contains { $0.contains("duplicate check id `l/same` (first on line 7)") }, "\(found)")
  }

  /// A JSON lesson: the same, the second check missing its `answer`.
  @Test func aJSONLessonsDuplicateCheckIsToldBesideItsOtherError() {
    let json = """
      {"id": "l", "title": "L", "level": "beginner", "pages": [
        {"check": {"id": "same", "title": "Same", "prompt": "What?", "answer": "This."}},
        {"title": "Page", "blocks": [{"markdown": "Text."}]},
        {"check": {"id": "same", "title": "Other", "prompt": "What?"}}
      ]}
      """
    let found = diagnostics(ContentLoader().loadLesson(text: json, path: "l.json"))
    expectEqual(found.count, 2, "\(found)")
    expectTrue(found.contains { $0.contains("duplicate check id `l/same` (first at pages[0])") }, "\(found)")
    expectTrue(found.contains { $0.contains("pages[2].check") && $0.contains("answer") }, "\(found)")
  }

  /// A check refused for a bad id is no duplicate, and a text page after a refused check is not
  /// taken for it.
  @Test func aRefusedCheckIdIsNoDuplicate() {
    let json = """
      {"id": "l", "title": "L", "level": "beginner", "pages": [
        {"check": {"id": 5, "title": "Same", "prompt": "What?", "answer": "This."}},
        {"check": {"title": "Same", "prompt": "What?", "answer": "This."}},
        {"title": "Page", "blocks": [{"markdown": "Text."}]}
      ]}
      """
    let found = diagnostics(ContentLoader().loadLesson(text: json, path: "l.json"))
    expectEqual(found.count, 1, "\(found)")
    expectTrue(found.allSatisfy { !$0.contains("duplicate") }, "\(found)")
  }
}
