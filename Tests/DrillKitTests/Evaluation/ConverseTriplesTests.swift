import DrillKitTesting
import Testing

@testable import DrillGrading

/// `Judge.reversedTriples` gives the triples the search `converse` made before s34-checkfast37
/// (issue 29 (a)) offered its closure, in the same order. That search is kept here, as it was, as
/// the reference (`reference`): the product has only the new one.
@Suite struct ConverseTriplesTests {
  /// The search as `Judge.reverses` made it until s34-checkfast37: whether `plain` says `point` in
  /// the order Y … V … X for a triple `accept` takes (with V).
  private static func reference(
    _ point: [Int], _ plain: [Int], said: [Int], weak: Set<Int>, accept: (Set<Int>, Int) -> Bool
  ) -> Bool {
    func once(_ id: Int, in list: [Int]) -> Int? {
      var found: Int?
      for (index, element) in list.enumerated() where element == id {
        guard found == nil else { return nil }
        found = index
      }
      return found
    }
    guard let x = point.first, once(x, in: point) != nil, !weak.contains(x), let sx = once(x, in: plain)
    else {
      return false
    }
    let shared = point.dropFirst().filter {
      once($0, in: point) != nil && once($0, in: plain) != nil && !weak.contains($0)
    }
    for (j, v) in shared.enumerated() {
      guard let sv = once(v, in: plain), sv < sx else { continue }
      for y in shared[(shared.startIndex + j + 1)...] {
        guard let sy = once(y, in: plain), sy < sv, let py = once(y, in: point) else { continue }
        if py + 1 < point.count, !said.contains(point[py + 1]) { continue }
        if accept([x, v, y], v) { return true }
      }
    }
    return false
  }

  /// Every triple `reference` offers when `accept` takes none, in order.
  private func offered(_ point: [Int], _ plain: [Int], said: [Int], weak: Set<Int>) -> [(Int, Int, Int)] {
    var triples: [(Int, Int, Int)] = []
    let found = Self.reference(point, plain, said: said, weak: weak) { triple, verb in
      let others = triple.subtracting([verb, point[0]])
      let y = others.first ?? verb
      triples.append((point[0], verb, y))
      expectTrue(triple == Set([point[0], verb, y]), "\(triple)")
      return false
    }
    expectTrue(!found)
    return triples
  }

  private func triples(_ point: [Int], _ plain: [Int], said: [Int], weak: Set<Int>) -> [(Int, Int, Int)] {
    Judge.reversedTriples(point, plain, said: said, isWeak: { weak.contains($0) })
  }

  private func expectSame(_ point: [Int], _ plain: [Int], said: [Int], weak: Set<Int>) {
    let old = offered(point, plain, said: said, weak: weak)
    let new = triples(point, plain, said: said, weak: weak)
    expectTrue(old.count == new.count, "\(point) \(plain) \(said) \(weak): \(old) \(new)")
    for (a, b) in zip(old, new) {
      expectTrue(a == b, "\(point) \(plain): \(old) \(new)")
    }
    // The search says true exactly when a triple is offered and taken.
    let taken = Self.reference(point, plain, said: said, weak: weak) { _, _ in true }
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
      triples([parent, proposes, child], [child, proposes, parent], said: [1, 2, 3], weak: []).count
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
