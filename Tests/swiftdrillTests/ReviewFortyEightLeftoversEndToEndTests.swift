import DrillKitTesting
import Foundation
import Testing

/// Session 48's review leftovers (session 49), through the built binary where the user meets them.
@Suite(.ownThreads) struct ReviewFortyEightLeftoversEndToEndTests {
  let home = TemporaryHome.make()

  func write(_ text: String, to name: String) throws -> URL {
    let url = home.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home)
  }

  /// Two short questions: `let` is right for the first only.
  static let shorts = """
    ---
    id: shorts
    title: Shorts
    ---

    ## Constant
    id: constant
    type: short

    Which keyword declares a constant?

    ### Accept
    - let

    ## Variable
    id: variable
    type: short

    Which keyword declares a variable?

    ### Accept
    - var

    """

  /// Finding 9: "the next comes back in 10 minutes" above "Next review due in 1 minute": the miss
  /// is asked after the next learning question in the session's order, but its stored due is told.
  @Test func theDrillsEndTellsTheStoredDueOfTheNextLearningQuestion() throws {
    let content = home.appendingPathComponent("content")
    _ = try write(Self.shorts, to: "content/questions/shorts.md")
    let drill = try run(
      ["drill", "--content", content.path, "--pack", "shorts", "--seed", "1"], input: "let\nlet\n:quit\n")
    expectEqual(drill.status, 0, "\(drill.stderr)")
    let prompts = drill.stdout.components(separatedBy: "Which keyword declares a ").dropFirst().map {
      $0.prefix(8)
    }
    expectEqual(prompts.first, "constant", "\(drill.stdout)")
    expectContains(drill.flowingStdout, "2 questions still in learning: the next comes back in 1 minute")
    expectContains(drill.flowingStdout, "review due in 1 minute")
    expectNotContains(drill.flowingStdout, "in 10 minutes; drill again")
  }

  /// Finding 17: at `:accept`'s y/n question in a script, a word other than y/yes/n/no (a typo)
  /// asks again; it was taken as No.
  @Test func aTypoAtTheAcceptPromptAsksAgainInAScript() throws {
    let course = [
      "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC",
    ]
    let quiz = try BinaryRun.run(
      ["quiz", "--seed", "1", "--count", "5"],
      input: StudyEndToEndTests.quizAnswers.replacingOccurrences(
        of: ":accept\ny\n", with: ":accept\nyse\ny\n"),
      home: home, environment: course)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "Type y to accept it, n to leave it as graded.")
    expectNotContains(quiz.stdout, "Not accepted.")
    expectContains(quiz.stdout, "Accepted: this answer counts as right")
    expectContains(quiz.stdout, "Hint 1/1: It is three letters long.")
    expectNotContains(quiz.stdout + quiz.stderr, "Input ended")
  }

  static let broken = """
    ---
    id: broken
    title: Broken
    ---

    ## Empty
    id: empty

    ### Accept
    - x

    """

  /// Finding 16: `convert -` and `convert /dev/fd/N` named invented files ("stdin.md:9:1",
  /// "/dev/fd/63.md"); without `--to` standard input was refused; `-o OUT` was 0600.
  @Test func convertFromAPipeNamesWhatTheUserGave() throws {
    let dash = try run(["convert", "-"], input: Self.broken)
    expectEqual(dash.status, 1, "\(dash.stdout)\(dash.stderr)")
    expectContains(dash.stderr, "<stdin>:6:1: error:")
    expectContains(dash.stderr, "<stdin> was not converted")
    expectNotContains(dash.stderr, "stdin.md")
    let piped = try BinaryRun.run(
      ["convert", "/dev/stdin"], input: Data(Self.broken.utf8),
      environment: BinaryRun.environment(home: home), prefix: ["/bin/sh", "-c", "cat | \"$0\" \"$@\""])
    expectContains(piped.stderr, "/dev/stdin:6:1: error:", "\(piped.stderr)")
    expectNotContains(piped.stderr, "/dev/stdin.md")
    // The format told from the content, both ways, without --to.
    let pack = Self.shorts
    let json = try run(["convert", "-"], input: pack)
    expectEqual(json.status, 0, "\(json.stderr)")
    expectTrue(json.stdout.hasPrefix("{"), "\(json.stdout)")
    let markdown = try run(["convert", "-"], input: json.stdout)
    expectEqual(markdown.status, 0, "\(markdown.stderr)")
    expectContains(markdown.stdout, "## Constant\nid: constant")
    // -o OUT is made as any file the user makes: 0644 under umask 022.
    let out = home.appendingPathComponent("shorts.json")
    let written = try BinaryRun.run(
      ["convert", "-", "-o", out.path], input: Data(pack.utf8),
      environment: BinaryRun.environment(home: home),
      prefix: ["/bin/sh", "-c", "umask 022; exec \"$0\" \"$@\""])
    expectEqual(written.status, 0, "\(written.stderr)")
    let mode = try FileManager.default.attributesOfItem(atPath: out.path)[.posixPermissions] as? Int
    expectEqual(mode, 0o644)
  }

  /// Findings 5 and 6: a point the model Answer only asks is told as such, and a stray `- also:` at
  /// the key points' level no longer hides the rest of its question's audit.
  @Test func checkSaysAPointIsOnlyAskedAndAuditsAQuestionLeftOut() throws {
    let pack = try write(
      """
      ---
      id: mine
      title: Mine
      ---

      ## Class sharing
      id: class-sharing
      kind: verbal

      What happens when you assign a class instance to another variable?

      ### Answer
      Both variables refer to the same object. Does a change through one show through the other?

      ### Key points
      - Both variables refer to the same object.
      - A change through one variable shows through the other.
      - also: a stray line outside

      """, to: "mine.md")
    let check = try run(["check", pack.path])
    expectEqual(check.status, 1, "\(check.stdout)")
    expectContains(check.stdout, "mine.md:18:3: error: `also:` is a note on the key point above it")
    expectContains(
      check.stdout,
      "mine.md:17:3: error: key point 2 of `class-sharing` is only asked by the model Answer "
        + "(\"Does a change through one show through the other?\"): a question asserts nothing; say it as a statement"
    )
  }
}
