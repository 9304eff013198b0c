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
    // with a comma in it.
    guard answer.utf8[range].contains(UInt8(ascii: ",")),
      clauses.contains(where: { $0.range == range })
    else { return range }
    // The clause read alone: its tokens' ranges are in `text`.
    let text = String(answer[range])
    let tokens = Array(reader.plainSentences(of: text, asides: false).joined())
    let statements = reader.spliceStatements(tokens, in: text)
    guard statements.count > 1 else { return range }
    var order: [Int32] = []
    for concept in parts.joined() where !order.contains(concept.number) { order.append(concept.number) }
    let subject = Set(Needed.subject(of: order))
    let all = Set(order)
    var best: (range: Range<String.Index>, subject: Int, all: Int)?
    for statement in statements {
      let own = tokens.filter { statement.contains($0.range.lowerBound) }
      let said = Set(reader.concepts(reader.dropFillers(own)).map(\.number))
      let score = (said.intersection(subject).count, said.intersection(all).count)
      if score.1 > 0, score > (best.map { ($0.subject, $0.all) } ?? (0, 0)) {
        best = (statement, score.0, score.1)
      }
    }
    guard let best else { return range }
    func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.startIndex, to: index) }
    let start = answer.utf8.index(range.lowerBound, offsetBy: offset(best.range.lowerBound))
    return start..<answer.utf8.index(range.lowerBound, offsetBy: offset(best.range.upperBound))
  }
}
