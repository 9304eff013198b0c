import DrillKitTesting
import Testing

@testable import DrillGrading

/// `Judge.reversedTriples` offers the triples `Judge.reverses` offers its `accept`, in the same
/// order (issue 29 (a), s34-checkfast37: `converse` tries them without a closure).
@Suite struct ConverseTriplesTests {
  /// Every triple `reverses` offers when `accept` takes none, in order.
  private func offered(_ point: [Int], _ plain: [Int], said: [Int], weak: Set<Int>) -> [(Int, Int, Int)] {
    var triples: [(Int, Int, Int)] = []
    let found = Judge.reverses(point, plain, said: said, weak: weak) { triple, verb in
      let others = triple.subtracting([verb, point[0]])
      let y = others.first ?? verb
      triples.append((point[0], verb, y))
      expectTrue(triple == Set([point[0], verb, y]), "\(triple)")
      return false
    }
    expectTrue(!found)
    return triples
  }

  private func expectSame(_ point: [Int], _ plain: [Int], said: [Int], weak: Set<Int>) {
    let old = offered(point, plain, said: said, weak: weak)
    let new = Judge.reversedTriples(point, plain, said: said, weak: weak)
    let asked = Judge.reversedTriples(point, plain, said: said, isWeak: { weak.contains($0) })
    expectTrue(asked.count == new.count && zip(asked, new).allSatisfy { $0 == $1 }, "\(asked) \(new)")
    expectTrue(old.count == new.count, "\(point) \(plain) \(said) \(weak): \(old) \(new)")
    for (a, b) in zip(old, new) {
      expectTrue(a == b, "\(point) \(plain): \(old) \(new)")
    }
    // `reverses` says true exactly when a triple is offered and taken.
    let taken = Judge.reverses(point, plain, said: said, weak: weak) { _, _ in true }
    expectTrue(taken == !new.isEmpty, "\(point) \(plain)")
  }

  /// The parent proposes to its child, said the child … proposes … parent; and the shapes that
  /// offer nothing: an empty point or clause, a repeated or weak first concept, the order kept.
  @Test func theEdgesOfferWhatReversesOffers() {
    let parent = 1
    let proposes = 2
    let child = 3
    expectSame(
      [parent, proposes, child], [child, proposes, parent], said: [child, proposes, parent], weak: [])
    expectTrue(
      Judge.reversedTriples(
        [parent, proposes, child], [child, proposes, parent], said: [1, 2, 3], weak: []
      ).count
        == 1)
    expectSame([], [], said: [], weak: [])
    expectSame([parent], [parent], said: [parent], weak: [])
    expectSame([parent, proposes, child], [], said: [], weak: [])
    expectSame([parent, proposes, child], [parent, proposes, child], said: [1, 2, 3], weak: [])
    expectSame([parent, proposes, parent], [child, proposes, parent], said: [1, 2, 3], weak: [])
    expectSame([parent, proposes, child], [child, proposes, parent, parent], said: [1, 2, 3], weak: [])
    expectSame([parent, proposes, child], [child, proposes, parent], said: [1, 2, 3], weak: [parent])
    expectSame([parent, proposes, child], [child, proposes, parent], said: [1, 2, 3], weak: [child])
    expectSame([parent, proposes, child, 4], [child, proposes, parent], said: [1, 2, 3], weak: [])
    expectSame([parent, proposes, child, 4], [child, proposes, parent], said: [1, 2, 3, 4], weak: [])
  }

  /// Random points and clauses of a few concepts (repeats, weak ones, words said outside the
  /// clause) and long ones of 200 (the last 20 rounds).
  @Test func randomPointsAndClausesOfferWhatReversesOffers() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for round in 0..<3000 {
      let alphabet = round < 2980 ? 2 + next(8) : 40
      let length = round < 2980 ? next(8) : 200
      let point = (0..<length).map { _ in next(alphabet) }
      let plain = (0..<(round < 2980 ? next(10) : 200)).map { _ in next(alphabet) }
      let said = plain + (0..<next(4)).map { _ in next(alphabet) }
      let weak = Set((0..<next(3)).map { _ in next(alphabet) })
      expectSame(point, plain, said: said, weak: weak)
    }
  }
}
