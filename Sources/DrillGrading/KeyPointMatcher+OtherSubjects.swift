/// A clause that names another point's subject, read without that subject's stretch (session 31,
/// s31-grading88). Session 13's rule sets aside, for a point, every clause without the point's
/// first concept in which the first concept of another point of the question opens a stretch
/// (the clause's start, or a stretch after a comma, a colon, `and` or `or`): that clause is about
/// the other point. But a stretch is as far as a subject reaches. "If I write a pattern that
/// mentions two different packs at once, …, the compiler has to walk them in lockstep" names
/// the compiler (another point's subject) only in its last stretch, and states "Expanding two
/// packs in one pattern requires equal shape" before it; "In the test I create the
/// XCUIApplication, fill in launch arguments" names the test after `in`, a place, not a subject.
extension KeyPointMatcher {
  /// A clause's words outside the stretches another point's subject opens state the part when
  /// they say more than half of it (`besideOtherSubjectShare`), the same way round and of the
  /// part's own subject. The clause's first stretch is set aside only where its subject word
  /// follows a preposition (`Concept.afterPreposition`): a first stretch whose subject is the
  /// other point's makes the rest of the clause its predicate ("Reloading, on the other hand,
  /// updates the existing cell in place" is not about reconfiguring). Nil when nothing is set
  /// aside or the rest does not state the part: the clause stays the other point's. Cost: only
  /// where session 13's rule holds, one pass over the clause and one `match` of what is left
  /// (which sets nothing more aside, so it goes no deeper).
  static func besideOtherSubjects(
    _ part: Needed, _ clause: StatementReader.Clause, before: StatementReader.Clause?, wholeClaim: Bool
  ) -> Match? {
    guard let kept = outsideOtherSubjects(clause.concepts, part.otherSubjects), !kept.isEmpty else {
      return nil
    }
    var rest = clause
    rest.concepts = kept
    guard let stated = match(part, rest, before: before, wholeClaim: wholeClaim),
      stated.samePolarity, !stated.swapped, !stated.unclear, stated.share > besideOtherSubjectShare
    else { return nil }
    return stated
  }

  /// The concepts of a clause outside the stretches that a subject of `otherSubjects` (rival
  /// keys) opens, the first stretch only after a preposition; nil when none is set aside. They
  /// are copied only from the first concept set aside on: most clauses set nothing aside, and
  /// a copy of each was half the cost of `besideOtherSubjects` (s31-checkfast24).
  static func outsideOtherSubjects(
    _ concepts: [StatementReader.Concept], _ otherSubjects: ConceptSet
  ) -> [StatementReader.Concept]? {
    var kept: [StatementReader.Concept]?
    var setAside = false
    for (index, concept) in concepts.enumerated() {
      if concept.opens {
        setAside =
          (index > 0 || concept.afterPreposition)
          && otherSubjects.contains(ConceptIDs.key(concept.id, flipped: concept.flipped))
      }
      if setAside {
        if kept == nil { kept = Array(concepts[..<index]) }
      } else {
        kept?.append(concept)
      }
    }
    return kept
  }

  /// More than half of a point, said beside another point's subject, states it (`besideOtherSubjects`).
  static let besideOtherSubjectShare = 0.5
}
