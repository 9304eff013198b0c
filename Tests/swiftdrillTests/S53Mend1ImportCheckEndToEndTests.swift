import DrillKitTesting
import DrillProgress
import DrillSQLite
import DrillSupport
import Foundation
import Testing

/// Session 53's tryout, findings 3 and 4: a review dated far past now (a revlog id or a CSV time
/// up to the year 287168) came in without a word and buried its question; an ease of 99 was left
/// out silently; a duration of 9223372036854775807 ms came in and went out again; a media map
/// naming 3 files of which the zip held 1 was "3 media files"; `show` printed a cut date.
@Suite(.ownThreads) struct S53Mend1ImportCheckEndToEndTests {
  var course: [String: String] {
    ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
  }
  let bare = ["SWIFTDRILL_BUNDLED": "none"]
  /// The later of `BinaryRun`'s clock (2026-01-15T09:00:00Z) and the real one: no review may be
  /// dated more than an hour past it.
  static var now: Int64 { max(1_768_467_600_000, Int64(Date().timeIntervalSince1970 * 1_000)) }

  @Test func aReviewLaterThanNowIsABadRowOfTheLogAndNothingComesIn() throws {
    let home = TemporaryHome.make()
    let csv = home.appendingPathComponent("log.csv")
    let now = Self.now
    try """
    card_id,review_time,review_rating,review_state,review_duration
    basics/nil-coalescing,1767000000000,3,0,0
    basics/nil-coalescing,8999999999999999,3,0,0
    basics/double,\(now + 2 * 3_600_000),3,0,0
    basics/double,\(now + 60_000),3,0,0

    """.write(to: csv, atomically: true, encoding: .utf8)
    let run = try BinaryRun.run(["import", "--reviews-csv", csv.path], home: home, environment: course)
    expectEqual(run.status, 1, "\(run.stdout)\(run.stderr)")
    expectContains(
      run.stderr, "2 rows of the review log make no sense; nothing was imported", "\(run.stderr)")
    expectContains(run.stderr, "line 3: review_time 8999999999999999 is later than now (", "\(run.stderr)")
    expectContains(
      run.stderr, "line 4: review_time \(now + 2 * 3_600_000) is later than now", "\(run.stderr)")
    // A minute ahead (a clock running a little fast) is within the hour allowed.
    expectNotContains(run.stderr, "line 5", "\(run.stderr)")
    let stats = try BinaryRun.run(["export", "--reviews-csv", "-"], home: home, environment: course)
    expectEqual(stats.stdout.split(separator: "\n").count, 0, "\(stats.stdout)")
  }

  @Test func durationsAreClampedToAMinuteOnTheWayInAndOut() throws {
    let home = TemporaryHome.make()
    let csv = home.appendingPathComponent("log.csv")
    try """
    card_id,review_time,review_rating,review_state,review_duration
    basics/nil-coalescing,1767000000000,3,0,9223372036854775807
    basics/nil-coalescing,1767400000000,3,1,4500
    424242,1767000000000,2,,90000

    """.write(to: csv, atomically: true, encoding: .utf8)
    let run = try BinaryRun.run(["import", "--reviews-csv", csv.path], home: home, environment: course)
    expectEqual(run.status, 0, "\(run.stderr)")
    let export = try BinaryRun.run(["export", "--reviews-csv", "-"], home: home, environment: course)
    expectEqual(
      export.stdout,
      """
      card_id,review_time,review_rating,review_state,review_duration
      basics/nil-coalescing,1767000000000,3,0,60000
      basics/nil-coalescing,1767400000000,3,1,4500

      """)
    // What the export wrote comes back in another home as it is.
    let again = home.appendingPathComponent("again.csv")
    try export.stdout.write(to: again, atomically: true, encoding: .utf8)
    let other = TemporaryHome.make()
    expectEqual(
      try BinaryRun.run(["import", "--reviews-csv", again.path], home: other, environment: course).status, 0)
    expectEqual(
      try BinaryRun.run(["export", "--reviews-csv", "-"], home: other, environment: course).stdout,
      "\(export.stdout)")
  }

  /// An Anki package of the course with 4 reviews of `basics/double`, then damaged as the tryout
  /// damaged one: one row dated in the year 287168, one with an ease of 99, every duration
  /// 9223372036854775807 ms; a media map naming 3 files, one in the zip.
  func damagedPackage(in folder: URL) throws -> URL {
    let source = TemporaryHome.make()
    let csv = source.appendingPathComponent("log.csv")
    let times: [Int64] = [1_767_000_000_000, 1_767_100_000_000, 1_767_200_000_000, 1_767_300_000_000]
    try
      (["card_id,review_time,review_rating,review_state,review_duration"]
      + times.map { "basics/double,\($0),3,,1000" }).joined(separator: "\n").write(
        to: csv, atomically: true, encoding: .utf8)
    expectEqual(
      try BinaryRun.run(["import", "--reviews-csv", csv.path], home: source, environment: course).status, 0)
    let package = source.appendingPathComponent("deck.apkg")
    let export = try BinaryRun.run(
      ["export", "--anki", package.path, "--with-progress"], home: source, environment: course)
    expectEqual(export.status, 0, "\(export.stderr)")
    let collection = source.appendingPathComponent("collection.anki2")
    try ZipReader(path: package.path).data(of: "collection.anki2").write(to: collection)
    let database = try SQLiteDatabase(path: collection.path, mode: .readWrite)
    try database.execute("UPDATE revlog SET id = 9223372036854775807 WHERE id = \(times[1])")
    try database.execute("UPDATE revlog SET ease = 99 WHERE id = \(times[2])")
    try database.execute("UPDATE revlog SET time = 9223372036854775807")
    database.close()
    let damaged = folder.appendingPathComponent("damaged.apkg")
    try ZipWriter.write(
      [
        ("collection.anki2", try Data(contentsOf: collection)),
        ("media", Data(#"{"0": "pic.png", "1": "../../evil.png", "7": "/etc/passwd"}"#.utf8)),
        ("0", Data("png".utf8)),
      ], to: damaged.path)
    return damaged
  }

  @Test func everyRevlogRowLeftOutIsCountedWithWhyAndDurationsAreClamped() throws {
    let home = TemporaryHome.make()
    let package = try damagedPackage(in: home)
    let folder = home.appendingPathComponent("pack").path
    let run = try BinaryRun.run(
      ["import", "--anki", package.path, "-o", folder], home: home, environment: bare)
    expectEqual(run.status, 0, "\(run.stdout)\(run.stderr)")
    expectContains(run.flowingStdout, "Review history: 2 reviews of 1 question came in", "\(run.stdout)")
    expectContains(
      run.flowingStdout,
      "Left out 2 rows of the package's review log: 1 dated later than now, 1 with a rating or type Anki does not write.",
      "\(run.stdout)")
    // The map names 3 files; the zip holds 1.
    expectContains(
      run.flowingStdout, "The package holds 1 media file; media is not imported.", "\(run.stdout)")
    let export = try BinaryRun.run(["export", "--reviews-csv", "-"], home: home, environment: bare)
    expectEqual(
      export.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").last.map(String.init) },
      ["60000", "60000"], "\(export.stdout)")
  }

  @Test func showPrintsAFarDateWhole() throws {
    // A store an older version wrote may hold a review in the year 287168: its day is printed whole.
    let home = TemporaryHome.make()
    let csv = home.appendingPathComponent("log.csv")
    try "card_id,review_time,review_rating,review_state,review_duration\nbasics/double,1767000000000,3,0,0\n"
      .write(to: csv, atomically: true, encoding: .utf8)
    expectEqual(
      try BinaryRun.run(["import", "--reviews-csv", csv.path], home: home, environment: course).status, 0)
    let database = try SQLiteDatabase(
      path: home.appendingPathComponent("progress.sqlite").path, mode: .readWrite)
    try database.execute("UPDATE memory SET due = 9000000000000000")
    database.close()
    let show = try BinaryRun.run(["show", "basics/double"], home: home, environment: course)
    expectEqual(show.status, 0, "\(show.stderr)")
    expectContains(show.flowingStdout, "(287168-08-24)", "\(show.stdout)")
    expectNotContains(show.stdout, "287168-08-)", "\(show.stdout)")
  }
}
