import DrillKitTesting
import Testing

@testable import DrillContent

/// Session 52's tryout (findings 1, 4, 8, 11, 13): an author's slips are told in one run, in
/// words that name the fix, at the place of the slip.
@Suite struct AuthoringSlipTests {
  func diagnostics(_ text: String, path: String) -> [String] {
    ContentLoader().loadPack(text: text, path: path).diagnostics.map {
      "\($0.location.line):\($0.location.column): \($0.severity): \($0.message)"
    }
  }

  /// Finding 1: a duplicate id is told while the question holding it has another error.
  @Test func aDuplicateIdIsToldBesideTheQuestionsOtherError() {
    let markdown = """
      ---
      id: my-dup
      title: Dup
      ---

      ## One
      id: one

      What is 1?

      ### Accept
      - 1

      ## Two
      id: one
      kind: verbal

      Explain two.

      ### Key points
      - two is two

      """
    let found = diagnostics(markdown, path: "dup.md")
    expectContains(found, "14:1: error: an explain question needs an `### Answer` (the model answer)")
    expectContains(found, "15:1: error: duplicate question id `my-dup/one` (first on line 7)")
    let json = """
      {"id": "my-json", "title": "J", "kind": "verbal", "questions": [
        {"id": "sum", "title": "Sum", "prompt": "Explain sums.", "answer": "Adding."},
        {"id": "sum", "title": "Sum again", "prompt": "Explain sums again."}
      ]}
      """
    let told = diagnostics(json, path: "j.json")
    expectContains(told, "3:10: error: duplicate question id `my-json/sum` (first at questions[0])")
    expectTrue(
      told.contains { $0.contains("questions[1]: an explain question needs an `answer`") }, "\(told)")
  }

  /// A question refused for an id that is not valid is not taken for a duplicate of its title's slug.
  @Test func aRefusedIdIsNoDuplicate() {
    let markdown =
      "---\nid: p\ntitle: P\n---\n\n## One\n\nWhat is 1?\n\n### Accept\n- 1\n\n"
      + "## One\nid: Bad!\n\nWhat is 2?\n\n### Accept\n- 2\n"
    let found = diagnostics(markdown, path: "p.md")
    expectEqual(found.count, 1, "\(found)")
    expectTrue(found.allSatisfy { !$0.contains("duplicate") }, "\(found)")
  }

  /// Finding 4: a raw tab, line break or control character in a JSON string is named, at itself.
  @Test(arguments: [
    ("Explain\tARC.", "invalid JSON: a tab inside a string must be written `\\t`", 36),
    ("Explain\nARC.", "invalid JSON: a line break inside a string must be written `\\n`", 36),
    (
      "Explain\u{01}ARC.", "invalid JSON: control character U+0001 inside a string must be written `\\u0001`",
      36
    ),
  ])
  func aControlCharacterInAJSONStringIsNamedAtItsPlace(prompt: String, message: String, column: Int) {
    let json =
      "{\"id\": \"p\", \"title\": \"P\", \"kind\": \"verbal\", \"questions\": [\n"
      + "  {\"title\": \"Q\", \"prompt\": \"\(prompt)\", \"answer\": \"A\"}\n]}"
    let found = diagnostics(json, path: "p.json")
    expectEqual(found.count, 1, "\(found)")
    expectTrue(found.first?.hasPrefix("2:\(column): error: \(message)") == true, "\(found)")
  }

  /// Tabs indenting the file, outside strings, are JSON's own blanks.
  @Test func tabsOutsideStringsAreFine() {
    let json =
      "{\n\t\"id\": \"p\",\r\n\t\"title\": \"P\", \"kind\": \"verbal\", \"questions\": [\n"
      + "\t{\"title\": \"Q\", \"prompt\": \"Explain\\tARC.\", \"answer\": \"A\"}\n]}"
    expectEqual(diagnostics(json, path: "p.json"), [])
  }

  /// Finding 4's Markdown half: libyaml's words gain what the character is.
  @Test func aTabInTheFrontMatterIsNamed() {
    let markdown =
      "---\r\nid: p\r\ntitle: P\r\ntags:\r\n\t- closures\r\n---\r\n\r\n## Q\r\n\r\nWhat?\r\n\r\n### Accept\r\n- a\r\n"
    let found = diagnostics(markdown, path: "yt.md")
    expectEqual(found.count, 1, "\(found)")
    expectTrue(found.first?.hasPrefix("5:1: error: invalid YAML: ") == true, "\(found)")
    expectTrue(found.first?.hasSuffix("(a tab: YAML indents with spaces, never tabs)") == true, "\(found)")
  }

  /// Finding 13: a comment and single quotes are told as what JSON does not allow, at their place.
  @Test(arguments: [
    (
      "{\"id\": \"p\",\n  \"level\": \"beginner\", // my level\n  \"title\": \"P\", \"questions\": []}",
      "2:24: error: invalid JSON: JSON has no comments: remove `// my level`"
    ),
    (
      "{\"id\": \"p\",\n  /* old */ \"title\": \"P\", \"questions\": []}",
      "2:3: error: invalid JSON: JSON has no comments: remove `/* old */`"
    ),
    (
      "{\"id\": \"p\",\n  'title': 'JSON pack', \"questions\": []}",
      "2:3: error: invalid JSON: JSON strings and keys take double quotes `\"`, not `'`"
    ),
  ])
  func commentsAndSingleQuotesAreNamed(json: String, expected: String) {
    let found = diagnostics(json, path: "p.json")
    expectEqual(found.count, 1, "\(found)")
    expectTrue(found.first?.hasPrefix(expected) == true, "\(found)")
  }

  /// Finding 8: a `## Answer` meant as `### Answer` is named by both questions it makes, and a
  /// `**Answer:** text` line by the question it is in.
  @Test func aSectionWrittenAsAQuestionOrALabelIsNamed() {
    let split =
      "---\nid: p\ntitle: P\n---\n\n## Bold answer\nid: bold\nkind: verbal\n\nExplain ARC.\n\n"
      + "## Answer\nARC counts references.\n\n### Key points\n- ARC counts references\n"
    let needs = "error: an explain question needs an `### Answer` (the model answer): "
    expectEqual(
      diagnostics(split, path: "b.md"),
      [
        "6:1: \(needs)line 12 (`## Answer`) starts a new question; a section is a level-3 heading, `### Answer`",
        "12:1: \(needs)this `## Answer` heading starts a new question; a section is a level-3 heading, `### Answer`",
      ])
    let label =
      "---\nid: p\ntitle: P\nkind: verbal\n---\n\n## Q\n\nExplain ARC.\n\n"
      + "**Answer:** ARC counts references.\n\n### Key points\n- ARC counts references\n"
    expectEqual(
      diagnostics(label, path: "m.md"),
      [
        "7:1: \(needs)line 11 (`**Answer:** …`) is a bold label, read as the prompt's text; write the text "
          + "under a level-3 heading, `### Answer`"
      ])
  }

  /// Finding 8, in a question that loads: a bold label's text would be shown before the answer.
  @Test func aBoldLabelInAQuestionThatLoadsIsWarnedAbout() {
    let pack =
      "---\nid: p\ntitle: P\n---\n\n## Q\n\nWhat is 1 + 1?\n\n**Explanation:** two ones make two.\n\n"
      + "**Output** of this sum?\n\n### Accept\n- 2\n"
    expectEqual(
      diagnostics(pack, path: "l.md"),
      [
        "10:1: warning: `**Explanation:** two ones make two.` reads like a section title, so it is the prompt's "
          + "text, shown before the answer: sections are level-3 headings, `### Explanation`"
      ])
  }

  /// Finding 11: `##First question` is a paragraph, and the question went missing in silence.
  @Test func aHeadingWithNoSpaceIsWarnedAbout() {
    let pack =
      "---\nid: my-s3\ntitle: S3\n---\n\n##First question\nid: one\n\nWhich is a value type?\n\n"
      + "### Choices\n- [x] struct\n- [ ] class\n"
    expectEqual(
      diagnostics(pack, path: "s3.md"),
      [
        "6:1: warning: `##First question` is not a heading (Markdown needs a space after `##`), so it is read "
          + "as text: write `## First question`",
        "11:1: warning: `### Choices` comes before the first question, so it is read as the pack's "
          + "introduction: a question starts with a `## ` heading",
      ])
    let empty = "---\nid: p\ntitle: P\n---\n\nJust an introduction.\n"
    expectEqual(
      diagnostics(empty, path: "e.md"),
      ["1:1: warning: the pack has no question: each question starts with a `## ` heading"])
    // Inside a question too, and at level 3; `#selector` and a spaced heading are left alone.
    let inside = "---\nid: p\ntitle: P\n---\n\n## Q\n\nWhat is #selector?\n\n###Accept\n- a\n"
    let told = diagnostics(inside, path: "i.md")
    expectContains(
      told,
      "10:1: warning: `###Accept` is not a heading (Markdown needs a space after `###`), so it is read as "
        + "text: write `### Accept`")
  }

  /// Finding 11 in a lesson: `##Two` is a line of the page before.
  @Test func aLessonPageHeadingWithNoSpaceIsWarnedAbout() {
    let lesson =
      "---\nid: l\ntitle: L\nlevel: beginner\norder: 1\n---\n\nIntro.\n\n## One\n\nText.\n\n##Two\n\nMore.\n"
    let found = ContentLoader().loadLesson(text: lesson, path: "l.md").diagnostics.map {
      "\($0.location.line):\($0.location.column): \($0.severity): \($0.message)"
    }
    expectEqual(
      found,
      [
        "14:1: warning: `##Two` is not a heading (Markdown needs a space after `##`), so it is read as text: "
          + "write `## Two`"
      ])
  }
}
