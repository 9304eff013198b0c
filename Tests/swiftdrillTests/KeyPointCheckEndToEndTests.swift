import DrillKitTesting
import Foundation
import Testing

/// Plain `check` (issue 23): each explain question's model Answer must state its own key
/// points and contradict none, and no `wrong:` line may be credited; each problem is an
/// error at the key point's line (a `wrong:` line's at that line), and `check` exits 1.
@Suite(.ownThreads) struct KeyPointCheckEndToEndTests {
  let home = TemporaryHome.make()

  static func pack(answer: String, wrong: String = "unowned becomes nil") -> String {
    """
    ---
    id: points
    title: Points
    ---

    ## Weak
    kind: verbal

    What does `weak` do?

    ### Answer
    \(answer)

    ### Key points
    - weak references become nil when the object is freed
      - wrong: \(wrong)
    - weak does not keep the object alive

    """
  }

  /// A bundled folder holding only `grading/lexicon.txt` with `text` (the caller removes it).
  static func bundled(lexicon text: String) throws -> URL {
    let bundled = TemporaryHome.make()
    let grading = bundled.appendingPathComponent("grading")
    try FileManager.default.createDirectory(at: grading, withIntermediateDirectories: true)
    try text.write(to: grading.appendingPathComponent("lexicon.txt"), atomically: true, encoding: .utf8)
    return bundled
  }

  func check(_ text: String, _ arguments: [String] = [], bundled: String? = nil) throws -> BinaryRun {
    let file = home.appendingPathComponent("points.md")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return try BinaryRun.run(
      ["check", file.path] + arguments, home: home,
      environment: bundled.map { ["SWIFTDRILL_BUNDLED": $0] } ?? [:])
  }

  /// The pack with a second point in words only a bundled lexicon line relates ("blarged" for
  /// "frobnicated": `same: frobnicate | blarg`).
  static let zorbs = pack(
    answer: "A weak reference becomes nil when the object is freed. Zorbs get blarged."
  ).replacingOccurrences(of: "- weak does not keep the object alive", with: "- zorbs are frobnicated")

  @Test func anAnswerStatingEveryPointPasses() throws {
    let run = try check(
      Self.pack(
        answer:
          "A weak reference becomes nil when the object is freed, and weak does not keep the object alive."))
    expectEqual(run.status, 0, "\(run.stdout)")
    expectContains(run.flowingStdout, "0 errors, 0 warnings", "\(run.stdout)")
  }

  @Test func anAnswerMissingAPointIsAnErrorAtThePointsLine() throws {
    let run = try check(Self.pack(answer: "A weak reference becomes nil when the object is freed."))
    expectEqual(run.status, 1)
    expectTrue(
      run.stdout.contains(
        "points.md:17:3: error: key point 2 of `weak` is not stated by the model Answer"),
      "\(run.stdout)")
    expectContains(run.flowingStdout, "1 error", "\(run.stdout)")
  }

  /// At the `wrong:` line itself, not its point's line (session 47's tryout, finding 32: jumping
  /// to the point's line, the author overwrote the point), and so again from the audit's cache.
  @Test func aCreditedWrongLineIsAnErrorAtTheWrongLine() throws {
    let text = Self.pack(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.",
      wrong: "weak references become nil once the object is deallocated"
    ).replacingOccurrences(
      of: "  - wrong:",
      with:
        "  - also: a weak reference is set to nil when its object goes\n  - wrong: unowned never becomes nil\n  - wrong:"
    )
    for _ in 0..<2 {
      let run = try check(text)
      expectEqual(run.status, 1)
      expectContains(
        run.stdout, "points.md:18:5: error: key point 1 of `weak`: its `wrong:` line \"weak references",
        "\(run.stdout)")
      expectNotContains(run.stdout, "points.md:15:3:", "\(run.stdout)")
    }
  }

  /// A JSON pack's `wrong` item is named at its own value, not at the point's.
  @Test func aCreditedWrongItemOfAJSONPackIsAnErrorAtTheItem() throws {
    let file = home.appendingPathComponent("points.json")
    try """
    {
      "id": "points",
      "title": "Points",
      "questions": [
        {
          "title": "Weak",
          "kind": "verbal",
          "prompt": "What does `weak` do?",
          "answer": "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.",
          "keyPoints": [
            {
              "point": "weak references become nil when the object is freed",
              "wrong": [
                "unowned never becomes nil",
                "weak references become nil once the object is deallocated"
              ]
            },
            "weak does not keep the object alive"
          ]
        }
      ]
    }

    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try BinaryRun.run(["check", file.path], home: home)
    expectEqual(run.status, 1, "\(run.stdout)")
    expectContains(
      run.stdout, "points.json:15:13: error: key point 1 of `weak`: its `wrong:` line", "\(run.stdout)")
  }

  /// Session 47's review (1): where each `also:` line is written was kept and read by nothing.
  /// An `also:` line that says its point again, repeats another, or is also a `wrong:` line of its
  /// point is a warning at that line, in a Markdown pack and in a JSON pack.
  @Test func aNeedlessOrContradictoryAlsoLineIsAWarningAtThatLine() throws {
    let text = Self.pack(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive."
    ).replacingOccurrences(
      of: "  - wrong: unowned becomes nil\n",
      with: """
          - also: Weak references become nil when the object is freed.
          - also: a weak reference turns nil once its object goes
          - also: a weak reference  turns nil once its object goes
          - also: unowned becomes nil
          - wrong: unowned becomes nil

        """)
    let run = try check(text)
    for expected in [
      "points.md:16:5: warning: key point 1 of `weak`: its `also:` line \"Weak references become nil when the object is "
        + "freed.\" says the point itself again",
      "points.md:18:5: warning: key point 1 of `weak`: its `also:` line \"a weak reference  turns nil once its object goes\" "
        + "repeats the `also:` line on line 17: leave one out",
      "points.md:19:5: warning: key point 1 of `weak`: its `also:` line \"unowned becomes nil\" is also one of the point's "
        + "`wrong:` lines",
    ] {
      expectContains(run.stdout, expected, "\(run.stdout)")
    }
    expectTrue(!run.stdout.contains("points.md:17:5: warning"), "\(run.stdout)")

    let file = home.appendingPathComponent("points.json")
    try """
    {
      "id": "points",
      "title": "Points",
      "questions": [
        {
          "title": "Weak",
          "kind": "verbal",
          "prompt": "What does `weak` do?",
          "answer": "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.",
          "keyPoints": [
            {
              "point": "weak references become nil when the object is freed",
              "also": [
                "a weak reference turns nil once its object goes",
                "weak references become nil when the object is freed"
              ]
            },
            "weak does not keep the object alive"
          ]
        }
      ]
    }

    """.write(to: file, atomically: true, encoding: .utf8)
    let json = try BinaryRun.run(["check", file.path], home: home)
    expectContains(
      json.stdout,
      "points.json:15:13: warning: questions[0]: key point 1 of `weak`: its `also:` line \"weak references become nil when "
        + "the object is freed\" says the point itself again", "\(json.stdout)")
  }

  /// A lesson's check question (which `check` does not audit against its Answer) names a
  /// problem of its `wrong:` line at that line too.
  @Test func anEmptyWrongLineOfALessonCheckIsAnErrorAtThatLine() throws {
    let file = home.appendingPathComponent("weak.md")
    try """
    ---
    id: weak-lesson
    title: Weak references
    level: beginner
    order: 1
    ---

    A weak reference does not keep its object alive.

    ## Check: What does weak do?
    id: weak

    What does `weak` do?

    ### Answer
    A weak reference becomes nil when the object is freed, and weak does not keep the object alive.

    ### Key points
    - weak references become nil when the object is freed
      - wrong:
    - weak does not keep the object alive

    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try BinaryRun.run(["check", file.path], home: home)
    expectEqual(run.status, 1, "\(run.stdout)")
    expectContains(
      run.stdout, "weak.md:20:3: error: a `wrong:` line needs text", "\(run.stdout)")
  }

  @Test func theOldFlagIsStillAcceptedAndChangesNothing() throws {
    let run = try check(
      Self.pack(answer: "A weak reference becomes nil when the object is freed."), ["--key-points"])
    expectEqual(run.status, 1)
    expectContains(run.stdout, "points.md:17:3: error: key point 2 of `weak`", "\(run.stdout)")
  }

  @Test func anEmptyWrongLineSaysItNeedsText() throws {
    let text = Self.pack(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive."
    ).replacingOccurrences(of: "  - wrong: unowned becomes nil", with: "  - wrong:")
    let run = try check(text)
    expectEqual(run.status, 1)
    expectTrue(
      run.stdout.contains(
        "points.md:16:3: error: a `wrong:` line needs text: a wrong claim about the key point"),
      "\(run.stdout)")
  }

  /// The audit reads the lexicon of the bundled folder `SWIFTDRILL_BUNDLED` names, as the content
  /// is read from it: a packager's folder is checked with the words it ships, not with those of
  /// the folder the binary happens to sit in (this binary sits in the repository, whose lexicon
  /// does not know `blarged`).
  @Test func theAuditReadsTheLexiconOfTheBundledFolderNamed() throws {
    let bundled = try Self.bundled(lexicon: "same: frobnicate | blarg\n")
    defer { try? FileManager.default.removeItem(at: bundled) }
    let withIt = try check(Self.zorbs, bundled: bundled.path)
    expectEqual(withIt.status, 0, "\(withIt.stdout)")
    expectContains(withIt.flowingStdout, "0 errors, 0 warnings", "\(withIt.stdout)")
    let without = try check(Self.zorbs, bundled: "none")
    expectEqual(without.status, 1, "\(without.stdout)")
    expectContains(
      without.stdout, "key point 2 of `weak` is not stated by the model Answer", "\(without.stdout)")
  }

  /// A lexicon line `check` cannot read is an error at its line, in a file with `\r\n` line ends
  /// too; the lines it can read still grade.
  @Test func aBadLexiconLineIsAnErrorAtItsLine() throws {
    let bundled = try Self.bundled(
      lexicon: "same: frobnicate | blarg\r\nfrobnicate zorbs\r\nopposite: blarg\r\n")
    defer { try? FileManager.default.removeItem(at: bundled) }
    let run = try check(Self.zorbs, bundled: bundled.path)
    expectEqual(run.status, 1, "\(run.stdout)")
    expectContains(
      run.stdout, "lexicon.txt:2:1: error: a lexicon line is `kind: entry | entry`", "\(run.stdout)")
    expectContains(
      run.stdout, "lexicon.txt:3:1: error: `opposite:` needs two entries or more", "\(run.stdout)")
    expectTrue(!run.stdout.contains("not stated by the model Answer"), "\(run.stdout)")
    expectContains(run.flowingStdout, "2 errors", "\(run.stdout)")
  }
}
