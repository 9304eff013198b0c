import DrillKitTesting
import Testing

@testable import DrillGrading

/// A denial right before `when`, `if`, `because` or `while` denies that clause: "stops the
/// program when a location is read, not when it's written" says it does not stop when it is
/// written (docs/evaluation.md, session 27, s27-grading65; `StatementReader.deniedSubordinators`).
@Suite struct KeyPointMatcherDeniedClauseTests {
  static func reader() -> StatementReader {
    StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
  }

  /// The wrong time, said as the contrast after a comma: main read the `not` as spent at `when`
  /// and credited the point (heldout8's and heldout21's wrong-reuse answers).
  @Test(arguments: [
    (
      "A watchpoint stops the program when a memory location is written.",
      "A watchpoint stops the program only when a memory location is read, not when it's written."
    ),
    (
      "The SDK sends a batch when the app goes to the background.",
      "The SDK sends a batch only once a day, never when the app goes to the background."
    ),
    (
      "State is destroyed when the view's identity leaves the hierarchy.",
      "State is only destroyed when the app terminates, not when the view's identity leaves the hierarchy."
    ),
  ])
  func aDeniedClauseContradictsThePoint(point: String, answer: String) {
    let said = checkPoint(point, answer)
    expectTrue(said.contradicted, "\(said)")
  }

  /// The words of the denied clause are denied, the ones before the comma are not.
  @Test func theClauseAfterTheDenialIsDenied() {
    let concepts = Self.reader().statement("stops when it is read, not when it is written")
    let written = concepts.first { $0.name.hasPrefix("written") }
    expectTrue(written?.negation != nil, "\(concepts)")
    let read = concepts.first { $0.name == "read" }
    expectTrue(read != nil && read?.negation == nil, "\(concepts)")
  }

  /// The right time with the wrong one denied still states the point.
  @Test func theRightClauseWithTheWrongOneDeniedStatesThePoint() {
    let point = "State is destroyed when the view's identity leaves the hierarchy."
    let said = checkPoint(
      point,
      "State is destroyed when the identity of the view leaves the hierarchy, not when the struct is recreated."
    )
    expectTrue(said.credited, "\(said)")
  }

  /// ", not because …" is one clause: the joiner no longer leaves the `not` behind at the end
  /// of the clause before, so the reason is denied.
  @Test func aDeniedReasonContradictsThePoint() {
    let point = "Modifiers wrap the view they are applied to"
    let wrong = checkPoint(
      point, "Order matters because SwiftUI applies modifiers last to first, not because they wrap the view.")
    expectTrue(wrong.contradicted, "\(wrong)")
    let right = checkPoint(
      point, "Order matters because modifiers wrap the view, not because they set properties.")
    expectTrue(right.credited, "\(right)")
  }

  /// `not that` denies nothing of what follows ("not that anyone checks").
  @Test func notThatDeniesNothing() {
    let concepts = Self.reader().statement("the cache is cleared, not that anyone checks it")
    expectTrue(!concepts.contains { $0.negation != nil }, "\(concepts)")
  }
}
