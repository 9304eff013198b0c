import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Session 30 (s30-grading81), docs/evaluation.md: a rival of the lexicon (`rival: major | minor |
/// patch`) said in the claim's place, after the point's subject and in its stretch, is another
/// value there: the point's claim with another value contradicts it.
@Suite struct KeyPointMatcherClaimRivalTests {
  static let from = "SwiftPM reads `from: \"1.4.0\"` as up to the next major version."
  static let removed = "The deprecated function is removed only in the next major version."

  /// "up to the next minor" for "up to the next major version": contradicted.
  @Test func aRivalInTheClaimsPlaceContradicts() {
    let wrong = checkPoint(Self.from, "SwiftPM reads from 1.4.0 as up to the next minor version.")
    expectTrue(wrong.contradicted, "\(wrong)")
    expectTrue(!wrong.credited, "\(wrong)")
    let patch = checkPoint(
      Self.removed, "And then the deprecated function is removed in the next patch release.")
    expectTrue(patch.contradicted, "\(patch)")
    let right = checkPoint(Self.from, "SwiftPM reads from 1.4.0 as up to the next major version.")
    expectTrue(right.credited, "\(right)")
  }

  /// A rival denied beside the point's own value is no other value.
  @Test func aDeniedRivalBesideThePointsValueIsNoContradiction() {
    let check = checkPoint(
      Self.removed, "The deprecated function is removed in the next major release, never in a minor one.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// A rival that opens a stretch of its own is another subject, not a value of this one.
  @Test func aRivalOpeningItsOwnStretchIsAnotherSubject() {
    let check = checkPoint(
      "Structs copy on assignment (value semantics); classes share one instance (reference semantics)",
      "Structs are copied, classes are shared references.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// A clause that denies the claim still denies it with a rival in the claim's place.
  @Test func aDenialWithARivalInTheClaimStillDenies() {
    let check = checkPoint(
      "Components use semantic tokens named after their role, such as `textSecondary`, rather than raw palette values.",
      "Components should use raw palette colors like blue directly, rather than semantic tokens named after their role."
    )
    expectTrue(check.contradicted, "\(check)")
  }

  /// The reader: the rival after the subject, in its stretch and said plainly, is the claim's;
  /// one before the subject, or denied, is not.
  @Test func claimRivalReadsTheSubjectsStretch() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let ids = ConceptIDs(lexicon: .bundled)
    let needed = ids.interned(reader.clauses(Self.removed).flatMap(\.concepts))
    let part = Needed(needed, topic: ConceptSet(), ids: ids)
    let keys = needed.compactMap { ids.rivals(ofKey: ConceptIDs.key($0.id, flipped: $0.flipped)) }
    expectTrue(keys.count == 1, "\(needed)")
    func rival(_ answer: String) -> StatementReader.Concept? {
      guard let rivals = keys.first, let clause = reader.clauses(answer).first else { return nil }
      return KeyPointMatcher.claimRival(
        rivals, pointKeys: part.pointKeys, in: ids.interned(clause), subject: part.order[0])
    }
    expectTrue(rival("The deprecated function goes in a minor release.") != nil)
    expectTrue(rival("A minor release removes the deprecated function.") == nil)
    expectTrue(rival("The deprecated function goes in no minor release.") == nil)
  }
}
