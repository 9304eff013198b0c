/// Another claim said of the point's own subject and relation (session 35, s35-grading106): a
/// wrong answer that keeps each point's subject in the point's words and puts another value where
/// the point's stands, with no denial ("A connection's Channel moves between event loops to balance
/// the load" for "A connection's `Channel` belongs to one event loop for its whole life"). A clause
/// that names a subject and then says something of its own is also how an expert paraphrases, so
/// one such clause is no evidence: the touches are withheld only in an answer that does it for two
/// points or more and contradicts a point besides (`withholdOtherClaims`).
extension KeyPointMatcher {
  /// An answer needs this many points touched only through another claim of their subject.
  static let otherClaimsLeast = 2

  /// When a point of the answer is contradicted and `otherClaimsLeast` credited points or more were
  /// touched where a clause says another claim of their subject (`noted`, `Judge.saysOtherClaim`),
  /// each is judged again without such clauses (`again`); if that many lose their credit, they take
  /// the new verdicts, else every verdict stays. The points withheld, returned, are read so from then
  /// on (`withdrawSiblingTouches` judges again too). Cost: nothing unless two points are noted; then
  /// a grading again of each.
  static func withholdOtherClaims(
    _ graded: inout [Graded], noted: Set<Int>, again: (Int) -> Graded
  ) -> Set<Int> {
    let noted = noted.filter { graded[$0].0.credited }
    guard noted.count >= otherClaimsLeast, graded.contains(where: { $0.0.contradicted }) else { return [] }
    let lost = noted.sorted().map { ($0, again($0)) }.filter { !$0.1.0.credited }
    guard lost.count >= otherClaimsLeast else { return [] }
    for (index, result) in lost { graded[index] = result }
    return Set(lost.map(\.0))
  }
}

extension Judge {
  /// The clause at `position` says two of the part's concepts or more up to one past its first (the
  /// anchor: its subject and relation, "a connection's channel"), then two full-weight concepts of
  /// its own (not the part's, not the prompt's, not common, not denied) where the part's value
  /// stands: the run of the part's concepts after the anchor, up to the next one the clause says.
  /// That value holds a concept the lexicon names and is said nowhere in the clause's sentence, and
  /// the clause's own words hold another the lexicon names ("moves … balance the load" for "belongs
  /// … one event loop"): two domain words, not one said in other words. Read only for a match said
  /// the same way.
  func saysOtherClaim(_ part: Needed, at position: Int) -> Bool {
    let order = part.order
    guard order.count >= 3 else { return false }
    let clause = clauses[position]
    let named = lexicon.named
    var anchor: Int?
    var (saidBefore, own, ownNamed) = (0, 0, false)
    // The value's run between the anchor and `next`, with the clause's own words in its place.
    func slot(closing next: Int) -> Bool {
      guard let anchor, anchor >= 1, saidBefore >= 2, own >= 2, ownNamed, next > anchor + 1 else {
        return false
      }
      let run = order[(anchor + 1)..<next]
      guard run.contains(where: { part.weights[$0] == nil }),
        run.contains(where: { id in part.needed.contains { $0.id == id && named.contains($0.number) } })
      else { return false }
      for index in sentenceRanges.first(where: { $0.contains(position) }) ?? position..<position + 1
      where run.contains(where: names[index].contains) {
        return false
      }
      return true
    }
    for concept in clause.concepts {
      if let index = order.firstIndex(of: concept.id) {
        if slot(closing: index) { return true }
        if index > (anchor ?? -1) {
          anchor = index
          saidBefore += 1
        }
        (own, ownNamed) = (0, false)
      } else if anchor != nil, concept.negation == nil, !topicIDs.contains(concept.id),
        !ids.isCommon(concept.id)
      {
        own += 1
        ownNamed = ownNamed || named.contains(concept.number)
      }
    }
    return slot(closing: order.count)
  }
}
