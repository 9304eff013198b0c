import DrillKitTesting
import Testing

@testable import DrillGrading

/// A clause that names another point's subject, read without that subject's stretch
/// (docs/evaluation.md, session 31, s31-grading88; `KeyPointMatcher+OtherSubjects.swift`).
@Suite struct KeyPointMatcherOtherSubjectStretchTests {
  static func checks(_ keyPoints: [String], _ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(keyPoints, against: answer, lexicon: .bundled)
  }

  static let packs = [
    "Overloads per arity are a lot of nearly identical code; they stop at an arbitrary limit",
    "Many overloads slow type checking and muddle diagnostics",
    "One pack signature covers any count, including zero",
    "Concrete types are kept, with no erasure to `Any` or `AnyView`",
    "Variadic generic types need newer runtimes on Apple platforms",
  ]

  /// Another point's subject opens a later stretch of the clause (heldout27,
  /// `parameter-packs/packs-why`, expert 5): the words before it still state the point.
  @Test func aLaterStretchOfAnotherSubjectLeavesTheRest() {
    let answer =
      "The catch is on the library side: the code is more abstract, and on Apple platforms, if you use "
      + "packs in generic types rather than just functions, that needs runtime support older OS versions "
      + "don't have, so those APIs end up availability-gated."
    let said = Self.checks(Self.packs, answer)[4]
    expectTrue(said.credited, "\(said)")
  }

  static let dates = [
    "The view model formats dates for display.",
    "Tests replace the clock with a fake one.",
  ]

  /// Another point's subject after a preposition is a place, not the clause's subject: the rest
  /// of the clause states the point.
  @Test func anotherSubjectAfterAPrepositionIsAPlace() {
    let said = Self.checks(Self.dates, "In tests, dates are formatted for display.")[0]
    expectTrue(said.credited, "\(said)")
  }

  /// A first stretch whose subject is another point's makes the rest its predicate: the clause
  /// stays that point's (heldout13, `uikit-fundamentals/snapshot-partial-updates`, wrong-reuse 4,
  /// and a plain subject).
  @Test(arguments: [
    (
      [
        "Reconfiguring updates the existing cell in place.",
        "Reloading replaces the cell with a newly dequeued one.",
      ],
      "Reloading, on the other hand, updates the existing cell in place."
    ),
    (Self.dates, "Tests format dates for display."),
  ])
  func aFirstStretchOfAnotherSubjectKeepsTheClause(keyPoints: [String], answer: String) {
    let said = Self.checks(keyPoints, answer)[0]
    expectTrue(!said.credited, "\(said)")
  }

  /// The reader marks a stretch's first concept that follows a preposition, articles between.
  @Test func theReaderMarksAStretchOpenedAfterAPreposition() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let concepts = reader.statement("On the reconnect, the client sends the last number")
    expectTrue(concepts.first?.afterPreposition == true, "\(concepts)")
    expectTrue(concepts.dropFirst().allSatisfy { !$0.afterPreposition }, "\(concepts)")
  }
}
