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
  /// object, neither stated nor denied, where the part itself is bounded (`Needed.bounded`):
  /// "not A until B" says A happens once B does, which "A only after B" or "C until B" may say
  /// too. Against a point with no such bound, the denial stands ("doesn't update the value
  /// until return is pressed" still denies "updates the value on every keystroke").
  static func bounded(
    _ said: ConceptMap<StatementReader.Concept>, against part: Needed
  ) -> ConceptMap<StatementReader.Concept> {
    guard part.bounded, said.pairs.contains(where: { $0.1.bounded || $0.1.boundedAfter }) else { return said }
    return said.mapValues { concept in
      var concept = concept
      if concept.bounded { concept.purpose = true }
      // The bound and what it names are said, not denied: "until you call save".
      if concept.boundedAfter { concept.negation = nil }
      return concept
    }
  }
}
