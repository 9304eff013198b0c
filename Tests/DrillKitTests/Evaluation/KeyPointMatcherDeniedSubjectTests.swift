import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A short part of a key point borrows the first part's subject, but not a word a denial holds:
/// "Neither keeps the object alive; both break cycles" has no subject word, and lending it
/// `keep alive` read the second part as "both keep it alive", so the right answer was told it
/// said the opposite. docs/evaluation.md, "Session 27 (the lead)".
@Suite struct KeyPointMatcherDeniedSubjectTests {
  static let neither = "Neither keeps the object alive; both break cycles."

  @Test func aDeniedFirstWordIsNoSubjectToLend() throws {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let parts = reader.parts(Self.neither)
    try #require(parts.count == 2)
    let denied = try #require(parts[0].first)
    expectTrue(denied.negation != nil, "\(parts[0])")
    expectTrue(!parts[1].contains { $0.name == denied.name }, "\(parts.map { $0.map(\.name) })")
  }

  @Test func theRightAnswerIsCredited() {
    let result = checkPoint(
      Self.neither, "Neither weak nor unowned keeps the object alive, both of them break retain cycles.")
    expectTrue(result.credited && !result.contradicted, "\(result)")
  }

  /// The denial is still read: saying they keep it alive contradicts the point, and a subject
  /// that is no denial is lent as before ("actors are `Sendable`; no inheritance").
  @Test func theOppositeStillContradictsAndPlainSubjectsAreLent() {
    let wrong = checkPoint(Self.neither, "Both weak and unowned keep the object alive.")
    expectTrue(wrong.contradicted && !wrong.credited, "\(wrong)")
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let parts = reader.parts("Actors are `Sendable`; no inheritance")
    expectTrue(
      parts.count == 2 && parts[1].first?.name == parts[0].first?.name, "\(parts.map { $0.map(\.name) })")
  }
}
