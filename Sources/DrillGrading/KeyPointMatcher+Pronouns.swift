/// A pronoun that opens a sentence stands for a subject the sentence before named, in any of
/// its clauses, not only in its last: "NSCache fits the memory side nicely because it's
/// thread-safe …: I can read and write it from background tasks …. It also throws things out
/// on its own when the system runs low on memory" (session 21, `KeyPointMatcherPronounTests`).
extension Judge {
  /// The sentence before a clause that opens its own sentence with a pronoun, read as one
  /// clause: where that clause may take its subject from.
  struct SentenceLender {
    var clause: StatementReader.Clause
    var names: ConceptSet
    /// The lender is the question (`questionLends`).
    var isQuestion = false
  }

  /// For each clause that opens its sentence with a pronoun (`Clause.refersBack`) after a
  /// sentence of two clauses or more, that sentence as a `SentenceLender` (after a sentence of
  /// one clause, the clause before lends already). The answer's first clause, when it opens
  /// with a pronoun ("It takes all the space offered" for "What does `GeometryReader` cost?"),
  /// takes its subject from the question: `topic`, the prompt's concepts (session 32).
  static func sentenceLenders(
    _ clauses: [StatementReader.Clause], sentences: [Range<Int>], names: [ConceptSet],
    topic: @autoclosure () -> [StatementReader.Concept]
  ) -> [Int: SentenceLender] {
    var lenders: [Int: SentenceLender] = [:]
    // The prompt's concepts are numbered only for a first clause that opens with a pronoun.
    if let first = clauses.first, first.refersBack, case let topic = topic(), !topic.isEmpty {
      // The quote starts at the clause: the prompt is no text of the answer.
      let start = first.range.lowerBound..<first.range.lowerBound
      lenders[0] = SentenceLender(
        clause: StatementReader.Clause(range: start, concepts: topic, sentence: first.sentence),
        names: ConceptSet(topic.map(\.id)), isQuestion: true)
    }
    for (before, sentence) in zip(sentences, sentences.dropFirst())
    where before.count > 1 && clauses[sentence.lowerBound].refersBack {
      lenders[sentence.lowerBound] = SentenceLender(
        clause: StatementReader.Clause(
          range: span(before, of: clauses), concepts: clauses[before].flatMap(\.concepts),
          sentence: clauses[before.lowerBound].sentence),
        names: names[before].reduce(into: ConceptSet()) { $0.formUnion($1) })
    }
    return lenders
  }

  /// The touch of the clause at `position` with its subject taken from the whole sentence
  /// before (`sentenceLenders`). A touch only, and used only when nothing else touches the part
  /// (`part(_:)`): which subject a pronoun stands for across a sentence is a reading, and a
  /// reading may credit a point no clause states but never contradict one, nor take the place
  /// of a clause that states it (whose sentence the rules after a touch read). The clause is
  /// still judged with the clause before as its lender, as any clause is. Nor does it state a
  /// `wrong:` line (`wholeClaim`): that too would accuse ("It requires HTTPS" after a sentence
  /// naming ATS stated "ATS upgrades an `http://` request to HTTPS for you" in the bank's audit).
  func pronounTouch(_ part: Needed, at position: Int) -> (share: Double, range: Range<String.Index>)? {
    guard !wholeClaim, let lender = sentenceLenders[position],
      part.mayMatch(names: names[position], rivalKeys: rivalKeys[position], before: lender.names),
      !lender.isQuestion || questionLends(part, topic: lender.clause.concepts),
      let match = KeyPointMatcher.match(
        part, clauses[position], before: lender.clause, wholeClaim: wholeClaim),
      match.samePolarity, !match.swapped, !match.unclear
    else { return nil }
    let clause = clauses[position].range
    return (match.share, match.borrowsSubject ? lender.clause.range.lowerBound..<clause.upperBound : clause)
  }

  /// The question lends its subject only to a point about the first of the points' subjects
  /// the prompt names: the point opens with the prompt's first concept that opens any key point
  /// ("It's when GCD makes many more threads than you have cores" is about thread explosion,
  /// not about how Swift concurrency avoids it, the prompt's second subject).
  func questionLends(_ part: Needed, topic: [StatementReader.Concept]) -> Bool {
    guard let head = part.order.first else { return false }
    return topic.first(where: { $0.id == head || otherHeads.contains($0.id) })?.id == head
  }
}
