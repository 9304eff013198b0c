import DrillKitTesting
import DrillMarkdown
import Synchronization
import Testing

@testable import DrillContent

/// What `check`'s load leaves out (a question's texts the audit does not read, a pack's code
/// claims, a section heading's name as a `String`) changes nothing it finds or reports.
@Suite struct CheckLoadTests {
  static let pack = """
    ---
    id: check-load
    title: Check load
    ---

    ## Why are structs copied?
    tags: values

    Explain what assigning a struct does.

    ```swift
    struct P { var x = 0 }
    ```

    ### Answer
    Assigning a struct copies it: the two [values][v] change independently.

    [v]: https://swift.org

    ### KEY   points
    - assigning a struct copies it
      - also: the value is duplicated
      - wrong: both share one instance
    - the copies change independently

    ### Hints
    - think of values

    ### Explanation
    Structs are values.

    ## Pick one
    Which keyword declares a constant?

    ### Choices
    - [x] let
    - [ ] var

    ### Explanation
    `let` is constant.

    ```swift
    let x = 1
    ```

    ## Café \u{212A}elvin
    Explain closures.

    ### Answer
    A closure captures variables.

    ### \u{212A}ey points
    - a closure captures variables
    """

  /// A pack whose questions have errors: they are reported, and not audited.
  static let faulty = """
    ---
    id: check-faulty
    title: Check faulty
    ---

    ## A flag
    What does this print?

    ```swift {unknownflag}
    print(1)
    ```

    ### Accept
    - 1

    ## Sections
    Explain closures.

    ### Answer
    A closure captures variables.

    ### Ключевые
    - x

    ### Mystery section
    text
    """

  /// The questions the audit was given, and the load's diagnostics and snippets.
  static func load(_ loader: ContentLoader) -> (seen: [Question], library: ContentLibrary) {
    let seen = Mutex<[Question]>([])
    var loader = loader
    loader.questionAudit = { question in
      seen.withLock { $0.append(question) }
      return []
    }
    let library = loader.load(documents: [
      ContentDocument(text: pack, path: "check-load.md", role: .pack),
      ContentDocument(text: faulty, path: "check-faulty.md", role: .pack),
    ])
    return (seen.withLock { $0 }, library)
  }

  @Test func theAuditSeesThePromptAnswerAndPointsOfAQuestionWithKeyPoints() {
    let whole = Self.load(ContentLoader())
    var check = ContentLoader(retention: .outline)
    check.keepsPackClaims = false
    let checked = Self.load(check)
    expectEqual(checked.seen.map(\.id), whole.seen.map(\.id))
    expectEqual(checked.seen.count, 3)
    for (audited, full) in zip(checked.seen, whole.seen) {
      expectEqual(audited.keyPoints, full.keyPoints)
      expectEqual(audited.keyPointNotes, full.keyPointNotes)
      expectEqual(audited.answer, full.answer)
      expectEqual(audited.location, full.location)
      expectEqual(audited.prompt, full.keyPoints.isEmpty ? "" : full.prompt)
      expectEqual(audited.explanation.map { _ in "" }, audited.explanation)
      expectTrue(audited.hints.allSatisfy(\.isEmpty))
    }
    expectTrue(whole.seen.contains { !$0.keyPoints.isEmpty && !$0.prompt.isEmpty })
    expectTrue(whole.seen.contains { $0.keyPoints.isEmpty && !$0.prompt.isEmpty })
  }

  @Test func aCheckWithoutClaimsFindsTheSameProblems() {
    let whole = Self.load(ContentLoader())
    var check = ContentLoader(retention: .outline)
    check.keepsPackClaims = false
    let checked = Self.load(check)
    expectEqual(checked.library.diagnostics, whole.library.diagnostics)
    expectTrue(checked.library.diagnostics.contains { $0.message.contains("unknownflag") })
    expectTrue(checked.library.snippets.isEmpty)
    expectTrue(!whole.library.snippets.isEmpty)
  }

  /// `check --run`: a question refused for a bad field (`level: expert`) keeps only its own claims
  /// from the run; the other questions' claims, a wrong Answer's among them, are all run (session
  /// 43's tryout suspected they were hidden: they were not).
  @Test func aRefusedQuestionHidesNoClaimOfTheOthers() {
    let markdown = """
      ---
      id: claims
      title: Claims
      ---

      ## Bad level
      id: bad
      level: expert

      What prints?

      ```swift
      print(1)
      ```

      ### Output
      ```output
      1
      ```

      ## Broken answer
      id: broken

      Write double.

      ### Tests
      ```swift
      expect(double(2), 4, "double(2)")
      ```

      ### Answer
      ```swift
      func double(_ x: Int) -> Int { x * 3 }
      ```

      """
    var loader = ContentLoader(retention: .outline)
    loader.keepsPackClaims = true
    let library = loader.load(documents: [ContentDocument(text: markdown, path: "claims.md", role: .pack)])
    expectEqual(library.packs.first?.refusedQuestions, 1)
    expectEqual(library.errorCount, 1, "\(library.diagnostics)")
    expectEqual(library.snippets.count, 1, "\(library.snippets)")
    expectEqual(library.snippets.first?.context.hasSuffix("broken"), true, "\(library.snippets)")
  }

  /// The same in a JSON pack: a question refused for a bad field is not run (s43-polish found a JSON
  /// pack's refused questions "ran 3 code claims", a Markdown pack's none).
  @Test func aRefusedJSONQuestionIsNotRun() {
    let json = #"""
      {"id": "claims", "title": "Claims", "questions": [
        {"id": "bad", "title": "Bad level", "level": "expert", "prompt": "What prints?\n\n```swift\nprint(1)\n```",
         "output": "1"},
        {"id": "broken", "title": "Broken answer", "prompt": "Write double.",
         "tests": "expect(double(2), 4, \"double(2)\")",
         "answer": "```swift\nfunc double(_ x: Int) -> Int { x * 3 }\n```"}
      ]}
      """#
    var loader = ContentLoader(retention: .outline)
    loader.keepsPackClaims = true
    let library = loader.load(documents: [ContentDocument(text: json, path: "claims.json", role: .pack)])
    expectEqual(library.packs.first?.refusedQuestions, 1, "\(library.diagnostics)")
    expectEqual(library.errorCount, 1, "\(library.diagnostics)")
    expectEqual(library.snippets.count, 1, "\(library.snippets)")
    expectEqual(library.snippets.first?.context.hasSuffix("broken"), true, "\(library.snippets)")
  }

  @Test func sectionHeadingsAreReadAsTheirTextsName() {
    let library = Self.load(ContentLoader()).library
    let messages = library.diagnostics.map(\.message)
    expectTrue(messages.contains { $0.hasPrefix("unknown section `### Ключевые`") })
    expectTrue(messages.contains { $0.hasPrefix("unknown section `### Mystery section`") })
    // The Kelvin sign lowercases to `k`: the heading names the key points, as before.
    expectEqual(library.questions.map(\.keyPoints.count), [2, 0, 1])
  }

  @Test func everyLaterDuplicateNamesTheFirstQuestion() {
    let questions = ["One?", "Two?", "Three?"].map { "## Same\n\($0)\n\n### Accept\n- 1\n" }
    let text = "---\nid: dup\ntitle: Dup\n---\n\n" + questions.joined(separator: "\n")
    let library = ContentLoader().loadPack(text: text, path: "dup.md")
    let message = "duplicate question id `dup/same` (first on line 6)"
    expectEqual(library.diagnostics.map(\.message), [message, message])
    expectEqual(library.diagnostics.map(\.location.line), [12, 18])
    expectEqual(library.questions.map(\.prompt), ["One?"])
  }

  /// A duplicate written with `id:` is located at that line, and so is the first (session 45's
  /// tryout: both were the headings, one line off the id an author changes).
  @Test func aDuplicateIDIsLocatedAtItsIDLine() {
    let text = """
      ---
      id: dup
      title: Dup
      ---

      ## First
      id: same

      One?

      ### Accept
      - 1

      ## Second
      level: beginner
      id: same

      Two?

      ### Accept
      - 2

      """
    let library = ContentLoader().loadPack(text: text, path: "dup.md")
    expectEqual(library.diagnostics.map(\.message), ["duplicate question id `dup/same` (first on line 7)"])
    expectEqual(library.diagnostics.map(\.location.line), [16])
  }

  /// Each line a key points list cannot read is reported at its line, saying what to write: a
  /// `*` item after the `-` ones (Markdown starts another list there) and `-also:` without its
  /// space (session 45's tryout: "it holds only one list", for the first line only).
  @Test func everyKeyPointLineThatIsNotReadIsReportedWithItsFix() {
    let text = """
      ---
      id: points
      title: Points
      ---

      ## Explain
      id: e

      Why?

      ### Answer
      Because assignment copies, so the original is untouched.

      ### Key points
      - assignment copies
      * the original is untouched
      * a third

      -also: copies

      """
    let library = ContentLoader().loadPack(text: text, path: "points.md")
    let found = library.diagnostics.map { "\($0.location.line): \($0.message)" }
    expectEqual(
      found,
      [
        "16: an item of `### Key points` starts with `- `: a `*` item begins another list, which is not read"
          + " (write `- the original is untouched`)",
        "17: an item of `### Key points` starts with `- `: a `*` item begins another list, which is not read"
          + " (write `- a third`)",
        "19: a list item starts with `- ` and a space: did you mean `  - also: copies`, indented under its key point?",
      ])
  }

  /// A paragraph in a list section that opens with emphasis is not taken for a mistyped item (the
  /// review: "**Tip:**" under the hints was told "did you mean `- *Tip:** …`").
  @Test func emphasisOpeningAStrayParagraphIsNotAMistypedItem() {
    let text = """
      ---
      id: tips
      title: Tips
      ---

      ## Short
      id: s

      Say yes.

      ### Accept
      - yes

      ### Hints
      - a first hint

      **Tip:** the answer is short.

      """
    let library = ContentLoader().loadPack(text: text, path: "tips.md")
    let found = library.diagnostics.map(\.message)
    expectEqual(found.count, 1, "\(found)")
    expectTrue(found.allSatisfy { !$0.contains("did you mean") }, "\(found)")
    expectTrue(found.allSatisfy { $0.contains("unexpected text") }, "\(found)")
  }

  @Test(arguments: [
    "Key points", "  KEY\t points ", "key  points", "Keypoints", "explanation", "Explanation!", "ANSWER",
    "", " ", "answer\u{0}", "a", "explanation explanation", "Hints  ", "choices\tx", "Key points!!!!!!!!",
  ])
  func anASCIITitleNamesTheSectionItsStringNames(title: String) {
    expectEqual(QuestionSection(asciiTitle: Array(title.utf8)[...]), QuestionSection(title: title))
  }

  @Test func aHeadingsASCIIBytesAreItsText() {
    let markdown = "### Key points ###\n\n### Café\n\nHints\n-----\n\n###\n\n## \u{212A}ey\n"
    let source = SourceText(markdown, path: "h.md")
    let headings = MarkdownParser.parse(source).filter { $0.headingLevel != nil }
    expectEqual(headings.count, 5)
    let ascii = headings.map { source.asciiHeadingText($0).map { String(decoding: $0, as: UTF8.self) } }
    expectEqual(ascii, ["Key points", nil, nil, "", nil])
    for (heading, bytes) in zip(headings, ascii) where bytes != nil {
      expectEqual(bytes, source.headingText(heading))
    }
  }
}
