/// How short a sentence is to be read as a fragment, paired with its neighbour
/// (`Judge.fragmentPairs`).
extension KeyPointMatcher {
  /// Sentences this short are fragments: two adjacent ones are also read together (five
  /// gained on five held-out sets of six in session 15 but lost on the blind heldout7).
  static let fragmentConcepts = 4
  /// A fragment of one concept more pairs with its neighbour too ("UI tests on merge or nightly.
  /// PRs get unit tests plus a few key flows."), where their touch has this share (session 30,
  /// `Judge.fragmentPairs`).
  static let wideFragmentConcepts = 5
  static let wideFragmentShare = 0.45
}

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

  /// The sentences of the clauses `range` overlaps (two for a pair of fragments read together).
  func sentences(overlapping range: Range<String.Index>) -> [Int] {
    var sentences: [Int] = []
    for clause in clauses where clause.range.overlaps(range) && !sentences.contains(clause.sentence) {
      sentences.append(clause.sentence)
    }
    return sentences
  }

  /// Adjacent fragments read together, as terse answers are spoken ("Optional of T. An enum,
  /// some or none."): each pair of sentences of at most `fragmentConcepts` concepts, and (`wide`)
  /// of at most `wideFragmentConcepts` where one has more (session 30: "UI tests on merge or
  /// nightly. PRs get unit tests plus a few key flows."), unless a `;` joins them: the reader ends
  /// a sentence there, but the two are a writer's statements set side by side, each whole. A wide
  /// pair needs `wideFragmentShare` of a point (`part`) and never touches a `wrong:` line.
  static func fragmentPairs(
    _ sentences: [Range<Int>], of clauses: [StatementReader.Clause], text: String?
  ) -> [(Range<Int>, Bool)] {
    func size(_ sentence: Range<Int>) -> Int { clauses[sentence].reduce(0) { $0 + $1.concepts.count } }
    var pairs: [(Range<Int>, Bool)] = []
    for (first, second) in zip(sentences, sentences.dropFirst()) {
      let longest = max(size(first), size(second))
      if longest <= KeyPointMatcher.fragmentConcepts {
        pairs.append((first.lowerBound..<second.upperBound, false))
        continue
      }
      guard longest <= KeyPointMatcher.wideFragmentConcepts, let text else { continue }
      let (end, start) = (span(first, of: clauses).upperBound, span(second, of: clauses).lowerBound)
      if end <= start, holdsSemicolon(text, end..<start) { continue }
      pairs.append((first.lowerBound..<second.upperBound, true))
    }
    return pairs
  }

  /// `text[range].contains(";")` (Foundation's search, a composed character at a time), read on the
  /// bytes where the range and the byte on either side of it are ASCII: there every character is one
  /// byte and the slice is the range's own (issue 29 (a), s49-checkfast: Foundation's search was
  /// 3,750 instructions a wide pair, 0.4 % of a `check` of the prose bank). Any other text: Foundation.
  static func holdsSemicolon(_ text: String, _ range: Range<String.Index>) -> Bool {
    let bytes = text.utf8
    let from = range.lowerBound > bytes.startIndex ? bytes.index(before: range.lowerBound) : range.lowerBound
    let to = range.upperBound < bytes.endIndex ? bytes.index(after: range.upperBound) : range.upperBound
    guard bytes[from..<to].allSatisfy({ $0 < 0x80 }) else { return text[range].contains(";") }
    return bytes[range].contains(UInt8(ascii: ";"))
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
