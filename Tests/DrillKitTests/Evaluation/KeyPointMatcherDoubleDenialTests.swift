import DrillKitTesting
import Testing

@testable import DrillGrading

/// A modal denial answered by `without` ("you can't add one without breaking clients") is one
/// condition, not two denials: what the denial holds is the case the claim is made for, and what
/// `without` names is said plainly (`StatementReader.undenies`). Found trying the REPL: "you
/// can't ever add or reorder stored properties without breaking the ABI" was "not said" for a
/// point that adding or reordering one breaks clients.
@Suite struct KeyPointMatcherDoubleDenialTests {
  static let frozen =
    "Adding, removing or reordering a stored property of a frozen struct breaks clients built against the old layout."
  static let link = "A link never performs a sensitive action without the user's confirmation."
  static let suspended = "The system can terminate a suspended app without notice."

  @Test(arguments: [
    (frozen, "You can't add or reorder stored properties without breaking clients."),
    (frozen, "so you cannot ever reorder a stored property without breaking the clients built against it"),
    (link, "A link can't trigger a payment without the user confirming it."),
  ])
  func aConditionSaidAsTwoDenialsIsCredited(point: String, answer: String) {
    let result = checkPoint(point, answer)
    expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
  }

  /// The denial still counts where the claim it conditions is said the other way.
  @Test(arguments: [
    (link, "A link performs sensitive actions without asking the user for confirmation."),
    (suspended, "The system can't terminate a suspended app without notice."),
    (suspended, "The system never terminates a suspended app without notice."),
  ])
  func theOppositeIsStillContradicted(point: String, answer: String) {
    expectTrue(checkPoint(point, answer).contradicted, "\(answer)")
  }

  /// How the reader marks the clause: the modal denial's words conditional, `without`'s plain;
  /// a denial that is no modal ("doesn't") and one inside a parenthesis are read as before.
  @Test func theReaderMarksTheConditionOnly() throws {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let doubled = try #require(reader.clauses("you can't reorder properties without breaking clients").first)
    expectTrue(doubled.concepts.contains { $0.doubled && $0.conditional && $0.negation != nil })
    expectTrue(doubled.concepts.filter { !$0.doubled }.allSatisfy { $0.negation == nil })
    let plain = try #require(reader.clauses("the data source doesn't diff anything without animation").first)
    expectTrue(!plain.concepts.contains(where: \.doubled))
    let statement = reader.statement("`deinit` on structs (not yet on enums) gives cleanup without classes")
    expectTrue(!statement.contains(where: \.doubled))
  }
}
