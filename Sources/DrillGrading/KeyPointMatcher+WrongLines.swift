/// When an answer states one of a point's `wrong:` lines (session 23, s23-grading43): only when
/// it asserts what the line claims. Two readings of right answers that were told "you said the
/// opposite" through a `wrong:` line they never asserted:
///
/// - **Reported, not said.** What a clause reports of someone else's belief or attempt ("people
///   expect `play()` to tell them when a stream is broken", "people sometimes try
///   `beginBackgroundTask` to keep the socket alive") or supposes (`as if`) is not a claim of the
///   speaker's: the judge of `wrong:` lines reads each clause without its reported part
///   (`StatementReader.reportStart`, `Clause.asserted`).
/// - **Its own words.** A `wrong:` line mostly says what its point says, of the same subject, with
///   something else claimed: "a dequeued cell always comes back empty" for "a reused cell keeps
///   every property it had before". The words the line shares with its point (and the point's
///   `also:` lines), said the same way, are no sign of the wrong claim: a right answer says them
///   too. A line touched below the contradiction threshold is stated only when the touch says one
///   of the line's own words (a concept the point does not say, or says the other way: "the
///   default animation is not a spring" against "the default animation is a spring"). At the
///   threshold (half the line's weight or more) it is stated as any contradiction is.
extension Judge {
  /// The judge of `wrong:` lines: a touch must say the words their negation governs
  /// (`wholeClaim`), and a clause is read without what it reports (`Clause.asserted`).
  static func wrongLines(_ judge: Judge, topic: [StatementReader.Concept]) -> Judge {
    var strict = judge
    if judge.clauses.contains(where: { $0.asserted != nil }) {
      let asserted = judge.clauses.map { clause in
        var clause = clause
        if let concepts = clause.asserted { clause.concepts = concepts }
        return clause
      }
      strict = Judge(clauses: asserted, topic: topic, lexicon: judge.lexicon)
    }
    strict.wholeClaim = true
    return strict
  }

  /// Where the answer states the `wrong:` line `parts` of a point (`point`, with its `also:`
  /// lines), outside the sentence `stating` that states the point itself (a wrong claim's words
  /// there are that statement's context, session 9); nil if it does not. Called on
  /// `wrongLines(_:topic:)`.
  func statedWrongLine(
    _ parts: [[StatementReader.Concept]], point: @autoclosure () -> [[[StatementReader.Concept]]],
    stating: Int?
  ) -> Range<String.Index>? {
    guard let touch = statement(parts).touch, stating == nil || sentence(at: touch.range) != stating
    else { return nil }
    guard touch.share < KeyPointMatcher.contradictionThreshold else { return touch.range }
    func key(_ concept: StatementReader.Concept) -> String {
      concept.name + (concept.flipped == (concept.negation == nil) ? "+" : "-")
    }
    let pointKeys = Set(point().joined().joined().map(key))
    let own = parts.joined().filter { !pointKeys.contains(key($0)) }
    guard !own.isEmpty else { return touch.range }
    var said = ConceptSet()
    for (index, clause) in clauses.enumerated() where clause.range.overlaps(touch.range) {
      said.formUnion(names[index])
    }
    return own.contains { said.contains(ids.id($0.name)) } ? touch.range : nil
  }
}
