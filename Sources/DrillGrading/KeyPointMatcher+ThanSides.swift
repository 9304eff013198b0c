/// Session 53 (s53-than): the two sides of a `than` comparison, read in their order. "Linux runners
/// cost less per minute than macOS runners" states "macOS runners cost more per minute than Linux
/// runners"; "Linux runners cost more per minute than macOS runners" says its opposite. The
/// matcher reads a clause's concepts without the order of the comparison's sides, so a point whose
/// comparison an answer says with its sides the other way round (`ThanComparison.reversed`) is
/// graded turned round: its two sides swapped and its comparative said as its opposite ("A is more
/// X than B" read as "B is less X than A"), which states the same claim in the answer's order.
extension KeyPointMatcher {
  /// One `than` comparison of a sentence: the words of its clause before the comparative (its
  /// subject and verb), the comparative, and the words after `than` to the clause's end.
  struct ThanComparison {
    var left: Range<Int>
    var comparative: Int
    var than: Int
    var right: Range<Int>
  }

  /// A word of a sentence, or a mark that ends a clause (`,`, `;`, `:`, a dash or a bracket).
  struct ThanToken {
    var range: Range<String.Index>
    var text: String
    var mark: Bool
  }

  /// Words that end the stretch after `than` and open the clause of a comparison's subject.
  static let thanClauseBounds: Set<String> = [
    "which", "because", "so", "when", "whenever", "while", "whereas", "since", "where", "if", "but",
    "though", "although", "unless", "that", "who", "whose",
  ]
  /// Words before `than` that make it no comparison of two sides ("rather than", "other than").
  static let thanDenials: Set<String> = ["rather", "other"]
  /// How many words before `than` the comparative may be ("costs more per minute than").
  static let comparativeReach = 6

  /// `text`'s words and clause marks.
  static func thanTokens(_ text: Substring) -> [ThanToken] {
    var tokens: [ThanToken] = []
    var index = text.startIndex
    func isWord(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || "'’-_`@".contains(character)
    }
    while index < text.endIndex {
      let character = text[index]
      if isWord(character) {
        let start = index
        while index < text.endIndex, isWord(text[index]) { index = text.index(after: index) }
        tokens.append(ThanToken(range: start..<index, text: text[start..<index].lowercased(), mark: false))
        continue
      }
      if ",;:()—–".contains(character) {
        let next = text.index(after: index)
        tokens.append(ThanToken(range: index..<next, text: String(character), mark: true))
      }
      index = text.index(after: index)
    }
    return tokens
  }

  /// The `than` comparisons of one sentence's tokens whose comparative `opposite` knows.
  static func thanComparisons(_ tokens: [ThanToken], opposite: (String) -> String?) -> [ThanComparison] {
    var found: [ThanComparison] = []
    for (than, token) in tokens.enumerated() where token.text == "than" && than > 0 {
      guard !thanDenials.contains(tokens[than - 1].text) else { continue }
      let bound = { (index: Int) in tokens[index].mark || thanClauseBounds.contains(tokens[index].text) }
      var start = than
      while start > 0, !bound(start - 1) { start -= 1 }
      guard
        let comparative = (max(start, than - comparativeReach)..<than).reversed().first(where: {
          opposite(tokens[$0].text) != nil
        })
      else { continue }
      var end = than + 1
      while end < tokens.count, !bound(end) { end += 1 }
      found.append(
        ThanComparison(
          left: start..<comparative, comparative: comparative, than: than, right: (than + 1)..<end))
    }
    return found
  }

  /// `point` turned round (its sides swapped, its comparative said as its opposite) when a
  /// sentence of `answer` says its one `than` comparison with the sides the other way round and
  /// none says them in the point's order; else nil.
  static func turnedPoint(_ point: String, answer: String, lexicon: GradingLexicon, stemmer: SnowballStemmer)
    -> String?
  {
    guard point.contains(" than "), answer.contains(" than ") else { return nil }
    let stop = lexicon.stopWords
    let opposite = { (word: String) in lexicon.comparativeOpposite(word, stemmer: stemmer) }
    let pointTokens = thanTokens(point[...])
    let pointComparisons = thanComparisons(pointTokens, opposite: opposite)
    guard pointComparisons.count == 1, let comparison = pointComparisons.first else { return nil }
    func stems(_ tokens: ArraySlice<ThanToken>) -> Set<String> {
      Set(tokens.flatMap { looseWords($0.text[...], stemmer: stemmer, stop: stop).map(\.stem) })
    }
    let (pointLeft, pointRight) = (stems(pointTokens[comparison.left]), stems(pointTokens[comparison.right]))
    let (ownLeft, ownRight) = (pointLeft.subtracting(pointRight), pointRight.subtracting(pointLeft))
    var crossing: (left: Set<String>, right: Set<String>)?
    for sentence in contrastSentences(answer) {
      let tokens = thanTokens(answer[sentence])
      for said in thanComparisons(tokens, opposite: opposite) {
        let (left, right) = (stems(tokens[said.left]), stems(tokens[said.right]))
        let (saidLeft, saidRight) = (left.subtracting(right), right.subtracting(left))
        // The point's compared thing said after `than` too: the sides in the point's order.
        if !ownRight.isDisjoint(with: saidRight) { return nil }
        let crossed = (ownLeft.intersection(saidRight), ownRight.intersection(saidLeft))
        if crossing == nil, !crossed.0.isEmpty, !crossed.1.isEmpty { crossing = crossed }
      }
    }
    guard let crossing, let turned = opposite(pointTokens[comparison.comparative].text) else { return nil }
    func span(_ range: Range<Int>, _ words: Set<String>) -> Range<String.Index>? {
      let hits = range.filter { !stems(pointTokens[$0...$0]).isDisjoint(with: words) }
      guard let first = hits.first, let last = hits.last else { return nil }
      return pointTokens[first].range.lowerBound..<pointTokens[last].range.upperBound
    }
    guard let left = span(comparison.left, crossing.left), let right = span(comparison.right, crossing.right)
    else { return nil }
    let said = pointTokens[comparison.comparative].range
    let pieces: [Substring] = [
      point[..<left.lowerBound], point[right], point[left.upperBound..<said.lowerBound], turned[...],
      point[said.upperBound..<right.lowerBound], point[left], point[right.upperBound...],
    ]
    return pieces.joined()
  }
}

extension KeyPointMatcher {
  /// `judgedContrasts`, then each point an answer's `than` comparison says with its sides the
  /// other way round (`turnedPoint`) graded again turned round, its check named by the point as
  /// written (session 53, s53-than).
  package static func judged(
    _ keyPoints: [String], notes: [KeyPointNotes] = [], against answer: String, prompt: String = "",
    lexicon: GradingLexicon, readings: KeyPointReadings? = nil, model: String = "",
    quotesEvidence: Bool = true, everySignal: Bool = true, withdrawsSiblings: Bool = true,
    listsMissing: Bool = true, showsPartialDenials: Bool = true, writesQuotes: Bool = true
  ) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
    func graded(_ points: [String]) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
      judgedContrasts(
        points, notes: notes, against: answer, prompt: prompt, lexicon: lexicon, readings: readings,
        model: model, quotesEvidence: quotesEvidence, everySignal: everySignal,
        withdrawsSiblings: withdrawsSiblings, listsMissing: listsMissing,
        showsPartialDenials: showsPartialDenials, writesQuotes: writesQuotes)
    }
    var result = graded(keyPoints)
    guard answer.contains(" than ") else { return result }
    let stemmer = SnowballStemmer()
    var turned = keyPoints
    for index in keyPoints.indices {
      if let point = turnedPoint(keyPoints[index], answer: answer, lexicon: lexicon, stemmer: stemmer) {
        turned[index] = point
      }
    }
    guard turned != keyPoints else { return result }
    let again = graded(turned)
    // Taken only where the turned point is touched or contradicted: a turned point the matcher
    // cannot read in the answer's words ("Apps have much higher memory limits than extensions"
    // against "Apps get much more memory than extensions") leaves the point as it was graded.
    for index in keyPoints.indices where turned[index] != keyPoints[index] {
      guard again.checks[index].touched || again.checks[index].contradicted else { continue }
      result.checks[index] = again.checks[index]
      result.checks[index].point = keyPoints[index]
      result.signals[index] = again.signals[index]
    }
    return result
  }
}
