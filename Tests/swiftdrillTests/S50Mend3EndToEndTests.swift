import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 50's tryout, what s50-mend2 left, through the built binary (as `nobody` when the tests
/// run as root, so permission bits mean what they do for a learner): every export keeps a file that
/// is there unless `--force`, as `--anki` does (finding 11), and `show` says a question whose date
/// is past is due now, as `due` counts it (finding 19's second half).
@Suite(.ownThreads) struct S50Mend3EndToEndTests {
  static let day = "2026-12-08T09:00:00Z"
  /// Who runs the binary: `nobody` as root.
  static let prefix = DailyLoopLearnerTests.prefix

  let home = DailyLoopLearnerTests.home()

  func run(_ arguments: [String], input: String = "", now: String = day) throws -> BinaryRun {
    try DailyLoopLearnerTests.run(arguments, input: input, in: home, now: now)
  }

  /// A file owned by root (as root; else the learner) and readable by all, as a file of someone
  /// else's in the learner's folder would be: `nobody` may not write it, but may replace it.
  func keep(_ name: String) throws -> URL {
    let file = home.appendingPathComponent(name)
    try "important\n".write(to: file, atomically: true, encoding: .utf8)
    expectEqual(chmod(file.path, 0o644), 0)
    return file
  }

  static func owner(of file: URL) throws -> String? {
    try FileManager.default.attributesOfItem(atPath: file.path)[.ownerAccountName] as? String
  }

  /// Finding 11, for every export: `--json`, `--reviews-csv` and `--backup` replaced the file
  /// that was there without a word, as `--anki` did before s50-mend2.
  @Test(arguments: ["--reviews-csv", "--json", "--backup", "--anki"])
  func everyExportKeepsAFileThatIsThereUnlessForced(option: String) throws {
    let quiz = try run(["quiz", "--id", "basics/nil-coalescing"], input: "??\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let file = try keep("keep.txt")
    let owner = try Self.owner(of: file)
    let refused = try run(["export", option, file.path])
    expectEqual(refused.status, 1, "\(option): \(refused.stdout)")
    expectContains(
      refused.stderr,
      "\(file.path) already exists and was left as it is; add --force to replace it, or give another name",
      "\(option): \(refused.stderr)")
    expectEqual(try String(contentsOf: file, encoding: .utf8), "important\n", "\(option)")
    try expectEqual(DailyLoopLearnerTests.mode(of: file), 0o644, "\(option)")
    try expectEqual(Self.owner(of: file), owner, "\(option)")
    // A link is left too, even one to nothing (rename would replace the link itself).
    let link = home.appendingPathComponent("link.txt")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: home.appendingPathComponent("nothing").path)
    expectEqual(try run(["export", option, link.path]).status, 1, "\(option)")
    expectTrue(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil, "\(option): link gone")
    // --force replaces the file: the learner's own, private as every export is.
    let forced = try run(["export", option, file.path, "--force"])
    expectEqual(forced.status, 0, "\(option): \(forced.stderr)")
    expectContains(forced.flowingStdout, "Wrote \(file.path)", "\(option): \(forced.stdout)")
    expectTrue(try String(decoding: Data(contentsOf: file), as: UTF8.self) != "important\n", "\(option)")
    try expectEqual(DailyLoopLearnerTests.mode(of: file), 0o600, "\(option)")
    if !Self.prefix.isEmpty { try expectEqual(Self.owner(of: file), "nobody", "\(option)") }
    // A file not there yet is written without --force.
    let fresh = home.appendingPathComponent("fresh.out")
    let written = try run(["export", option, fresh.path])
    expectEqual(written.status, 0, "\(option): \(written.stderr)")
    try expectEqual(DailyLoopLearnerTests.mode(of: fresh), 0o600, "\(option)")
  }

  /// One file kept means nothing written: not the other files of the same export either.
  @Test func anExportWithOneFileThereWritesNoneOfItsFiles() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "??\n")
    let file = try keep("reviews.csv")
    let json = home.appendingPathComponent("progress.json")
    let package = home.appendingPathComponent("course.apkg")
    let refused = try run(
      ["export", "--json", json.path, "--anki", package.path, "--reviews-csv", file.path])
    expectEqual(refused.status, 1, "\(refused.stdout)")
    expectContains(refused.stderr, "\(file.path) already exists", "\(refused.stderr)")
    expectEqual(try String(contentsOf: file, encoding: .utf8), "important\n")
    expectTrue(!FileManager.default.fileExists(atPath: json.path))
    expectTrue(!FileManager.default.fileExists(atPath: package.path))
    let forced = try run(
      ["export", "--json", json.path, "--anki", package.path, "--reviews-csv", file.path, "--force"])
    expectEqual(forced.status, 0, "\(forced.stderr)")
    expectContains(try String(contentsOf: file, encoding: .utf8), "basics/nil-coalescing")
    // `--force` with standard output alone replaces nothing: a usage error, as any flag that does nothing.
    let stdout = try run(["export", "--json", "-", "--force"])
    expectEqual(stdout.status, 2, "\(stdout.stderr)")
    expectContains(stdout.stderr, "--force goes with a file name", "\(stdout.stderr)")
    let mixed = try run(["export", "--json", "-", "--backup", json.path, "--force"])
    expectEqual(mixed.status, 0, "\(mixed.stderr)")
    expectContains(mixed.stdout, "\"reviews\"")
  }

  /// Finding 19's second half: "next review 2026-12-08 · 0 lapses" on 2026-12-23, two weeks past,
  /// for a question `due` counted due.
  @Test func showSaysAPastReviewIsDueNowAsDueCountsIt() throws {
    let id = "basics/nil-coalescing"
    // A learning step 10 minutes ahead: within the learn-ahead limit a drill asks it now.
    expectEqual(try run(["quiz", "--id", id], input: "??\n").status, 0)
    let step = try run(["show", id])
    expectContains(
      step.flowingStdout, "next review due in 10 minutes (a learning step: drill asks it now) · 0 lapses",
      "\(step.stdout)")
    expectContains(try run(["due"]).stdout, "1 learning")
    // Answered again after the step, it graduates: a review some days ahead, shown as a session's
    // summary says it, with its date.
    let later = "2026-12-08T09:30:00Z"
    expectEqual(try run(["quiz", "--id", id], input: "??\n", now: later).status, 0)
    let json = try DailyLoopLearnerTests.json(try run(["show", id, "--json"], now: later))
    let due = try #require(json["due"] as? String)
    let date = String(due.prefix(10))
    expectTrue(date > "2026-12-08", "\(due)")
    let ahead = try run(["show", id], now: later)
    expectContains(ahead.flowingStdout, "next review due in ", "\(ahead.stdout)")
    expectContains(ahead.flowingStdout, "(\(date)) · 0 lapses", "\(ahead.stdout)")
    // On its day, before its hour: due now as `due` counts it (a review any time on its day).
    let early = "\(date)T05:00:00Z"
    expectContains(try run(["due"], now: early).stdout, "Now 1 review due", "")
    let today = try run(["show", id], now: early)
    expectContains(today.flowingStdout, "next review due now · 0 lapses", "\(today.stdout)")
    // Two weeks on: due now, since its day, as `due` counts it.
    let past = "2026-12-23T09:00:00Z"
    expectContains(try run(["due"], now: past).stdout, "Now 1 review due", "")
    let overdue = try run(["show", id], now: past)
    expectContains(
      overdue.flowingStdout, "next review due now (since \(date)) · 0 lapses", "\(overdue.stdout)")
    expectNotContains(overdue.stdout, "next review \(date)")
    // A lesson's check is asked in its lesson: no drill serves it, `due` never counts it, and
    // `show` promises no review.
    expectEqual(try run(["lesson", "first"], input: "\n\nlet\n").status, 0)
    let check = try run(["show", "first/keyword"], now: past)
    expectContains(
      check.flowingStdout, "a lesson check: asked in its lesson, not by drill · 0 lapses", "\(check.stdout)")
    expectContains(try run(["due"], now: past).stdout, "Now 1 review due,", "")
  }
}
