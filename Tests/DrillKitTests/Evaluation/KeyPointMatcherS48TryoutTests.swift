import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 48's tryout (G2 and G6; docs/evaluation.md, "Session 48 (s48-tryoutgrading)"): a clause
/// credited to the wrong point, as the app grades the bundled question (`Evaluator.keyPointChecks`).
/// Neither is fixed yet: the two rules tried were refused on the labelled sets (G2 5:9) or credited
/// an invented wrong answer (G6), so the repros are known issues, and the invented wrong answers of
/// each shape assert what must stay true of any fix.
@Suite struct KeyPointMatcherS48TryoutTests {
  /// The bundled question `id` of the pack file `file`, as the app loads it.
  static func question(_ file: String, _ id: String) throws -> Question {
    try #require(try bundledQuestion(file, id))
  }

  static func checks(_ question: Question, _ answer: String) -> [KeyPointCheck] {
    Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  static let tokens = (
    file: "questions/topics/auth-sessions.md", id: "access-vs-refresh-tokens",
    answer:
      "The access token goes with every API request and is short-lived, so if it leaks it is only useful "
      + "for a few minutes. The refresh token is used only to get a new access token from the auth server "
      + "when the old one expires, and it should be kept in the Keychain. A single long-lived token would "
      + "give an attacker months of access if it were stolen, and the server could not revoke it easily."
  )

  /// G2: the access-token sentence is not the refresh-token point's; the refresh-token sentence is.
  @Test func theRefreshTokenPointIsQuotedFromTheRefreshTokenSentence() throws {
    let question = try Self.question(Self.tokens.file, Self.tokens.id)
    let checks = Self.checks(question, Self.tokens.answer)
    let refresh = checks[2]
    expectTrue(refresh.credited, "\(refresh)")
    expectTrue(checks[1].credited, "\(checks[1])")
    withKnownIssue("G2: quoted from the access-token sentence") {
      #expect(refresh.evidence?.contains("refresh token") == true, "\(refresh)")
    }
  }

  /// G2's wrong shape: the access token's sentence alone says nothing of the refresh token.
  @Test func theAccessTokenSentenceAloneIsNotTheRefreshTokenPoint() throws {
    let question = try Self.question(Self.tokens.file, Self.tokens.id)
    let checks = Self.checks(
      question,
      "The access token goes with every API request and is short-lived, so it only works for minutes.")
    withKnownIssue("G2: the access-token sentence alone credits the refresh-token point") {
      #expect(!checks[2].touched, "\(checks[2])")
    }
  }

  static let streaming = (
    file: "questions/topics/files-documents.md", id: "large-files-streaming",
    answer:
      "Loading it with Data(contentsOf:) would pull the whole file into memory at once and the app could "
      + "be killed. Instead I would stream it: read the file in chunks with a FileHandle, or read the CSV "
      + "line by line with url.lines and parse each row as it arrives."
  )

  /// G6: one clause states both the FileHandle point and the URL.lines point.
  @Test func oneClauseStatesFileHandleAndURLLines() throws {
    let question = try Self.question(Self.streaming.file, Self.streaming.id)
    let checks = Self.checks(question, Self.streaming.answer)
    expectTrue(checks[0].credited && checks[2].credited, "\(checks)")
    withKnownIssue("G6: the URL.lines point's better touch takes the clause from the FileHandle point") {
      #expect(checks[1].credited, "\(checks[1])")
    }
  }

  /// G6's wrong shapes, not credited on main, which a fix must keep so (the rules tried credited
  /// the second, third or fourth): a FileHandle named without its chunks, chunks without it.
  @Test(arguments: [
    "I would open a FileHandle and call readToEnd to get the whole file into memory at once.",
    "I would read the CSV line by line with url.lines, and the FileHandle is for sockets.",
    "Reading in chunks is for network streams; for a local file I would just load it all with Data(contentsOf:).",
    "I would read the CSV line by line with url.lines, or read the whole file with a FileHandle.",
  ])
  func aFileHandleWithoutChunksIsNotThePoint(answer: String) throws {
    let question = try Self.question(Self.streaming.file, Self.streaming.id)
    let checks = Self.checks(question, answer)
    expectTrue(!checks[1].credited, "\(answer): \(checks[1])")
  }
}
