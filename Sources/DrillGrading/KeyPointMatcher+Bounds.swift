extension KeyPointMatcher {
  // MARK: "not A until B" against a point bounded the same way (session 28, s28-grading67)

  /// The concepts that bound a claim in time or by a condition ("stays in the context until you
  /// call save", "only cancelled if …", "moves after the first frame"), by their names: the stems
  /// of `until`, `only` and the lexicon's `before` group, which `after` is said as, flipped.
  static let boundNames: Set<String> = ["until", "onli", "befor"]
  /// Their numbers (`ConceptNames`): a part's concepts are compared with them, not named.
  static let boundNumbers = boundNames.map(ConceptNames.shared.number)

  /// `said` (a clause's occurrences of a part's concepts) with each concept a bounded denial
  /// holds (`Concept.bounded`: "nothing goes to disk until you call save") read as a purpose's
  /// object, neither stated nor denied: "not A until B" says A happens once B does, which "A only
  /// after B", "C until B" or a plain "A at B" may say too. So it is read where the part itself is
  /// bounded (`Needed.bounded`), and where the part says A plainly and B names some of its words
  /// ("every stored property has a value before an initializer ends" for "an initializer isn't
  /// done until every stored property has a value"; session 32, s32-grading97). A bound that names
  /// none of them keeps the denial ("doesn't update the value until return is pressed" still
  /// denies "updates the value on every keystroke"); so does a part that denies A itself ("a
  /// publisher does no work until it is subscribed to"), where the two denials agree as before.
  static func bounded(
    _ said: ConceptMap<StatementReader.Concept>, against part: Needed
  ) -> ConceptMap<StatementReader.Concept> {
    guard said.pairs.contains(where: { $0.1.bounded || $0.1.boundedAfter }) else { return said }
    // Against a point with no bound of its own, only a bound that names some of its words.
    let namesPoint = said.pairs.contains { $0.1.boundedAfter }
    guard part.bounded || namesPoint else { return said }
    return said.mapValues { concept in
      var concept = concept
      guard part.bounded || part.inPoint[concept.id]?.negation == nil else { return concept }
      if concept.bounded { concept.purpose = true }
      // The bound and what it names are said, not denied: "until you call save".
      if concept.boundedAfter { concept.negation = nil }
      return concept
    }
  }
}
