import DrillKitTesting
import Foundation
import Testing

/// Session 48's tryout: authoring slips `check` was silent about, a lesson scaffold's command that
/// failed, `--content` and `convert` messages, lesson snippets.
@Suite(.ownThreads) struct TryoutPolishEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  func write(_ text: String, to name: String) throws -> URL {
    let url = home.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  static let strayAlso = """
    ---
    id: strays
    title: Strays
    ---

    ## Why are structs copied?
    - also: orphan line
    id: value-semantics
    kind: verbal

    Why is a struct copied when it is assigned?

    ### Answer
    Structs are value types: assigning one copies the value.

    ### Key points
    - structs are value types

    """

  /// Finding 7: a `- also:` line above `id:` made `id:`/`kind:` the prompt's text (a new id, a
  /// verbal question asked as written), and `check` was clean.
  @Test func aStrayNoteAboveTheAttributesIsAnErrorAtItsLine() throws {
    let pack = try write(Self.strayAlso, to: "strays.md")
    let check = try run(["check", pack.path])
    expectEqual(check.status, 1, "\(check.stdout)\(check.stdout)")
    expectContains(
      check.stdout,
      "strays.md:7:3: error: `- also:` is a note on a key point and belongs indented under one in "
        + "`### Key points`; here it opens the prompt, and the attribute lines under it (`id:`, `kind:`) are"
        + " read as its text, not as the question's attributes", "\(check.stdout)")
  }

  /// Finding 7 in a lesson's check: the same slip, the same error.
  @Test func aStrayNoteAboveALessonChecksAttributesIsAnError() throws {
    let folder = home.appendingPathComponent("mine")
    let made = try run(["new", "lesson", "myles", "-o", folder.path])
    expectEqual(made.status, 0, "\(made.stderr)")
    let file = folder.appendingPathComponent("myles.md")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacing(
      "## Check: What does this print?\n", with: "## Check: What does this print?\n- also: stray\n"
    )
    .write(to: file, atomically: true, encoding: .utf8)
    let check = try run(["check", file.path])
    expectEqual(check.status, 1, "\(check.stdout)\(check.stdout)")
    expectContains(check.stdout, "error: `- also:` is a note on a key point", "\(check.stdout)")
    expectContains(check.stdout, "the attribute lines under it (`id:`)", "\(check.stdout)")
  }

  /// Finding 8: `- wrong:` under `### Accept` became the accepted answer "wrong: 0...5", and in an
  /// Answer a bullet of the model answer; `check` said nothing. A warning at each line now.
  @Test func notesOutsideKeyPointsAreNamedWhereTheyAre() throws {
    let pack = try write(
      """
      ---
      id: notes
      title: Notes
      ---

      ## Half-open range
      id: half-open

      Write the range of 0 up to, not including, 5.

      ### Accept
      - `0..<5`
      - wrong: 0...5

      ### Hints
      - also: it is half-open

      ## Copies
      id: copies
      kind: verbal

      What happens when you assign a struct to another variable?

      - also: think of values

      ### Answer
      - The value is copied.
      - wrong: structs are shared references

      ### Key points
      - the value is copied
        - also: assignment makes a copy

      """, to: "notes.md")
    let check = try run(["check", pack.path])
    expectEqual(check.status, 0, "\(check.stdout)\(check.stdout)")
    let note = "is a note on a key point and belongs indented under one in `### Key points`; here it is read"
    expectContains(
      check.stdout, "notes.md:13:3: warning: `- wrong:` \(note) literally, as an accepted answer")
    expectContains(check.stdout, "notes.md:16:3: warning: `- also:` \(note) literally, as a hint")
    expectContains(check.stdout, "notes.md:24:3: warning: `- also:` \(note) literally, as the prompt's text")
    expectContains(
      check.stdout, "notes.md:28:3: warning: `- wrong:` \(note) literally, as part of the model Answer")
    // The key point's own note is where it belongs.
    expectNotContains(check.stdout, "notes.md:32:")
    expectContains(check.stdout, "4 warnings", "\(check.stdout)")
  }

  /// Findings 1, 2 and 16: lesson 2's Package.swift manifest (`{norun}`) was offered to `run` and
  /// failed with "no such module 'PackageDescription'"; the two-file example's main.swift had no
  /// label; a page with one snippet said "This page has snippets 1 to 1".
  @Test func aLessonOffersOnlyItsRunnableExamples() throws {
    let lesson = try BinaryRun.run(
      ["lesson", "first-program"], input: "g 6\nrun\ng 7\nrun 2\nq\n", home: home,
      environment: ["COLUMNS": "100"])
    expectEqual(lesson.status, 0, "\(lesson.stderr)")
    expectContains(lesson.stdout, "import PackageDescription", "\(lesson.stdout)")
    expectNotContains(lesson.stdout, "no such module", "\(lesson.stdout)")
    expectContains(lesson.stdout, "This page has no Swift snippet to run.", "\(lesson.stdout)")
    expectContains(lesson.stdout, "  file GuessRules.swift\n", "\(lesson.stdout)")
    expectContains(lesson.stdout, "  file main.swift\n  print(feedback(for: 30", "\(lesson.stdout)")
    expectContains(
      lesson.stdout, "This page has one snippet: run it with `run` or `run 1`.", "\(lesson.stdout)")
  }

  /// Finding 11: `new lesson ID -o DIR` said to run `swiftdrill lesson ID`, which said "no lesson".
  @Test func aLessonWrittenElsewhereNamesTheCommandThatOpensIt() throws {
    let folder = home.appendingPathComponent("elsewhere")
    let made = try run(["new", "lesson", "myles", "-o", folder.path])
    expectEqual(made.status, 0, "\(made.stderr)")
    let command = "swiftdrill --content \(folder.path) lesson myles"
    expectContains(made.flowingStdout, command, "\(made.stdout)")
    let opened = try run(["--content", folder.path, "lesson", "myles"], input: "q\n")
    expectEqual(opened.status, 0, "\(opened.stderr)")
    expectContains(opened.stdout, "4 pages", "\(opened.stdout)")
    // In the learner's own lessons folder, `lesson ID` opens it.
    let own = try run(["new", "lesson", "ownles"])
    expectContains(own.flowingStdout, "swiftdrill lesson ownles", "\(own.stdout)")
    expectNotContains(own.flowingStdout, "--content", "\(own.stdout)")
  }

  /// Finding 13: `--content /nonexist` said only "1 problem in the content; run swiftdrill check".
  @Test func aMissingContentFolderIsNamedAtOnce() throws {
    let missing = home.appendingPathComponent("nonexist").path
    let result = try run(["--content", missing, "packs"])
    expectEqual(result.status, 2, "\(result.stdout)\(result.stderr)")
    expectContains(result.stderr, "--content \(missing): no such file or folder")
    expectNotContains(result.stderr, "problem in the content")
  }

  /// Finding 14: `convert /dev/stdin` from a pipe said "You don't have permission"; `convert -`
  /// looked for a file named `-`.
  @Test func convertReadsStandardInputAndAPipe() throws {
    let pack = try write(
      "---\nid: piped\ntitle: Piped\n---\n\n## Q\nid: q\n\nWhat is 1 + 1?\n\n### Accept\n- 2\n",
      to: "piped.md")
    let json = try run(["convert", pack.path, "--to", "json"])
    expectEqual(json.status, 0, "\(json.stderr)")
    let dash = try run(["convert", "-", "--to", "md"], input: json.stdout)
    expectEqual(dash.status, 0, "\(dash.stderr)")
    expectContains(dash.stdout, "## Q\nid: q")
    let piped = try BinaryRun.run(
      ["convert", "/dev/stdin", "--to", "md"], input: Data(json.stdout.utf8),
      environment: BinaryRun.environment(home: home).merging(course) { $1 },
      prefix: ["/bin/sh", "-c", "cat | \"$0\" \"$@\""])
    expectEqual(piped.status, 0, "\(piped.stderr)")
    expectContains(piped.stdout, "## Q\nid: q")
  }
}
