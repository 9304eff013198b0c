import DrillKitTesting
import Foundation
import Testing

/// Session 51's tryout, the reports, through the built binary: the interview report's partly right
/// answers (finding 2), placement's tally and commands (6, 13e), `stats`' study days (8), ids kept
/// whole at 40 columns (13b), `COLUMNS=0` (13c), `:skip`'s promise (13g), and a test's right
/// answers scheduled as reviews (14).
@Suite(.ownThreads) struct S51Mend2ReportsEndToEndTests {
  let home = TemporaryHome.make()

  /// A content folder of its own holding `packs` (file name, Markdown).
  func content(_ packs: [(String, String)]) throws -> URL {
    let root = TemporaryHome.make()
    let folder = root.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in packs {
      try (text + "\n").write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return root
  }

  func run(
    _ arguments: [String], input: String = "", content: URL, now: String = "2026-12-08T09:00:00Z",
    width: Int = 200
  ) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home, now: now,
      environment: ["SWIFTDRILL_BUNDLED": content.path, "TZ": "UTC", "COLUMNS": "\(width)"])
  }

  static func pack(_ id: String, level: String = "beginner", _ body: String) -> String {
    "---\nid: \(id)\ntitle: \(id)\nlevel: \(level)\ntags: [fixture]\n---\n\n# \(id)\n\n\(body)"
  }

  static let sayYes = """
    ## Say yes
    id: say-yes
    tags: answers-and-replies

    Type yes.

    ### Accept
    - yes
    """

  static let whyValues = """
    ## Why value types?
    id: why-values
    kind: verbal
    tags: value-semantics

    Why does Swift prefer structs for plain data?

    ### Answer
    Copies are independent, so no code can change your value behind your back. There is no shared
    mutable state.

    ### Key points
    - copies are independent
    - no shared mutable state
    """

  static let loopOutput = """
    ## Loop output
    id: loop-output-where-continue-check
    tags: control-flow-loops

    What does this print?

    ```swift
    print(1)
    ```

    ### Output
    ```output
    1
    ```
    """

  /// Finding 2: a verbal answer stating 1 of its 2 key points, rated good, was "right", its topic a
  /// Strength, "Accuracy 2 of 2 right (100%)", its missed point nowhere, and the verdict "ready"
  /// after two questions. It is partly right, under "Review" with the point it left out.
  @Test func aPartlyRightVerbalAnswerIsReviewedNotAStrength() throws {
    let content = try content([("s51.md", Self.pack("s51", Self.sayYes + "\n\n" + Self.whyValues))])
    let interview = try run(
      ["interview", "--count", "2", "--minutes", "10", "--seed", "1"],
      input: "yes\nCopies are independent, so nobody changes your value.\ngood\n", content: content)
    expectEqual(interview.status, 0, "\(interview.stderr)")
    let report = interview.flowingStdout.components(separatedBy: "Interview report").last ?? ""
    expectContains(report, "Accuracy 1 of 2 right, 1 partly (75%)", "\(report)")
    expectContains(report, "Strengths answers-and-replies Gaps", "\(report)")
    expectNotContains(report, "value-semantics Gaps", "\(report)")
    expectContains(
      report, "Review s51/why-values (1 of 2 key points); not stated: no shared mutable state", "\(report)")
    expectContains(report, "show s51/why-values shows the model answer and every key point", "\(report)")
    expectContains(report, "It rests on 2 questions: take a longer interview (--count 12)", "\(report)")
  }

  /// Finding 13 (b) and (g): at 40 columns the report split an id at its hyphen ("…overflow-" /
  /// "operators"); `:skip` promised an output question's answer the report does not give.
  @Test func theReportKeepsIdsWholeAndASkipPromisesWhatTheReportGives() throws {
    let content = try content([("s51.md", Self.pack("s51", Self.loopOutput + "\n\n" + Self.whyValues))])
    let interview = try run(
      ["interview", "--count", "2", "--minutes", "10", "--seed", "1"],
      input: ":skip\nCopies are independent and there is no shared mutable state.\ngood\n", content: content,
      width: 40)
    expectContains(
      interview.flowingStdout,
      "Skipped: it counts as unanswered; the report names it: show s51/loop-output-where-continue-check shows its answer."
    )
    let lines = interview.stdout.split(separator: "\n").map(String.init)
    expectTrue(lines.contains { $0.contains("s51/loop-output-where-continue-check") }, "\(interview.stdout)")
    expectTrue(
      lines.contains { $0.contains("show s51/loop-output-where-continue-check") }, "\(interview.stdout)")
    // The id is wider than the 30 columns beside the label: it stands alone, whole, never split.
    expectTrue(!lines.contains { $0.hasSuffix("-") }, "\(interview.stdout)")
  }

  /// Finding 6 and 13(e): 11 of 15 right, "Level beginner" with no word on why; "Next" named three
  /// topics and gave the first one's command. The tally and the rule are shown; each topic named
  /// has its command, whole on its line at 40 columns.
  @Test func placementShowsItsTallyAndACommandPerTopic() throws {
    let packs = ["beginner", "intermediate", "advanced"].map { level in
      let questions = (1...8).map { number in
        """
        ## \(level) \(number)
        id: q\(number)
        tags: \(level)-question-topic-\(number)
        shuffle: false

        Pick the right one.

        ### Choices
        - [x] right
        - [ ] wrong
        """
      }
      return ("\(level).md", Self.pack(level, level: level, questions.joined(separator: "\n\n")))
    }
    let content = try content(packs)
    let answers = "a b a a b a a b a a a a a b a".split(separator: " ").joined(separator: "\n") + "\n"
    let placement = try run(["placement", "--seed", "11"], input: answers, content: content, width: 40)
    expectEqual(placement.status, 0, "\(placement.stderr)")
    let result = placement.flowingStdout.components(separatedBy: "Placement result").last ?? ""
    expectContains(result, "Answered 11 of 15 right", "\(result)")
    expectContains(
      result,
      "By level beginner 7 of 8, intermediate 3 of 5, advanced 1 of 2 right; the level is the highest "
        + "with two thirds right (of 2 or more)", "\(result)")
    expectContains(result, "Next study the topics you missed most:", "\(result)")
    let commands = placement.stdout.split(separator: "\n").filter { $0.contains("quiz --tag") }
    expectEqual(commands.count, 3, "\(placement.stdout)")
    for command in commands {
      expectTrue(
        command.contains(/quiz --tag (beginner|intermediate|advanced)-question-topic-\d$/), "\(command)")
    }
  }

  /// Finding 14: a placement's right answers entered the learning steps: the first drill was
  /// "28 in learning". A right answer in a test is a review rated as it was (FSRS): days away.
  @Test func aTestsRightAnswersAreScheduledDaysAway() throws {
    let content = try content([("s51.md", Self.pack("s51", Self.sayYes + "\n\n" + Self.whyValues))])
    let interview = try run(
      ["interview", "--count", "2", "--minutes", "10", "--seed", "1"],
      input: "yes\nenums have cases\nagain\n", content: content)
    expectEqual(interview.status, 0, "\(interview.stderr)")
    let due = try run(["due"], content: content, now: "2026-12-08T09:30:00Z")
    // The wrong verbal answer is learnt (its steps); the right one is not "learning".
    expectContains(due.flowingStdout, "1 learning", "\(due.stdout)")
    let show = try run(["show", "s51/say-yes"], content: content)
    expectNotContains(show.stdout, "learning", "\(show.stdout)")
  }

  /// Finding 8: one sitting from 23:40 to 00:20 was "streak 2 days" with two bars, and the chart's
  /// "today" was not `due`'s. The streak and the chart count study days (from 4:00).
  @Test func statsCountsStudyDays() throws {
    let content = try content([("s51.md", Self.pack("s51", Self.sayYes))])
    for time in ["2026-12-08T23:40:00Z", "2026-12-09T00:20:00Z"] {
      expectEqual(
        try run(["quiz", "--id", "s51/say-yes"], input: "yes\n", content: content, now: time).status, 0)
    }
    let stats = try run(["stats", "--json"], content: content, now: "2026-12-09T00:25:00Z")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any], "\(stats.stdout)")
    expectEqual(json["streak"] as? Int, 1, "\(stats.stdout)")
    let days = try #require(json["reviews_per_day"] as? [[String: Any]])
    expectEqual(days.compactMap { $0["count"] as? Int }.filter { $0 > 0 }, [2], "\(stats.stdout)")
    expectContains(try run(["stats"], content: content, now: "2026-12-09T00:25:00Z").stdout, "streak 1 day")
  }

  /// Finding 13(c): `COLUMNS=0` laid `stats` out 20 wide; 0 means unknown, as a word does (80).
  @Test func columnsZeroIsUnknown() throws {
    let content = try content([("s51.md", Self.pack("s51", Self.sayYes))])
    _ = try run(["quiz", "--id", "s51/say-yes"], input: "yes\n", content: content)
    let zero = try run(["stats"], content: content, width: 0)
    let word = try BinaryRun.run(
      ["stats"], home: home, now: "2026-12-08T09:00:00Z",
      environment: ["SWIFTDRILL_BUNDLED": content.path, "TZ": "UTC", "COLUMNS": "abc"])
    expectEqual(zero.stdout, word.stdout)
    expectTrue(zero.stdout.split(separator: "\n").contains { $0.count > 20 }, "\(zero.stdout)")
  }
}
