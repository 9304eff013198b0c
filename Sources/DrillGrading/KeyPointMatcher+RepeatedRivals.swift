/// A rival of a word the point says twice, in the second's place (s41-grading129): "Cancelling
/// the surrounding task pauses the request" for "Cancelling the surrounding task cancels the
/// request". The clause says the point's `cancel` once, as its subject, so every concept of the
/// point is heard; the lexicon's rival (`rival: cancel | pause`) after it stands where the point
/// says `cancel` again, as its claim. Read only for a point that names a concept twice
/// (`needed.count > order.count`, one comparison) and only the clause's concepts.
extension KeyPointMatcher {
  /// The rival (or the opposite) of a concept the point names twice the same way, one in its
  /// subject: said plainly after the clause's one plain saying of that concept, not denied, not
  /// offered as an alternative, compared or in a condition.
  static func repeatedWordRival(
    _ part: Needed, in clause: StatementReader.Clause, said: ConceptMap<StatementReader.Concept>
  ) -> StatementReader.Concept? {
    // The clause about the point's subject: it says each of its concepts.
    guard part.needed.count > part.order.count,
      part.order.allSatisfy({ !part.subject.contains($0) || said[$0] != nil })
    else { return nil }
    for name in part.order where part.subject.contains(name) {
      guard let occurrence = said[name], occurrence.negation == nil, !part.mixed.contains(name),
        let point = part.inPoint[name], point.negation == nil,
        part.needed.lazy.filter({ $0.id == name && $0.negation == nil }).count >= 2
      else { continue }
      let plain = ConceptIDs.key(name, flipped: point.flipped)
      let opposite = ConceptIDs.key(name, flipped: !point.flipped)
      let rivals = part.subjectRivals[name] ?? ConceptSet()
      var seen = false
      var rival: StatementReader.Concept?
      for concept in clause.concepts {
        let key = ConceptIDs.key(concept.id, flipped: concept.flipped)
        if key == plain {
          if seen { return nil }
          seen = true
        } else if seen, rival == nil, key == opposite || rivals.contains(key), !part.pointKeys.contains(key),
          concept.negation == nil, !concept.alternative, !concept.compared, !concept.conditional
        {
          rival = concept
        }
      }
      if let rival { return rival }
    }
    return nil
  }
}
