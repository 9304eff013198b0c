import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillPresentation
@testable import DrillSessions

/// Under the quote of a credited key point, one secondary line says what the quote left out of
/// the point (`KeyPointCheck.missing`, issue 23 "Show the evidence", session 36); a point said
/// whole, not said or contradicted has none.
@Suite struct KeyPointMissingFeedbackTests {
  static func question() -> Question {
    var question = SessionFixtures.explain("retries")
    question.prompt = "How should a client retry a failed request?"
    question.keyPoints = [
      "Retries use exponential backoff with jitter and a limited number of attempts",
      "Only idempotent requests are retried",
    ]
    return question
  }

  func transcript(_ answer: String) -> String {
    let (context, console) = SessionFixtures.context(lines: [answer, "x", "good"], store: nil, width: 100)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(Self.question())
    return console.transcript
  }

  @Test func aPartlySaidPointShowsWhatWasNotSaidUnderItsQuote() {
    let shown = transcript(
      "Retries use exponential backoff with jitter, so that clients do not all retry at the same moment.")
    expectContains(
      shown,
      "  ✓ Retries use exponential backoff with jitter and a limited number of attempts\n"
        + "    “Retries use exponential backoff with jitter”\n"
        + "    left out: a limited number of attempts\n")
    // The point not said has its own "not said", and no list.
    expectContains(shown, "  · Only idempotent requests are retried\n    not said\n")
    expectNotContains(shown, "left out: \n")
  }

  @Test func aPointSaidWholeHasNoLine() {
    let shown = transcript(
      "Retries use exponential backoff with jitter and a limited number of attempts. "
        + "Only idempotent requests are retried.")
    expectNotContains(shown, "not said:")
  }

  /// Secondary text, as the quote is: muted, which `NO_COLOR` drops with every colour; none
  /// when nothing is missing.
  @Test func theLineIsMuted() {
    let note = QuestionAsker.missingNote(["a limited number of attempts", "with jitter"])
    expectEqual(note?.plain, "left out: a limited number of attempts; with jitter")
    expectTrue(note?.spans.allSatisfy { $0.style == .muted } ?? false)
    expectTrue(QuestionAsker.missingNote([]) == nil)
  }

  /// The left-out words are the point's Markdown, rendered as the point above them is: code
  /// spans without backticks, styled as code (session 47's tryout: "left out: into a
  /// `Decodable` model; `DecodingError`" under a point printed without them).
  @Test func codeSpansAreRenderedAsThePointIs() {
    let note = QuestionAsker.missingNote(["into a `Decodable` model", "`DecodingError`"])
    expectEqual(note?.plain, "left out: into a Decodable model; DecodingError")
    expectTrue(note?.spans.contains { $0.style.color == TextStyle.code.color } ?? false)
  }
}
