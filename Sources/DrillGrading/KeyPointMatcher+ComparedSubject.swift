/// The thing a point sets its claim against, said as a clause's subject (session 51, s51-reassign).
/// "A small pull request is easier to review thoroughly than a large one" is not stated by "A large
/// pull request is easier to review thoroughly": the clause gives the point's claim to what the
/// point compares its subject with (`Concept.compared`, after `than`), and lacks the point's
/// subject. `match` reads it as the claim said of a rival of the subject (`Match.swapped`): said the
/// same way it contradicts the point; denied ("a large one is not easier to review thoroughly") it
/// says nothing of it, as a rival's denial does. A clause that names the point's subject too
/// ("a large one is harder to review than a small one") is read as before.
extension KeyPointMatcher {
  /// Whether `match` is about what the part compares its subject with: the clause's first concept
  /// is one the part says only as what a claim is set against, in the part's second half, said
  /// plainly (not denied, compared, offered as an alternative or under a condition); neither the
  /// clause nor the clause before it (`borrowed`) says the part's first concept; and the clause
  /// says each other full-weight concept of the part.
  static func comparedAsSubject(
    _ part: Needed, _ clause: StatementReader.Clause, said: ConceptMap<StatementReader.Concept>,
    borrowed: ConceptMap<StatementReader.Concept>
  ) -> Bool {
    guard !part.compared.isEmpty, let head = clause.concepts.first, let first = part.order.first,
      said[first] == nil, borrowed[first] == nil, part.compared.contains(head.id),
      !part.subject.contains(head.id), head.negation == nil, !head.compared, !head.alternative,
      !head.conditional
    else { return false }
    // The point's whole claim said ("a large one is hard to review" lacks `easier`: it is not the
    // point's claim given to the other thing, and is read as before). Not the point said but for
    // its opening words: measured, that took "the photos look like what users take" from points
    // that set a likeness (`Concept.compared` after `like`) against their subject.
    return part.order.allSatisfy { name in
      name == first || part.compared.contains(name) || part.weights[name] != nil || said[name] != nil
    }
  }

  /// Whether `clause` states `needed` (a key point's concepts), and with which polarity.
  static func match(
    _ needed: [StatementReader.Concept], _ clause: StatementReader.Clause, before: StatementReader.Clause?,
    topic: Set<String>, lexicon: GradingLexicon, wholeClaim: Bool = false
  ) -> Match? {
    let ids = ConceptIDs(lexicon: lexicon)
    return match(
      Needed(ids.interned(needed), topic: ConceptSet(topic.map(ids.id)), ids: ids), ids.interned(clause),
      before: before.map(ids.interned), wholeClaim: wholeClaim)
  }
}
