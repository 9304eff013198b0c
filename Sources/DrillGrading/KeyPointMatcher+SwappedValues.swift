/// Values swapped across the two parts of one point (session 36, s36-grading110): a point of two
/// parts or more (`numbered` statements: "String `count` and character indexing are linear, and
/// `utf8.count` is constant time") said with the parts' values traded between their subjects
/// ("String count and character indexing are O(1), while utf8.count is O(n)"). Each clause keeps
/// most of its part's words, so each part is read as touched; `crossedClaims` (session 24) reads
/// stretches opened by subjects, and here the parts' subjects do not open stretches of their own.
///
/// A part's own words are its concepts (`ConceptIDs.key`, a flipped word another key) that no other
/// part of the point says. A clause that touches part A (any match) swaps values when it says words of
/// A's own and words of B's own, and leaves some of A's own unsaid; another clause that touches part
/// B says words of B's own other than those, one or more of the A words the first left unsaid, and
/// none of the words of A's or B's own that the first said, in the same sentence or the one right
/// before or after it; the first is in the sentence that states the point or next to it. Both ways,
/// never one: the first clause alone is what a right answer that compares the two parts says
/// ("linear, unlike the constant-time `utf8.count`").
extension Judge {
  /// The two clauses (their span) that trade the values of two of the point's parts (`parts`,
  /// numbered), or nil. The first is in the sentence of `range` (the text that states the point)
  /// or the one right before or after it.
  func swappedValues(_ parts: [[StatementReader.Concept]], at range: Range<String.Index>) -> Range<
    String.Index
  >? {
    guard parts.count >= 2, let at = sentence(at: range) else { return nil }
    let near = clauses.indices.filter { abs(clauses[$0].sentence - at) <= 1 }
    // No sets or filtered arrays for a clause that cannot swap: a part has a few words, and this
    // runs for every touched point of two parts (the audit of the model Answers too).
    let keys = parts.map { $0.map { ConceptIDs.key($0.id, flipped: $0.flipped) } }
    var own: [[Int]] = []
    for (index, part) in keys.enumerated() {
      var words: [Int] = []
      for key in part where !words.contains(key) {
        if !keys.indices.contains(where: { $0 != index && keys[$0].contains(key) }) { words.append(key) }
      }
      own.append(words)
    }
    func touches(_ part: Int, _ position: Int) -> Bool {
      let clause = clauses[position]
      let lender = position > 0 && (clauses[position - 1].sentence == clause.sentence || clause.refersBack)
      let filter = Needed(parts[part], topic: topicIDs, ids: ids, otherHeads: otherHeads)
      return KeyPointMatcher.match(filter, clause, before: lender ? clauses[position - 1] : nil) != nil
    }
    for a in parts.indices where !own[a].isEmpty {
      for b in parts.indices where b != a && !own[b].isEmpty {
        for first in near {
          let said = rivalKeys[first]
          guard own[b].contains(where: { said.contains($0) }), own[a].contains(where: { said.contains($0) }),
            own[a].contains(where: { !said.contains($0) })
          else { continue }
          let saidOfA = own[a].filter { said.contains($0) }
          let saidOfB = own[b].filter { said.contains($0) }
          let unsaid = own[a].filter { !said.contains($0) }
          var touchesA: Bool?
          for second in clauses.indices where second != first {
            guard abs(clauses[second].sentence - clauses[first].sentence) <= 1 else { continue }
            let other = rivalKeys[second]
            guard own[b].contains(where: { other.contains($0) && !saidOfB.contains($0) }),
              unsaid.contains(where: { other.contains($0) }),
              !saidOfB.contains(where: { other.contains($0) }),
              !saidOfA.contains(where: { other.contains($0) })
            else { continue }
            if touchesA == nil { touchesA = touches(a, first) }
            guard touchesA == true else { break }
            if touches(b, second) {
              let (one, two) = (clauses[first].range, clauses[second].range)
              return min(one.lowerBound, two.lowerBound)..<max(one.upperBound, two.upperBound)
            }
          }
        }
      }
    }
    return nil
  }
}
