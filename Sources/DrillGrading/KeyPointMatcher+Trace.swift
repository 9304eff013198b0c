/// How the matcher read one key point against one answer, for whoever tunes it
/// (`swiftdrill-grading trace`): each part's concepts, each clause's concepts, and
/// what each clause (and sentence) does with each part.
extension KeyPointMatcher {
  package static func trace(_ point: String, answer: String, prompt: String, lexicon: GradingLexicon)
    -> String
  {
    var reader = StatementReader(lexicon: lexicon, stemmer: SnowballStemmer())
    reader.terms = reader.questionTerms(prompt: prompt, keyPoints: [point])
    reader.questionAgainStems = QuestionAgainStems([point], maker: reader)
    let clauses = reader.clauses(answer)
    let topic = Set(reader.statement(prompt).map(\.name))
    func show(_ concepts: [StatementReader.Concept]) -> String {
      concepts.map { concept in
        (concept.opens ? "|" : "") + concept.name + (concept.flipped ? "¬" : "")
          + (concept.negation.map { concept.purpose ? "[avoid\($0)]" : "[not\($0)]" } ?? "")
          + (concept.objectDenial.map { "[object not\($0)]" } ?? "")
      }.joined(separator: " ")
    }
    var lines: [String] = []
    let parts = reader.parts(point)
    for (index, part) in parts.enumerated() { lines.append("part \(index + 1): \(show(part))") }
    for (position, clause) in clauses.enumerated() {
      lines.append("clause \(position) (sentence \(clause.sentence)): \(show(clause.concepts))")
      let before =
        position > 0 && (clauses[position - 1].sentence == clause.sentence || clause.refersBack)
        ? clauses[position - 1] : nil
      for (index, part) in parts.enumerated() {
        if let match = match(part, clause, before: before, topic: topic, lexicon: lexicon) {
          lines.append(
            "  part \(index + 1): share \(match.share) "
              + (match.unclear
                ? "unclear" : match.swapped ? "swapped" : match.samePolarity ? "same" : "OPPOSITE"))
        }
      }
    }
    let check = KeyPointMatcher.check([point], against: answer, prompt: prompt, lexicon: lexicon)[0]
    lines.append(check.credited ? "credited" : check.contradicted ? "contradicted" : "not said")
    if let evidence = check.evidence { lines.append("  ✓ \(evidence)") }
    if let contradiction = check.contradiction { lines.append("  ✗ \(contradiction)") }
    return lines.joined(separator: "\n")
  }
}
