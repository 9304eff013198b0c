import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `wrong:` line said plainly in the very sentence that states its point only weakly is the
/// sentence's claim, not its context (docs/evaluation.md, "Session 37 (the lead): a wrong line
/// said instead of its point"): the point is contradicted. A sentence that states the point
/// plainly, or says the line no better than the point, keeps its credit.
@Suite struct KeyPointMatcherWrongLineInsideTests {
  static func check(_ point: String, wrong: String, _ answer: String, prompt: String = "") -> KeyPointCheck {
    KeyPointMatcher.check(
      [point], notes: [KeyPointNotes(wrong: [wrong])], against: answer, prompt: prompt, lexicon: .bundled)[0]
  }

  static let chaining = "Optional chaining returns nil when the optional is nil"
  static let crashes = "optional chaining crashes the app when the optional is nil"

  @Test func aWrongLineSaidInsteadOfItsPointContradictsIt() {
    let wrong = Self.check(
      Self.chaining, wrong: Self.crashes, "Optional chaining crashes the app when the optional is nil.")
    #expect(wrong.contradicted && !wrong.credited, "\(wrong)")
    let sse = Self.check(
      "Server-sent events push from the server to the client over one long-lived HTTP response.",
      wrong: "server-sent events go both ways, like a WebSocket",
      "Server-sent events go both ways over one HTTP connection, like a WebSocket.")
    #expect(sse.contradicted && !sse.credited, "\(sse)")
  }

  @Test func thePointSaidPlainlyBesideTheLinesWordsKeepsItsCredit() {
    for answer in [
      "Optional chaining returns nil when the optional is nil, instead of crashing the app.",
      "Optional chaining returns nil when the optional is nil, so the app never crashes.",
      "When the optional is nil, optional chaining just returns nil.",
    ] {
      let right = Self.check(Self.chaining, wrong: Self.crashes, answer)
      #expect(right.credited && !right.contradicted, "\(answer): \(right)")
    }
  }
}
