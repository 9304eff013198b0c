import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The model Answer's sentences that state one key point each credit that point when an answer
/// states them in a clause that also says the point's own words: docs/evaluation.md,
/// "Session 19 (s19-grading22)".
@Suite struct KeyPointMatcherModelAnswerTests {
  static let prompt = """
    Compare throwing functions, `Result`, optionals and traps (`fatalError`, `precondition`) as ways \
    to report failure. When would you use each?
    """
  static let points = [
    "Optional: failure without a reason.",
    "`throws`: recoverable failures with a reason; `try` marks call sites.",
    "Typed throws: closed error sets handled exhaustively, mainly internal.",
    "`Result`: failures as stored values.",
    "Traps: programmer errors only.",
  ]
  /// `error-handling/error-design`'s Answer as it is said.
  static let model = """
    Return an optional when there is one obvious, uninteresting way to fail and the caller needs no \
    reason — `Int("x")` or a dictionary lookup. Throw when the failure is recoverable and the caller \
    may want to know why (parsing, I/O, validation): throwing keeps the happy path clean, `try` marks \
    every call that can fail, and errors propagate automatically. Use typed throws when the set of \
    errors is closed and the caller is meant to handle them exhaustively, mostly inside a module. Use \
    `Result` when the outcome must be stored or passed around as a value — callbacks, caching a \
    failure, collecting many outcomes; with async/await most callback uses are gone. Trap with \
    `precondition` or `fatalError` only for programmer errors, broken invariants that no caller could \
    handle: continuing would be worse than stopping. Never use `try!` on input a user or file controls.
    """

  static func check(_ answer: String, model: String = Self.model) -> [KeyPointCheck] {
    KeyPointMatcher.check(points, against: answer, prompt: prompt, lexicon: .bundled, model: model)
  }

  static let throwing =
    "When the caller can recover and might care about the cause, parsing, file I/O, validation, I "
    + "throw; try marks every call that can fail and errors propagate up on their own, so the happy "
    + "path stays clean."

  /// The point in the Answer's words rather than its own: credited through the Answer's sentence.
  @Test func aClauseThatStatesTheAnswersSentenceCreditsItsPoint() {
    expectTrue(!Self.check(Self.throwing, model: "")[1].credited)
    let checks = Self.check(Self.throwing)
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(checks[1].evidence?.contains("try marks every call") == true, "\(checks[1])")
    expectTrue(checks.filter(\.credited).count == 1, "\(checks)")
  }

  /// An answer that says the opposite of a point gets nothing from the Answer's sentences.
  @Test func notInAnAnswerThatContradictsAPoint() {
    let checks = Self.check(Self.throwing + " Result cannot store a failure as a value.")
    expectTrue(checks[3].contradicted, "\(checks[3])")
    expectTrue(!checks[1].credited, "\(checks[1])")
  }

  /// The Answer's context words alone (the prompt's, common ones) credit nothing.
  @Test func contextWordsAloneCreditNothing() {
    let checks = Self.check(
      "I like making error types enums that conform to LocalizedError, so they have user-facing "
        + "descriptions. Logging matters too: I log with os Logger and attach context like the "
        + "request id. And in SwiftUI I show errors through an alert bound to an optional error in the state."
    )
    expectTrue(checks.allSatisfy { !$0.credited }, "\(checks)")
  }

  /// Only an Answer sentence that states one point lends it: one that states two lends neither.
  @Test func aSentenceStatingTwoPointsLendsNeither() {
    let lines = KeyPointMatcher.modelLines(
      "Return an optional when the caller needs no reason, and use `Result` when the failure must be "
        + "stored as a value.",
      keyPoints: Self.points, notes: [], prompt: Self.prompt, lexicon: .bundled, readings: nil)
    expectTrue(lines.allSatisfy(\.isEmpty), "\(lines)")
  }
}
