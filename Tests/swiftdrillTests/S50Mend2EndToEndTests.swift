import DrillKitTesting
import Foundation
import Testing

/// Session 50's tryout, history, export and the daily loop, through the built binary: what `show`
/// keeps of a choice answer (finding 19), `due` aimed as drill is (7), `export --anki` over a file
/// that is there (11), and the wordings of finding 12.
@Suite(.ownThreads) struct S50Mend2EndToEndTests {
  let home = TemporaryHome.make()

  static let pack = """
    ---
    id: sets
    title: Sets
    level: beginner
    tags: [fixture]
    ---

    # Sets

    ## Set facts
    id: set-facts
    tags: collections

    Which statements about Set are true?

    ### Choices
    - [x] Looking an element up is fast
    - [ ] It keeps the insertion order
    - [ ] It has an Int index
    - [x] Its elements are Hashable
    - [x] An element is in it at most once
    """

  func run(
    _ arguments: [String], input: String = "", now: String = "2026-12-08T09:00:00Z", width: Int = 200
  ) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home, now: now,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC",
        "COLUMNS": "\(width)",
      ])
  }

  func writePack() throws {
    let folder = home.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try (Self.pack + "\n").write(
      to: folder.appendingPathComponent("sets.md"), atomically: true, encoding: .utf8)
  }

  /// Finding 19: "a d" in the history named options of a shuffled list `show` never prints. The
  /// history now keeps the options chosen, and reads them back.
  @Test func showsHistoryNamesTheChoicesChosenNotTheirShuffledLetters() throws {
    try writePack()
    let drill = try run(["drill", "--pack", "sets", "--new", "1", "--seed", "5"], input: "a c\n")
    expectEqual(drill.status, 0, "\(drill.stderr)")
    // The options as the drill lettered them the first time (the learning step asks again,
    // shuffled anew, before the input ends).
    var shown: [String: String] = [:]
    for line in drill.stdout.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.count > 3, let letter = trimmed.first, "abcde".contains(letter),
        trimmed.dropFirst().hasPrefix(") ")
      else { continue }
      if shown[String(letter)] == nil { shown[String(letter)] = String(trimmed.dropFirst(3)) }
    }
    let first = try #require(shown["a"], "\(drill.stdout)")
    let third = try #require(shown["c"], "\(drill.stdout)")
    let order = [
      "Looking an element up is fast", "It keeps the insertion order", "It has an Int index",
      "Its elements are Hashable", "An element is in it at most once",
    ]
    let chosen = order.filter { [first, third].contains($0) }
    expectEqual(chosen.count, 2, "\(drill.stdout)")
    let show = try run(["show", "sets/set-facts"])
    expectEqual(show.status, 0, "\(show.stderr)")
    expectContains(show.stdout, chosen.joined(separator: " · "), "\(show.stdout)")
    expectTrue(!show.stdout.contains("a c"), "\(show.stdout)")
    // The JSON form keeps what the log keeps: the options, one a line.
    let json = try run(["show", "sets/set-facts", "--json"])
    expectContains(json.stdout, "\"answer\" : \"\(chosen.joined(separator: "\\n"))\"", "\(json.stdout)")
  }

  /// Finding 7: the aimed daily loop could not ask what is due in its aim.
  @Test func dueTakesDrillsFilters() throws {
    let all = try run(["due"])
    expectEqual(all.status, 0, "\(all.stderr)")
    expectContains(all.stdout, "Now 0 reviews due, 5 new available · drill", "\(all.stdout)")
    let aimed = try run(["due", "--topic", "values-types", "--kind", "written"])
    expectEqual(aimed.status, 0, "\(aimed.stderr)")
    expectContains(aimed.stdout, "Now 0 reviews due, 1 new available · drill", "\(aimed.stdout)")
    let choice = try run(["due", "--type", "choice", "--level", "beginner"])
    expectContains(choice.stdout, "Now 0 reviews due, 1 new available", "\(choice.stdout)")
    // A drill aimed the same way serves what `due` counted.
    let drill = try run(["drill", "--topic", "values-types", "--kind", "written"], input: ":quit\n")
    expectContains(drill.flowingStdout, "Drill: 0 due reviews, 1 new", "\(drill.stdout)")
    let unknown = try run(["due", "--topic", "optional"])
    expectEqual(unknown.status, 1)
    expectContains(unknown.stderr, "did you mean 'optionals'?", "\(unknown.stderr)")
  }

  /// Finding 11: `export --anki keep.txt` replaced the learner's file without a word.
  @Test func exportAnkiKeepsAFileThatIsThereUnlessForced() throws {
    let keep = home.appendingPathComponent("keep.txt")
    try "important\n".write(to: keep, atomically: true, encoding: .utf8)
    let refused = try run(["export", "--anki", keep.path])
    expectEqual(refused.status, 1, "\(refused.stdout)")
    expectContains(
      refused.stderr, "\(keep.path) already exists and was left as it is; add --force", "\(refused.stderr)")
    expectEqual(try String(contentsOf: keep, encoding: .utf8), "important\n")
    let forced = try run(["export", "--anki", keep.path, "--force"])
    expectEqual(forced.status, 0, "\(forced.stderr)")
    expectContains(forced.stderr, "does not end in .apkg", "\(forced.stderr)")
    expectEqual(try Data(contentsOf: keep).prefix(2), Data("PK".utf8))
    // A package name is written without a warning; again only with --force.
    let package = home.appendingPathComponent("course.apkg").path
    let first = try run(["export", "--anki", package])
    expectEqual(first.status, 0, "\(first.stderr)")
    expectEqual(first.stderr, "")
    expectEqual(try run(["export", "--anki", package]).status, 1)
    expectEqual(try run(["export", "--anki", package, "--force"]).status, 0)
    // Since s50-mend3 every export keeps a file that is there, and takes --force (S50Mend3EndToEndTests):
    // no usage error here, but no progress to export yet.
    let json = try run(["export", "--json", home.appendingPathComponent("p.json").path, "--force"])
    expectEqual(json.status, 1, "\(json.stderr)")
    expectContains(json.stderr, "nothing to export", "\(json.stderr)")
  }

  /// Finding 4: `scores` at 40 columns cut "2026-12-07 16…" and "rounds=3 seed…".
  @Test func scoresAtFortyColumnsKeepTheTimeAndTheSeed() throws {
    let play = try run(
      ["play", "bullseye", "--seed", "12345", "--rounds", "3"], input: "50\n50\n50\nq\n")
    expectEqual(play.status, 0, "\(play.stderr)")
    let scores = try run(["scores", "bullseye"], width: 40)
    expectEqual(scores.status, 0, "\(scores.stderr)")
    let lines = scores.stdout.split(separator: "\n")
    expectTrue(lines.allSatisfy { $0.count <= 40 }, "\(scores.stdout)")
    expectNotContains(scores.stdout, "…", "\(scores.stdout)")
    let words = Set(scores.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }))
    for word in ["2026-12-08", "09:00", "rounds=3", "seed=12345"] {
      expectTrue(words.contains(Substring(word)), "\(word) in\n\(scores.stdout)")
    }
  }

  /// Finding 12: `--kind choice` pointed only at the kinds; `choice` is a `--type`.
  @Test func aTypeGivenAsAKindPointsAtType() throws {
    let kind = try run(["drill", "--kind", "choice"])
    expectEqual(kind.status, 2)
    expectContains(kind.stderr, "'choice' is a --type: did you mean --type choice?", "\(kind.stderr)")
    let type = try run(["quiz", "--type", "verbal"])
    expectContains(type.stderr, "'verbal' is a --kind: did you mean --kind verbal?", "\(type.stderr)")
  }

  /// Finding 12: "1 row of the review log make no sense".
  @Test func oneBadRowMakesNoSense() throws {
    let log = home.appendingPathComponent("log.csv")
    try "card_id,review_time,review_rating,review_state,review_duration\n1,x,3,,\n"
      .write(to: log, atomically: true, encoding: .utf8)
    let imported = try run(["import", "--reviews-csv", log.path])
    expectEqual(imported.status, 1)
    expectContains(imported.stderr, "1 row of the review log makes no sense", "\(imported.stderr)")
  }
}
