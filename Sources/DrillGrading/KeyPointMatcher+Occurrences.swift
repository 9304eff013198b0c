extension KeyPointMatcher {
  /// Each of `names` said in `clause`, as the occurrence nearest the point's
  /// subject when it is said more than once ("structs are copied, classes are
  /// shared": the `copy` said of structs is the first); with no subject in the
  /// clause, a negated occurrence wins ("subclassing, actors can't inherit").
  static func occurrences(
    of names: ConceptSet, in clause: StatementReader.Clause, subject: ConceptSet
  ) -> ConceptMap<StatementReader.Concept> {
    let anchors = clause.concepts.indices.filter { subject.contains(clause.concepts[$0].id) }
    var said = ConceptMap<(concept: StatementReader.Concept, distance: Int)>()
    for (index, concept) in clause.concepts.enumerated() where names.contains(concept.id) {
      // The distance to the nearest other subject concept (0: none).
      var nearest: Int?
      for anchor in anchors where clause.concepts[anchor].id != concept.id {
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
