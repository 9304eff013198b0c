import DrillKitTesting
import Foundation
import Testing

/// Plain `check` (issue 23): each explain question's model Answer must state its own key
/// points and contradict none, and no `wrong:` line may be credited; each problem is an
/// error at the key point's line, and `check` exits 1.
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

  @Test func aCreditedWrongLineIsAnErrorAtItsPointsLine() throws {
    let run = try check(
      Self.pack(
        answer:
          "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.",
        wrong: "weak references become nil once the object is deallocated"))
    expectEqual(run.status, 1)
    expectContains(
      run.stdout, "points.md:15:3: error: key point 1 of `weak`: its `wrong:` line", "\(run.stdout)")
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
