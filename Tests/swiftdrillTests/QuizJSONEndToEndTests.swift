import DrillKitTesting
import Foundation
import Testing

/// `quiz --json` through the built binary with piped answers: the session's text on
/// standard error, and on standard output one JSON object with each answer and, for an
/// explain question, the evidence per key point (issue 23).
@Suite(.ownThreads) struct QuizJSONEndToEndTests {
  let home = TemporaryHome.make()

  /// The fixture course's questions with the repository's grading lexicon beside them
  /// (the fixture course has none: without it no negation is read).
  static let course: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-json-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? FileManager.default.copyItem(
      at: BinaryRun.fixtures.appendingPathComponent("course/questions"),
      to: folder.appendingPathComponent("questions"))
    try? FileManager.default.copyItem(
      at: BinaryRun.repositoryRoot.appendingPathComponent("grading"),
      to: folder.appendingPathComponent("grading"))
    return folder
  }()

  func run(_ arguments: [String], input: String) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home, environment: ["SWIFTDRILL_BUNDLED": Self.course.path])
  }

  @Test func aScriptedQuizPrintsEachKeyPointsEvidenceAsJSON() throws {
    // The answer states the first key point and says the opposite of the second; the
    // empty line after it takes the suggested rating. Half its points contradicted, the fitted
    // `withheld` (grading/withhold.txt) takes the first as reused words: withheld, evidence kept.
    let quiz = try run(
      ["quiz", "--json", "--id", "basics/why-values"],
      input: "Copies are independent. There is shared mutable state.\n\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stderr, "Quiz summary")
    expectNotContains(quiz.stdout, "Quiz summary")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(quiz.stdout.utf8)) as? [String: Any], "\(quiz.stdout)")
    expectTrue(object["asked"] as? Int == 1)
    let answers = try #require(object["answers"] as? [[String: Any]])
    expectTrue(answers.first?["id"] as? String == "basics/why-values")
    expectTrue(answers.first?["right"] as? Bool == false)
    let points = try #require(answers.first?["key_points"] as? [[String: Any]])
    expectEqual(points.map { $0["point"] as? String }, ["copies are independent", "no shared mutable state"])
    expectEqual(points.map { $0["verdict"] as? String }, ["withheld", "contradicted"])
    expectTrue(points[0]["evidence"] as? String == "Copies are independent")
    expectTrue(points[1]["contradicted_by"] as? String == "There is shared mutable state")
  }

  @Test func aWrittenAnswerHasNoKeyPoints() throws {
    let quiz = try run(["quiz", "--json", "--id", "basics/nil-coalescing"], input: "nope\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(quiz.stdout.utf8)) as? [String: Any], "\(quiz.stdout)")
    let answers = try #require(object["answers"] as? [[String: Any]])
    expectTrue(answers.first?["right"] as? Bool == false)
    expectTrue(answers.first?["key_points"] == nil)
  }
}
