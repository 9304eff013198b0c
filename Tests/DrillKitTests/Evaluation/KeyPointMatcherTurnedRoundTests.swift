import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Contradictions credited (docs/evaluation.md, "Session 21 (s21-grading33)"): a statement turned
/// round with one denial on each side, a subordinator that ends its stretch, "has no effect".
@Suite struct KeyPointMatcherTurnedRoundTests {
  static func one(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// "Y instead of X" for "X instead of Y": each side denies a word the other says, which the
  /// parity of negations counted as agreeing; the point's denied word is said, so it is the
  /// statement turned round.
  @Test func aStatementTurnedRoundContradicts() {
    let turned = Self.one(
      "The inherited setting adds to the value from the level below instead of replacing it.",
      "The inherited setting replaces the value from the level below instead of adding to it.")
    expectTrue(turned.contradicted, "\(turned)")
    let denied = Self.one(
      "A protocol over the session lets code under test receive a fake instead of URLSession.",
      "A protocol over the session doesn't help, the code under test still receives the URLSession.")
    expectTrue(denied.contradicted, "\(denied)")
    // The same words, said the same way round, still state it.
    let same = Self.one(
      "The inherited setting adds to the value from the level below instead of replacing it.",
      "It adds to the value from the level below instead of replacing it.")
    expectTrue(same.credited, "\(same)")
  }

  /// A subordinator that ends its stretch opens no clause: "that" is a pronoun there, so the
  /// denial before it still reaches the empty predicate ("aren't needed for that").
  @Test func aSubordinatorEndingItsStretchOpensNoClause() {
    let check = Self.one(
      "The type must adopt the matching `ExpressibleByIntegerLiteral` protocol.",
      "The ExpressibleBy literal protocols aren't needed for that.")
    expectTrue(!check.credited, "\(check)")
  }

  /// "X has no effect" says X does not matter: it denies its subject, as "isn't needed" does.
  @Test func noEffectDeniesItsSubject() {
    let check = Self.one(
      "Setting the binding to `nil` dismisses the sheet.", "Setting the binding to nil has no effect.")
    expectTrue(check.contradicted, "\(check)")
    let credited = Self.one(
      "Setting the binding to `nil` dismisses the sheet.", "Setting the binding to nil dismisses the sheet.")
    expectTrue(credited.credited, "\(credited)")
  }
}
