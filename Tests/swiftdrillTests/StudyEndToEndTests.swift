import DrillContent
import DrillKitTesting
import Foundation
import Testing

/// The built binary on the fixture course, with piped input, a fixed clock and seeds.
@Suite(.ownThreads) struct StudyEndToEndTests {
  let home = TemporaryHome.make()
  var course: [String: String] {
    ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
  }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  static let quizAnswers = """
    1
    3
    .
    func double(_ value: Int) -> Int {
      value * 2
    }
    .
    copies are independent
    3
    nullish
    :accept
    y
    :hint
    a

    """

  @Test func aSeededQuizMatchesItsGoldenTranscript() throws {
    let quiz = try run(["quiz", "--seed", "1", "--count", "5"], input: Self.quizAnswers)
    expectEqual(quiz.status, 0)
    expectTrue(quiz.stderr.isEmpty)
    try Golden.check(quiz.stdout, named: "quiz-seed-1.txt")
  }

  @Test func statsAndExportShowWhatTheQuizRecorded() throws {
    _ = try run(["quiz", "--seed", "1", "--count", "5"], input: Self.quizAnswers)
    let stats = try run(["stats", "--json"])
    expectEqual(stats.status, 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    expectTrue(json["reviews"] as? Int == 5)
    let questions = try #require(json["questions"] as? [[String: Any]])
    let double = try #require(questions.first { $0["id"] as? String == "basics/double" })
    expectTrue(double["reps"] as? Int == 1)
    expectTrue(double["state"] as? String == "learning")
    expectTrue(double["last_review"] as? String == "2026-01-15T09:00:00Z")
    expectTrue(double["due"] as? String == "2026-01-15T09:10:00Z")
    let accepted = try #require(json["accepted_answers"] as? [[String: Any]])
    expectTrue(accepted.first?["answer"] as? String == "nullish")

    let text = try run(["stats"])
    expectContains(text.stdout, "Accuracy by level")
    expectContains(text.stdout, "nullish")

    let csvPath = home.appendingPathComponent("reviews.csv").path
    let export = try run(["export", "--reviews-csv", csvPath])
    expectEqual(export.status, 0)
    let csv = try String(contentsOfFile: csvPath, encoding: .utf8)
    expectTrue(csv.hasPrefix("card_id,review_time,review_rating,review_state,review_duration\n"))
    expectEqual(csv.split(separator: "\n").count, 6)
  }

  @Test func drillShowsNewQuestionsThenSaysWhenTheNextIsDue() throws {
    let first = try run(["drill", "--new", "1"], input: "a\n")
    expectContains(first.stdout, "Drill: 0 due reviews, 1 new")
    // Its next learning step (10 minutes) is within the learn-ahead limit: asked at once.
    let second = try run(["drill", "--new", "0"], input: "a\n")
    expectContains(second.stdout, "Drill: 0 due reviews, 0 new, 1 in learning")
    let third = try run(["drill", "--new", "0"])
    expectContains(third.stdout, "Nothing due — next review in")
  }

  /// Session 46's tryout (finding 6): "Question 7 · 4 left" never went down; the header counts by
  /// kind what is left.
  @Test func theDrillHeaderCountsNewQuestionsLeft() throws {
    let drill = try run(["drill", "--new", "2"], input: ":skip\n:skip\n")
    expectEqual(drill.status, 0, "\(drill.stderr)")
    expectContains(drill.stdout, "Question 1 · 1 new left  ")
    expectNotContains(drill.stdout, "Question 2 · ")
  }

  @Test func placementAndInterviewRunOnScriptedInput() throws {
    let placement = try run(["placement", "--seed", "2"], input: String(repeating: "a\n", count: 20))
    expectEqual(placement.status, 0)
    expectContains(placement.stdout, "Placement result")
    let interview = try run(
      ["interview", "--minutes", "6", "--seed", "2"], input: String(repeating: ":skip\n", count: 5))
    expectContains(interview.stdout, "Mock interview — beginner")
    expectContains(interview.stdout, "Interview report")
    let short = try run(
      ["interview", "--count", "2", "--seed", "2"], input: String(repeating: ":skip\n", count: 2))
    expectContains(short.stdout, "2 questions in 20 minutes", "\(short.stdout)")
    // One question is one question ("1 questions in 1 minute: written first, then verbal" before).
    let one = try run(["interview", "--count", "1", "--minutes", "1"], input: "")
    expectContains(one.flowingStdout, "1 question in 1 minute. Answer as you would", "\(one.stdout)")
    expectContains(short.stdout, "Interview report")
    let zero = try run(["interview", "--count", "0"])
    expectEqual(zero.status, 2)
    expectContains(zero.stderr, "--count", "\(zero.stderr)")
  }

  @Test func aLessonIsWalkedToTheEnd() throws {
    let lessons = try run(["lessons"])
    expectContains(lessons.stdout, "first")
    expectContains(lessons.stdout, "← next")
    let walk = try run(["lesson", "first"], input: "\n\nlet\n\n")
    expectEqual(walk.status, 0)
    expectContains(walk.stdout, "Hello, fixture")
    expectContains(walk.stdout, "✓ Right")
    expectContains(walk.stdout, "✓ Lesson done: A first lesson")
    let after = try run(["lessons"])
    expectContains(after.stdout, "✓ done")
  }

  @Test func quizOptionsAreValidated() throws {
    let badLevel = try run(["quiz", "--level", "expert"])
    expectEqual(badLevel.status, 2)
    expectContains(badLevel.stderr, "one of beginner, intermediate, advanced")
    let badPack = try run(["quiz", "--pack", "basic"])
    expectEqual(badPack.status, 1)
    expectContains(badPack.stderr, "did you mean 'basics'?")
    let none = try run(["quiz", "--tag", "nothing-here"])
    expectEqual(none.status, 1)
    // A tag no question has is named as such (session 45's tryout), as an unknown pack is.
    expectContains(none.stderr, "error: no question has the tag 'nothing-here'")
    // A known tag that the other filters leave empty is "no … found".
    let empty = try run(["quiz", "--tag", "values-types", "--level", "advanced"])
    expectEqual(empty.status, 1)
    expectContains(empty.stderr, "error: no advanced questions tagged values-types found")
    expectNotContains(none.stdout, "nothing-here")
  }

  @Test func aCorruptProgressFileIsLeftAloneAndStudyGoesOn() throws {
    let database = home.appendingPathComponent("progress.sqlite")
    let garbage = Data("this is not a database".utf8)
    try garbage.write(to: database)
    let quiz = try run(["quiz", "--count", "1", "--type", "choice"], input: "a\n")
    expectEqual(quiz.status, 0)
    expectContains(quiz.stderr, "not recorded")
    expectContains(quiz.stdout, "✓ Right")
    try expectEqual(Data(contentsOf: database), garbage)
    let stats = try run(["stats"])
    expectEqual(stats.status, 1)
    expectTrue(!stats.stderr.isEmpty)
  }
}
