import Testing

@testable import DrillGrading

/// `FewInts()` (docs/performance.md, s33-checkfast32: `match` made its six sets with `[]`, each
/// through the literal's variadic array): the empty set `[]` makes, before and after inserts.
@Suite struct FewIntsEmptyTests {
  /// Empty: no member, zero and negative numbers included (its inline slots start at zero).
  @Test func anEmptySetHoldsNothing() {
    let made = FewInts()
    let literal: FewInts = []
    #expect(made.count == 0 && literal.count == 0)
    for member in [-3, -1, 0, 1, 2, 1_000_000] {
      #expect(!made.contains(member) && !literal.contains(member), "\(member)")
    }
  }

  /// Random inserts (repeats, zero, negatives, past the four inline slots to forty members) into
  /// both: the same count and members at every step.
  @Test func insertsReadTheSameAsIntoALiteral() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      var made = FewInts()
      var literal: FewInts = []
      var expected = Set<Int>()
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        let member = Int.random(in: -4...30, using: &generator)
        made.insert(member)
        literal.insert(member)
        expected.insert(member)
        #expect(made.count == expected.count && literal.count == expected.count)
      }
      for member in -5...31 {
        #expect(made.contains(member) == expected.contains(member), "\(member)")
        #expect(literal.contains(member) == expected.contains(member), "\(member)")
      }
    }
  }
}
