import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// False contradictions from a rival named inside the claim: docs/evaluation.md,
/// "Session 20 (s20-grading25)".
@Suite struct KeyPointMatcherRivalSubjectTests {
  static let prompt = """
    Your Vapor or Hummingbird endpoint accepts JSON to create a user and returns the new user as JSON. \
    How do you use Codable for this, and what do you watch out for with input from clients?
    """
  static let points = [
    "A separate request type lets clients send only the fields they may set.",
    "Decoding throws a `DecodingError` when a key is missing or a value has the wrong type, and the "
      + "framework answers with 400 Bad Request.",
    "The server limits the size of a request body.",
  ]
  static let notes = [
    KeyPointNotes(), KeyPointNotes(wrong: ["malformed JSON from a client crashes the server"]),
    KeyPointNotes(),
  ]

  static func check(_ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(points, notes: notes, against: answer, prompt: prompt, lexicon: .bundled)
  }

  static func one(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// A rival named inside the claim ("the fields a client may set") is no subject: the clause
  /// says nothing of the server's limit, and the answer contradicts no point.
  @Test func aRivalInsideTheClaimIsNoSubject() {
    let checks = Self.check(
      "I define a separate struct for the create request with just the fields a client may set.")
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(!checks[2].contradicted, "\(checks[2])")
    let alone = Self.one(
      "Every `public` declaration is a promise that clients may depend on.",
      "Keep things internal unless clients need them.")
    expectTrue(!alone.contradicted, "\(alone)")
  }

  /// The claim said of a rival that opens the clause, or stands on either side of a copula,
  /// still contradicts the point.
  @Test func aRivalAsSubjectStillSwapsTheClaim() {
    let opening = Self.one(
      "`weak`: optional, becomes `nil` when the object dies.",
      "Unowned is the one that becomes nil when the object is deallocated.")
    expectTrue(opening.contradicted, "\(opening)")
    let complement = Self.one(
      "Clarity at the point of use is the most important goal of the guidelines.",
      "The most important goal of the guidelines is brevity at the point of use.")
    expectTrue(complement.contradicted, "\(complement)")
    let beforeCopula = Self.one(
      "Actors for shared mutable state across tasks",
      "For mutable state shared across tasks a plain class is fine.")
    expectTrue(beforeCopula.contradicted, "\(beforeCopula)")
  }
}
