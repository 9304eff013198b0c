extension Judge {
  /// The statement of a comma splice (`StatementReader.spliceStatements`) that a clause touching
  /// `parts` says them in, or the clause when it holds one statement or none stands out: the
  /// statement that names most of the point's subject (the first half of its concepts), then most
  /// of its concepts, the first of equals. "the plain C enum shows up as a struct with raw values,
  /// RED and GREEN become global constants, the NS_ENUM one becomes a real Swift enum" is quoted
  /// for the `NS_ENUM` point from its third statement, not around the first one's words.
  func spliced(
    _ range: Range<String.Index>, _ parts: [[StatementReader.Concept]], _ answer: String,
    _ reader: StatementReader
  ) -> Range<String.Index> {
    // Only a clause of its own (a sentence read whole, a borrowed subject: the span is the reading),
    // with a comma or a colon in it.
    guard clauses.contains(where: { $0.range == range }),
      answer[range].contains(where: { $0 == "," || $0 == ":" })
    else { return range }
    let tokens = reader.sentences(of: answer).joined().filter { range.contains($0.range.lowerBound) }
    let statements = reader.spliceStatements(Array(tokens), in: answer)
    guard statements.count > 1 else { return range }
    var order: [String] = []
    for concept in parts.joined() where !order.contains(concept.name) { order.append(concept.name) }
    let subject = Set(order.prefix(max(1, (order.count + 1) / 2)))
    let all = Set(order)
    var best: (range: Range<String.Index>, subject: Int, all: Int)?
    for statement in statements {
      let said = Set(reader.statement(String(answer[statement])).map(\.name))
      let score = (said.intersection(subject).count, said.intersection(all).count)
      if score.1 > 0, score > (best.map { ($0.subject, $0.all) } ?? (0, 0)) {
        best = (statement, score.0, score.1)
      }
    }
    return best?.range ?? range
  }
}
