extension KeyPointMatcher {
  /// Each of `names` said in `clause`, as the occurrence nearest the point's
  /// subject when it is said more than once ("structs are copied, classes are
  /// shared": the `copy` said of structs is the first); with no subject in the
  /// clause, a negated occurrence wins ("subclassing, actors can't inherit").
  static func occurrences(
    of names: ConceptSet, in clause: StatementReader.Clause, subject: ConceptSet
  ) -> ConceptMap<StatementReader.Concept> {
    let concepts = clause.concepts
    var said = ConceptMap<(concept: StatementReader.Concept, distance: Int)>()
    for (index, concept) in concepts.enumerated() where names.contains(concept.id) {
      // The distance to the nearest other subject concept (0: none). The subject's concepts
      // asked in place: a clause has a handful, and their list was an array a call (issue 29
      // (a), s41-checkfast40: 34,555 arrays on the prose bank).
      var nearest: Int?
      for anchor in concepts.indices
      where concepts[anchor].id != concept.id && subject.contains(concepts[anchor].id) {
        nearest = min(nearest ?? .max, abs(anchor - index))
      }
      let distance = nearest ?? 0
      if let known = said[concept.id] {
        let closer = distance < known.distance
        let tie = distance == known.distance && concept.negated && !known.concept.negated
        guard closer || tie else { continue }
      }
      said[concept.id] = (concept, distance)
    }
    return said.mapValues(\.concept)
  }
}
