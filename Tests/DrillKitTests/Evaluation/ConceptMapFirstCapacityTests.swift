import Testing

@testable import DrillGrading

/// A concept map with room made at its first value (`ConceptMap.firstCapacity`,
/// docs/performance.md, s32-checkfast27): the same values and order as a dictionary with the
/// numbers in the order first set, through sets, replacements and removals past its first room.
@Suite struct ConceptMapFirstCapacityTests {
  @Test func readsAsADictionaryInOrder() {
    var state: UInt64 = 27
    func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for round in 0..<400 {
      var map = ConceptMap<Int>()
      var values: [Int: Int] = [:]
      var order: [Int] = []
      // Up to three times the first room of numbers, some set again, some removed.
      let numbers = 1 + round % (ConceptMap<Int>.firstCapacity * 3)
      for step in 0..<(numbers * 3) {
        let id = next(below: numbers)
        if next(below: 4) == 0 {
          map[id] = nil
          values[id] = nil
          order.removeAll { $0 == id }
        } else {
          map[id] = step
          if values[id] == nil { order.append(id) }
          values[id] = step
        }
        #expect(map[id] == values[id])
      }
      #expect(map.isEmpty == values.isEmpty)
      #expect(map.pairs.map(\.0) == order)
      #expect(map.pairs.map(\.1) == order.map { values[$0]! })
      #expect(map.mapValues { $0 * 2 }.pairs.map(\.1) == order.map { values[$0]! * 2 })
    }
  }
}
