import DrillKitTesting
import Foundation
import Testing

/// Through the built binary with a piped answer: a key point credited for part of its claim shows
/// what was not said under its quote, and `quiz --json` carries it per point as `missing` (issue
/// 23 "Show the evidence", session 36).
@Suite(.ownThreads) struct KeyPointMissingEndToEndTests {
  let home = TemporaryHome.make()

  static let pack = """
    ---
    id: net
    title: Networking
    ---

    ## Retrying requests
    id: retries
    kind: verbal
    tags: networking

    How should a client retry a failed request?

    ### Answer
    Retries use exponential backoff with jitter and a limited number of attempts.
    Only idempotent requests are retried.

    ### Key points
    - Retries use exponential backoff with jitter and a limited number of attempts
    - Only idempotent requests are retried

    """

  /// A course of that one pack, with the repository's grading lexicon beside it.
  static let course: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "missing-\(UUID().uuidString)", isDirectory: true)
    let questions = folder.appendingPathComponent("questions")
    try? FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    try? pack.write(to: questions.appendingPathComponent("net.md"), atomically: true, encoding: .utf8)
    try? FileManager.default.copyItem(
      at: BinaryRun.repositoryRoot.appendingPathComponent("grading"),
      to: folder.appendingPathComponent("grading"))
    return folder
  }()

  static let partial =
    "Retries use exponential backoff with jitter, so that clients do not all retry at the same moment. "
    + "Only idempotent requests are retried.\n\n"

  /// The point's opening echoed word for word and then another claim in the same clause (session
  /// 52, s52-census: the wrong-claim probes' commonest shape): neither said nor left out in part.
  static let echoed =
    "Retries use exponential backoff with jitter, meaning each retry goes to several servers at once. "
    + "Only idempotent requests are retried.\n\n"

  func run(_ arguments: [String], input: String) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home,
      environment: ["SWIFTDRILL_BUNDLED": Self.course.path, "NO_COLOR": "1"])
  }

  @Test func aPipedQuizShowsWhatWasNotSaid() throws {
    let quiz = try run(["quiz", "--id", "net/retries"], input: Self.partial)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "    left out: a limited number of attempts\n")
    // The point said whole has no such line; NO_COLOR: no escape codes.
    expectEqual(quiz.stdout.components(separatedBy: "left out:").count, 2, "\(quiz.stdout)")
    expectNotContains(quiz.stdout, "\u{1B}[")
  }

  @Test func theJSONCarriesWhatWasNotSaidPerPoint() throws {
    let quiz = try run(["quiz", "--json", "--id", "net/retries"], input: Self.partial)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(quiz.stdout.utf8)) as? [String: Any], "\(quiz.stdout)")
    let answers = try #require(object["answers"] as? [[String: Any]])
    let points = try #require(answers.first?["key_points"] as? [[String: Any]], "\(quiz.stdout)")
    expectEqual(points.map { $0["verdict"] as? String }, ["said", "said"])
    expectEqual(points.map { $0["missing"] as? [String] }, [["a limited number of attempts"], []])
  }

  @Test func anEchoedOpeningWithAnotherClaimIsNotSaid() throws {
    let quiz = try run(["quiz", "--json", "--id", "net/retries"], input: Self.echoed)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(quiz.stdout.utf8)) as? [String: Any], "\(quiz.stdout)")
    let answers = try #require(object["answers"] as? [[String: Any]])
    let points = try #require(answers.first?["key_points"] as? [[String: Any]], "\(quiz.stdout)")
    expectEqual(points.map { $0["verdict"] as? String }, ["not said", "said"])
  }
}
