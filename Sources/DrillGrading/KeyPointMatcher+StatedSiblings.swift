/// A point heard as contradicted only in the words of a sibling the answer states (session 50,
/// s50-alone). Two key points of one question are both true by construction: a statement of one
/// cannot deny the other through the words the two merely differ in. Said alone, "Binary search
/// needs the input to be sorted" was told it said the opposite of "The standard library has no
/// binary search on `Array`" (their shared `binary search`, one said with `no`), and "`public`:
/// usable from other modules" the opposite of "`open`: … from other modules" (`public` a rival of
/// `open`): 92 of the 107 errors of `check --points-alone`.
extension KeyPointMatcher {
  /// The sibling is stated: touched with at least this share of its weight (a weaker touch of a
  /// wrong answer reads a sibling into the very clause that denies the point).
  static let statedSiblingShare = 0.75

  /// A contradicted point is not contradicted, nor touched, when another point of the question is
  /// credited and the answer says none of the contradicted point's own words against it (its
  /// concepts that the credited point lacks, at least one): all the answer says of the point it
  /// says in the credited point's words, and what a rule took for a rival, a negation, a
  /// misstatement or a swap is only where the two true points differ. A real contradiction names
  /// something of the point's own (a word only it has, said anywhere in the answer) and is kept.
  /// Read once `withhold` has weighed the contradictions: a point the answer withholds states
  /// nothing here, and one credited stays so (an answer told less of its contradictions would
  /// withhold fewer of its wrong-reuse points).
  /// Nor when a clause that does not state the sibling states the point (`saysElsewhere`).
  /// Cost: nothing unless a point is contradicted and another credited; then the answer's words
  /// once and each pair's words.
  static func withdrawStatedSiblingContradictions(
    _ checks: inout [KeyPointCheck], _ signals: inout [KeyPointSignals],
    _ points: [[[StatementReader.Concept]]], judge: Judge
  ) {
    let contradicted = checks.indices.filter { checks[$0].contradicted }
    let credited = checks.indices.filter {
      checks[$0].credited && signals[$0].share >= statedSiblingShare
    }
    guard !contradicted.isEmpty, !credited.isEmpty else { return }
    let said = ConceptSet(judge.clauses.lazy.flatMap(\.concepts).map(\.id))
    let words = points.map { ConceptSet($0.joined().map(\.id)) }
    for index in contradicted where index < points.count && signals[index].contradiction != .wrongLine {
      let explained = credited.contains { other in
        guard other < points.count, !saysElsewhere(points[index], besides: points[other], judge: judge)
        else { return false }
        let own = points[index].joined().map(\.id).filter { !words[other].contains($0) }
        return !own.isEmpty && !own.contains(where: said.contains)
      }
      guard explained else { continue }
      (checks[index].contradiction, checks[index].touched) = (nil, false)
      (checks[index].evidence, checks[index].missing) = (nil, [])
      (signals[index].contradiction, signals[index].polarity) = (.none, nil)
    }
  }

  /// A clause states `point` (a part's share at least `elsewhereShare`, said as the point says it,
  /// not swapped) more than it states `sibling` (its parts' best share there, any polarity): the
  /// answer says the point's claim apart from the sibling it states, so a contradiction is its
  /// own (s50-alone2, the review's F7). "Use unowned when the target is guaranteed to outlive the
  /// reference, and also for references that may outlive the target" says the `weak` point's
  /// claim of `unowned` in its second clause (0.71 of `weak`, 0.56 of `unowned`), all in the
  /// `unowned` point's words: it stays contradicted. A point said alone states its own clauses.
  static func saysElsewhere(
    _ point: [[StatementReader.Concept]], besides sibling: [[StatementReader.Concept]], judge: Judge
  ) -> Bool {
    let clauses = judge.clauses
    func share(_ parts: [[StatementReader.Concept]], _ position: Int, stated: Bool) -> Double {
      let clause = clauses[position]
      let before =
        position > 0 && (clauses[position - 1].sentence == clause.sentence || clause.refersBack)
        ? clauses[position - 1] : nil
      return parts.lazy.compactMap { part in
        match(Needed(judge.ids.interned(part), topic: judge.topicIDs, ids: judge.ids), clause, before: before)
      }.filter { !stated || ($0.samePolarity && !$0.swapped && !$0.unclear) }.map(\.share).max() ?? 0
    }
    return clauses.indices.contains { position in
      let own = share(point, position, stated: true)
      return own >= elsewhereShare && own > share(sibling, position, stated: false)
    }
  }

  /// How much of a point a clause says to state it apart from a sibling (`saysElsewhere`).
  static let elsewhereShare = 0.5
}
