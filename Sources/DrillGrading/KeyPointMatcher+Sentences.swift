/// Where the clauses of an answer lie: the sentences they make up, and their text.
extension Judge {
  /// The text of the clauses `sentence` (a non-empty range), in text order: an aside in
  /// parentheses is read after its sentence but lies inside it.
  func span(_ sentence: Range<Int>) -> Range<String.Index> { Self.span(sentence, of: clauses) }

  static func span(_ sentence: Range<Int>, of clauses: [StatementReader.Clause]) -> Range<String.Index> {
    let first = clauses[sentence.lowerBound].range
    return clauses[sentence].reduce(first) { span, clause in
      min(span.lowerBound, clause.range.lowerBound)..<max(span.upperBound, clause.range.upperBound)
    }
  }

  /// The sentence of the clause where `range` starts.
  func sentence(at range: Range<String.Index>) -> Int? {
    clauses.first { $0.range.contains(range.lowerBound) }?.sentence
  }

  /// The clauses of each sentence, as index ranges into `clauses`.
  static func sentences(of clauses: [StatementReader.Clause]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    while start < clauses.count {
      var end = start + 1
      while end < clauses.count, clauses[end].sentence == clauses[start].sentence { end += 1 }
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }
}
