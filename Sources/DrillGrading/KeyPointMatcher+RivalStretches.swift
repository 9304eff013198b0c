/// A contrast of two subjects in one clause (session 46, s46-falseopp; docs/evaluation.md): the
/// reader keeps a comma splice one clause (session 21), so "Structs are value types and copy on
/// assignment, classes are reference types that share one instance" read the classes' reference
/// semantics as the opposite of the structs' value semantics, and a right answer was told it said
/// the opposite of "Structs copy on assignment (value semantics); …"; said as two sentences, it is
/// credited. A stretch of the clause that opens with a rival of the part's subject (`rival:`,
/// "classes" for "structs") goes on about that rival until a stretch opens with the subject again:
/// a contradiction read there is not the subject's. Where the clause read without those stretches
/// states the part, the way the point says it, that is the clause's match. A clause that says
/// the opposite in the subject's own stretch ("structs share one instance, classes copy"), or whose
/// rest states nothing of the part, is still a contradiction.
extension KeyPointMatcher {
  /// `flipped`, `clause`'s match of `part`, read again without the stretches a rival of the
  /// part's subject opens: the match of the rest when it states the part the same way round;
  /// nil when nothing is set aside, or the rest does not state it. Cost: only for a match that
  /// says the part the other way, one pass over the clause and one `match` of the rest (which
  /// sets no stretch aside, so it goes no deeper).
  static func besideRivalStretches(
    _ part: Needed, _ clause: StatementReader.Clause, before: StatementReader.Clause?, wholeClaim: Bool
  ) -> Match? {
    guard let head = part.order.first, let rivals = part.subjectRivals[head],
      let kept = outsideRivalStretches(clause.concepts, head: head, rivals: rivals)
    else { return nil }
    var rest = clause
    rest.concepts = kept
    guard
      let stated = match(
        part, rest, before: before, wholeClaim: wholeClaim, stretches: false, rivalStretches: false),
      stated.samePolarity, !stated.swapped, !stated.unclear
    else { return nil }
    return stated
  }

  /// The concepts of a clause outside the stretches that a rival of `head` (rival keys) opens,
  /// each running on to the next stretch that `head` opens; nil when none is set aside, or when
  /// `head` is not said outside them.
  static func outsideRivalStretches(
    _ concepts: [StatementReader.Concept], head: Int, rivals: ConceptSet
  ) -> [StatementReader.Concept]? {
    var kept: [StatementReader.Concept] = []
    var (setAside, any, headKept) = (false, false, false)
    for concept in concepts {
      if concept.opens {
        if concept.id == head {
          setAside = false
        } else if rivals.contains(ConceptIDs.key(concept.id, flipped: concept.flipped)) {
          setAside = true
        }
      }
      if setAside {
        any = true
      } else {
        kept.append(concept)
        headKept = headKept || concept.id == head
      }
    }
    return any && headKept ? kept : nil
  }
}
