import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// The rivals `ConceptIDs` has looked up, kept as a number per rival key (issue 29 (a), session
/// 29): asked again, a key answers as it did the first time, with rivals or without, also once
/// looking rivals up has numbered new concepts and made room for their keys.
@Suite struct ConceptRivalSlotsTests {
  @Test func aKeyAnswersAgainAsItDidFirst() {
    let lexicon = GradingLexicon.bundled
    let ids = ConceptIDs(lexicon: lexicon)
    let names =
      Array(Set(lexicon.rivals.keys.map { $0.hasSuffix("¬") ? String($0.dropLast()) : $0 }))
      .sorted().prefix(120) + ["zebra", "résultat", "copy", ""]
    var first: [Int: Set<Int>?] = [:]
    for name in names {
      for flipped in [false, true] {
        let key = ConceptIDs.key(ids.id(name), flipped: flipped)
        first.updateValue(ids.rivals(ofKey: key).map(Self.members), forKey: key)
      }
    }
    let withRivals = first.values.filter { $0 != nil }.count
    expectTrue(withRivals > 20, "\(withRivals) keys with rivals")
    expectTrue(first.count - withRivals > 20, "\(first.count - withRivals) keys without")
    // Six hundred names more (room made for their keys, the table grown), then each key asked
    // again, in the other order: the same answers.
    for index in 0..<600 { _ = ids.id("s29-slot-\(index)") }
    for (key, answer) in first.sorted(by: { $0.key > $1.key }) {
      expectEqual(ids.rivals(ofKey: key).map(Self.members), answer, "key \(key)")
    }
    for index in 0..<600 {
      expectEqual(ids.rivals(ofKey: ConceptIDs.key(ids.id("s29-slot-\(index)"), flipped: false)) == nil, true)
    }
  }

  /// The rival keys of a set, as numbers (keys of the first thousand concepts).
  static func members(_ set: ConceptSet) -> Set<Int> { Set((0..<2048).filter(set.contains)) }
}
