import DrillKitTesting
import DrillProgress
import DrillScheduling
import Foundation
import Testing

/// `export --anki`, `import --anki`, `import --reviews-csv`, `optimize` and
/// `drill --retention` through the built binary.
@Suite(.ownThreads) struct AnkiEndToEndTests {
  let home = TemporaryHome.make()
  var course: [String: String] {
    ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
  }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  /// A simulated learner's log with foreign (numeric) card ids, in export --reviews-csv columns.
  func simulatedLog(reviews: Int, parameters: [Double] = Scheduler.defaultParameters) throws -> URL {
    let start = Date(timeIntervalSince1970: 1_735_000_000)
    let histories = try ReviewSimulator(parameters: parameters)
      .simulate(reviews: reviews, start: start, seed: 21)
    var lines = ["card_id,review_time,review_rating,review_state,review_duration"]
    for (index, history) in histories.enumerated() {
      for review in history.reviews {
        lines.append(
          "\(1_700_000_000 + index),\(Int64(review.reviewedAt.timeIntervalSince1970 * 1_000)),\(review.rating.rawValue),,"
        )
      }
    }
    let url = home.appendingPathComponent("log.csv")
    try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func importedHistoryFitsParametersThatOptimizeStores() throws {
    let log = try simulatedLog(reviews: 3_000)
    let first = try run(["import", "--reviews-csv", log.path])
    expectEqual(first.status, 0, "\(first.stderr)")
    expectContains(first.stdout, "0 already there")
    let second = try run(["import", "--reviews-csv", log.path])
    expectTrue(
      second.flowingStdout.contains("Imported 0 reviews") && second.flowingStdout.contains("of 0 other cards")
    )
    let stats = try run(["stats", "--json"])
    let statsObject = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    expectTrue(statsObject["foreign_reviews"] as? Int == 3_000)

    let dry = try run(["optimize", "--dry-run", "--json"])
    expectEqual(dry.status, 0, "\(dry.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any])
    expectEqual(
      Set(object.keys),
      [
        "parameters", "log_loss_before", "log_loss_after", "rmse_before", "rmse_after", "reviews", "stored",
      ])
    expectTrue(object["stored"] as? Bool == false)
    expectEqual((object["parameters"] as? [Double])?.count, 21)
    expectTrue((object["reviews"] as? Int ?? 0) > 400)
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"), access: .readOnly)
    expectTrue(try store.settings.fsrsParameters() == nil)

    let real = try run(["optimize"])
    expectEqual(real.status, 0, "\(real.stderr)")
    expectContains(real.stdout, "log loss")
    if real.stdout.contains("Stored") {
      try expectEqual(store.settings.fsrsParameters()?.count, 21)
    }
  }

  /// Session 49's tryout (finding 23): each run fitted on from the last one's result, so three
  /// runs gave three parameter sets. A fit starts from the defaults: a second run on the same
  /// reviews gives the same parameters and stores nothing; `--json` says whether it stored.
  @Test func optimizeRunTwiceGivesTheSameParameters() throws {
    // A learner whose first stabilities are four times the defaults': the fit improves on them.
    var learner = Scheduler.defaultParameters
    for index in 0..<4 { learner[index] *= 4 }
    let log = try simulatedLog(reviews: 3_000, parameters: learner)
    expectEqual(try run(["import", "--reviews-csv", log.path]).status, 0)
    let first = try run(["optimize", "--json"])
    expectEqual(first.status, 0, "\(first.stderr)")
    let fitted = try #require(
      try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
    let parameters = try #require(fitted["parameters"] as? [Double])
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"), access: .readOnly)
    try #require(fitted["stored"] as? Bool == true, "\(first.stdout)")
    // The same numbers (JSONSerialization may read the printed digits one unit in the last place off).
    let stored = try #require(try store.settings.fsrsParameters())
    expectTrue(zip(stored, parameters).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($0)) }, "\(stored)")
    for arguments in [["optimize", "--json"], ["optimize", "--dry-run", "--json"]] {
      let again = try run(arguments)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
      expectEqual(object["parameters"] as? [Double], parameters, "\(arguments)")
      expectTrue(object["stored"] as? Bool == false, "\(arguments)")
    }
    let text = try run(["optimize"])
    expectContains(text.flowingStdout, "These are the parameters in use already: nothing changed.")
  }

  @Test func tooFewReviewsSaysHowManyMoreAndKeepsTheDefaults() throws {
    let log = try simulatedLog(reviews: 100)
    _ = try run(["import", "--reviews-csv", log.path])
    // Session 46's tryout: the normal state of a new learner, not an `error:` with exit 1.
    let result = try run(["optimize"])
    expectEqual(result.status, 0, "\(result.stderr)")
    expectContains(result.stdout, "Not yet. Not enough reviews")
    expectContains(result.stdout, "more)")
    expectEqual(result.stderr, "")
    let json = try run(["optimize", "--dry-run", "--json"])
    expectEqual(json.status, 0, "\(json.stderr)")
    expectContains(json.stdout, "{\"parameters\": null, \"reviews\": ")
    expectContains(json.stdout, "\"reviews_needed\": 400}")
  }

  @Test func badRowsImportNothing() throws {
    let url = home.appendingPathComponent("bad.csv")
    try "card_id,review_time,review_rating,review_state,review_duration\n1,1735000000000,3,,\n2,x,3,,\n"
      .write(to: url, atomically: true, encoding: .utf8)
    let result = try run(["import", "--reviews-csv", url.path])
    expectEqual(result.status, 1)
    expectContains(result.stderr, "line 3: review_time \"x\"")
    let stats = try run(["stats", "--json"])
    expectNotContains(stats.stdout, "\"foreign_reviews\" : 1")
  }

  @Test func retentionIsRemembered() throws {
    let result = try run(["drill", "--retention", "0.85", "--new", "0"])
    expectEqual(result.status, 0, "\(result.stderr)")
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"), access: .readOnly)
    try expectEqual(store.settings.desiredRetention(), 0.85)
    let bad = try run(["drill", "--retention", "2"])
    expectEqual(bad.status, 2)
  }

  @Test func exportedPackageImportsBackUnderItsOwnIDs() throws {
    let package = home.appendingPathComponent("course.apkg").path
    let export = try run(["export", "--anki", package])
    expectEqual(export.status, 0, "\(export.stderr)")
    expectContains(export.stdout, "under SwiftDrill")
    // Where the course is: its questions are known, nothing is written again.
    let folder = home.appendingPathComponent("imported").path
    let same = try run(["import", "--anki", package, "--to", "from-anki", "-o", folder])
    expectEqual(same.status, 0, "\(same.stderr)")
    expectContains(same.flowingStdout, "already in your library", "\(same.stdout)")
    expectTrue(!FileManager.default.fileExists(atPath: folder))
    // Nothing was converted, so no change on the way is reported (the code question's tests).
    expectNotContains(same.stdout, "Converted with changes", "\(same.stdout)")
    // Where it is not: the pack comes back under its own id and passes check.
    let other = TemporaryHome.make()
    let bare = ["SWIFTDRILL_BUNDLED": "none"]
    let restored = try BinaryRun.run(
      ["import", "--anki", package, "--to", "from-anki", "-o", folder], home: other, environment: bare)
    expectEqual(restored.status, 0, "\(restored.stderr)")
    expectContains(
      restored.flowingStdout, "a code question's tests are not in the package", "\(restored.stdout)")
    let file = folder + "/basics.md"
    let check = try BinaryRun.run(["check", "--json", file], home: other, environment: bare)
    expectEqual(check.status, 0, "\(check.stdout)\(check.stderr)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let course = try String(
      contentsOf: BinaryRun.fixtures.appendingPathComponent("course/questions/basics.md"), encoding: .utf8)
    func ids(_ text: String) -> [String] {
      text.split(separator: "\n").filter { $0.hasPrefix("id: ") }.map(String.init).sorted()
    }
    expectEqual(ids(text), ids(course))
    let again = try BinaryRun.run(
      ["import", "--anki", package, "-o", folder], home: other, environment: bare)
    expectEqual(again.status, 1)
    let hostile = try run(["import", "--anki", BinaryRun.fixtures.path])
    expectEqual(hostile.status, 1)
  }

  /// Session 46's tryout (finding 13): `export --anki … --topic control-flow` was "'export' has no
  /// option '--topic'" though quiz, drill and review take it. It chooses the questions on a topic,
  /// and an unknown topic is named with the nearest, as in quiz.
  @Test func exportChoosesQuestionsByTopicAsQuizDoes() throws {
    let package = home.appendingPathComponent("cf.apkg").path
    let topic = try run(["export", "--anki", package, "--topic", "values-types"])
    expectEqual(topic.status, 0, "\(topic.stderr)")
    expectContains(topic.flowingStdout, ": 2 notes in 1 deck under SwiftDrill.", "\(topic.stdout)")
    let unknown = try run(["export", "--anki", package, "--topic", "optional"])
    expectEqual(unknown.status, 1)
    let quiz = try run(["quiz", "--topic", "optional"])
    expectContains(unknown.stderr, "no question has the topic 'optional'; did you mean 'optionals'?")
    expectEqual(unknown.stderr, quiz.stderr)
  }

  /// Session 47's review (finding 13): `export --json F --topic nosuch` exited 0 and wrote all
  /// progress; the filters choose questions for --anki only, so elsewhere they are a usage error.
  @Test func exportFiltersWithoutAnkiAreAUsageError() throws {
    let file = home.appendingPathComponent("all.json").path
    for (filter, value) in [
      ("--topic", "nosuch"), ("--pack", "basics"), ("--tag", "x"), ("--level", "beginner"),
    ] {
      for export in ["--json", "--reviews-csv", "--backup"] {
        let refused = try run(["export", export, file, filter, value])
        expectEqual(refused.status, 2, "\(export) \(filter): \(refused.stderr)")
        expectContains(refused.stderr, "\(filter) goes with --anki only")
      }
    }
    expectTrue(!FileManager.default.fileExists(atPath: file))
  }

  /// Session 47's leftovers: `export --json F --with-progress` exited 0 and ignored the flag,
  /// which only means something with `--anki`.
  @Test func withProgressWithoutAnkiIsAUsageError() throws {
    let file = home.appendingPathComponent("all.json").path
    for export in ["--json", "--reviews-csv", "--backup"] {
      let refused = try run(["export", export, file, "--with-progress"])
      expectEqual(refused.status, 2, "\(export): \(refused.stderr)")
      expectContains(refused.stderr, "--with-progress goes with --anki only")
    }
    expectTrue(!FileManager.default.fileExists(atPath: file))
  }

  /// Session 46's tryout (finding 13): two reviews of one question in one millisecond (a fixed
  /// clock) leave in the package a millisecond apart; imported back into the same home, the second
  /// came in as a new review ("1 review of 1 question came in …, 1 already there").
  @Test func reviewsOfOneQuestionInOneMillisecondComeBackAsTheSame() throws {
    for _ in 0..<2 { _ = try run(["quiz", "--id", "basics/constant-keyword"], input: "a\n") }
    let package = home.appendingPathComponent("same.apkg").path
    let export = try run(["export", "--anki", package, "--with-progress"])
    expectEqual(export.status, 0, "\(export.stderr)")
    expectContains(export.flowingStdout, " 2 reviews.", "\(export.stdout)")
    let back = try run(["import", "--anki", package])
    expectEqual(back.status, 0, "\(back.stderr)")
    expectContains(
      back.flowingStdout,
      "Review history: nothing new came in (2 already there); your progress is unchanged.",
      "\(back.stdout)")
  }

  /// Session 47's tryout (finding 34): a week of reviews with a fixed clock (several reviews of
  /// a question in one millisecond on the first day, the next ones whole days later at the same
  /// time) came into a fresh home with a far weaker memory: the package moved the first day's
  /// later reviews a millisecond or two on, so the next day's review came back less than a day
  /// after them and was replayed as a same-day review. The imported memory is the source's, and
  /// so is its due day: `--seed` fuzzes the intervals as a real clock's session does (the source
  /// is due on 12-20, a replay without the fuzz said 12-18); the card's memory in the package
  /// carries it.
  @Test func aFixedClocksWeekComesIntoAFreshHomeWithTheSourcesMemory() throws {
    func quiz(_ id: String, _ answer: String, at now: String) throws {
      let result = try BinaryRun.run(
        ["quiz", "--seed", "5", "--id", id], input: answer + "\n", home: home,
        environment: course.merging(["SWIFTDRILL_NOW": now]) { $1 })
      expectEqual(result.status, 0, "\(result.stderr)")
    }
    let day = "T09:00:00Z"
    // A miss and two passes in one millisecond, as a drill with a fixed clock gives them.
    for answer in ["b", "a", "a"] { try quiz("basics/constant-keyword", answer, at: "2026-12-08" + day) }
    for date in ["2026-12-09", "2026-12-11"] { try quiz("basics/constant-keyword", "a", at: date + day) }
    let package = home.appendingPathComponent("week.apkg").path
    let export = try run(["export", "--anki", package, "--with-progress"])
    expectEqual(export.status, 0, "\(export.stderr)")
    let fresh = TemporaryHome.make()
    // Imported once the week is over: a question's review later than now (the fixed clock, and the
    // real one) is refused since session 53.
    let back = try BinaryRun.run(
      ["import", "--anki", package], home: fresh, now: "2026-12-12T09:00:00Z", environment: course)
    expectContains(back.flowingStdout, "Review history: 5 reviews of 1 question came in", "\(back.stdout)")
    func memory(_ home: URL) throws -> [String: Any] {
      let file = home.appendingPathComponent("progress.json").path
      let result = try BinaryRun.run(["export", "--json", file], home: home, environment: course)
      expectEqual(result.status, 0, "\(result.stderr)")
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
      let questions = (object as? [String: Any])?["questions"] as? [[String: Any]] ?? []
      return try #require(questions.first { $0["id"] as? String == "basics/constant-keyword" })
    }
    let source = try memory(home)
    let imported = try memory(fresh)
    expectEqual(source["due"] as? String, "2026-12-20T09:00:00Z", "\(source)")
    expectEqual(imported["due"] as? String, source["due"] as? String, "\(imported) \(source)")
    expectEqual(imported["state"] as? String, "review")
    let stability = try #require(source["stability"] as? Double)
    expectTrue(stability > 2, "\(source)")
    expectEqual(
      ((imported["stability"] as? Double ?? 0) * 1_000).rounded(), (stability * 1_000).rounded(),
      "\(imported) \(source)")
  }

  @Test func jsonIsNeverWrappedAtAnyWidth() throws {
    // Enough reviews for optimize to fit (as in importedHistoryFitsParametersThatOptimizeStores).
    let log = try simulatedLog(reviews: 3_000)
    _ = try run(["import", "--reviews-csv", log.path])
    for arguments in [["optimize", "--dry-run", "--json"], ["stats", "--json"], ["check", "--json"]] {
      var outputs: [String] = []
      for columns in ["20", "400"] {
        let result = try BinaryRun.run(
          arguments, home: home, environment: course.merging(["COLUMNS": columns]) { $1 })
        expectEqual(result.status, 0, "\(arguments): \(result.stderr)")
        expectTrue(
          (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil,
          "\(arguments) at \(columns) columns: \(result.stdout)")
        outputs.append(result.stdout)
      }
      expectEqual(outputs[0], outputs[1], "\(arguments) changes with the width")
    }
    let optimize = try BinaryRun.run(
      ["optimize", "--dry-run", "--json"], home: home, environment: course.merging(["COLUMNS": "20"]) { $1 })
    expectEqual(optimize.stdout.split(separator: "\n").count, 1)
  }

  @Test func aPackageWithHistoryReportsTheReviewsThatCameIn() throws {
    // Two reviews of a course question (imported as a review log), exported with progress,
    // read back into a fresh home: the report says how many came in; a second import adds none.
    let package = home.appendingPathComponent("history.apkg").path
    let source = TemporaryHome.make()
    let csv = source.appendingPathComponent("log.csv")
    try
      "card_id,review_time,review_rating,review_state,review_duration\nbasics/constant-keyword,1767000000000,3,0,0\nbasics/constant-keyword,1767400000000,3,2,0\n"
      .write(to: csv, atomically: true, encoding: .utf8)
    let log = try BinaryRun.run(["import", "--reviews-csv", csv.path], home: source, environment: course)
    expectEqual(log.status, 0, "\(log.stderr)")
    let export = try BinaryRun.run(
      ["export", "--anki", package, "--with-progress"], home: source, environment: course)
    expectEqual(export.status, 0, "\(export.stderr)")
    let folder = home.appendingPathComponent("imported").path
    let first = try run(["import", "--anki", package, "--to", "back", "-o", folder])
    expectEqual(first.status, 0, "\(first.stderr)")
    expectContains(first.flowingStdout, "Review history: 2 reviews of 1 question came in", "\(first.stdout)")
    // They joined the question they were made on, which is not written again.
    expectTrue(!FileManager.default.fileExists(atPath: folder))
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"), access: .readOnly)
    try expectEqual(store.reviews.memory(for: "basics/constant-keyword")?.reps, 2)
    let second = try run(["import", "--anki", package, "--to", "back", "-o", folder])
    // Nothing new: no "memory rebuilt", and no file written is said (session 45's tryout).
    expectContains(
      second.flowingStdout,
      "Review history: nothing new came in (2 already there); your progress is unchanged.",
      "\(second.stdout)")
    expectNotContains(second.stdout, "memory rebuilt")
    expectContains(second.flowingStdout, "not written again; no file was written.", "\(second.stdout)")
  }
}
