import Foundation

extension Judge {
  /// What a touch of `statement` (a key point touched itself, not through an `also:` line) did
  /// not say, in the statement's own words (`KeyPointCheck.missing`): each part no clause touched, whole;
  /// in a touched part, the runs of its concepts that no clause of the answer says (`unsaidRuns`).
  /// A paraphrase the lexicon reads as the same concept is said; stop words, articles and each
  /// part's first concept (what it is about) are never listed alone. `parts`, the statement's
  /// (`numbered`), and `touches`, the text each part's touch spans (nil: not touched), as
  /// `statement(_:)` found them.
  func missing(
    _ statement: String, parts: [[StatementReader.Concept]], touches: [Range<String.Index>?],
    reader: StatementReader
  ) -> [String] {
    guard parts.count == touches.count, touches.contains(where: { $0 != nil }) else { return [] }
    // The sentences `parts` reads (one part each, those that say a concept).
    let sentences = reader.sentences(of: statement).map(reader.dropFillers).compactMap { tokens in
      let spans = reader.conceptSpans(tokens)
      return spans.isEmpty ? nil : (tokens: tokens, spans: spans)
    }
    guard sentences.count == parts.count else { return [] }
    let heads = Set(parts.compactMap { $0.first?.number })
    // Said anywhere in the answer: a word said in another sentence than the touch's ("Then text
    // scales with Dynamic Type.") was said, and "not said" would be false (session 37).
    let said = Set(clauses.lazy.flatMap(\.concepts).map(\.number))
    var missing: [String] = []
    for (index, (tokens, spans)) in sentences.enumerated() {
      guard touches[index] != nil else {
        if let first = spans.first?.tokens.lowerBound, let last = tokens.indices.last {
          missing += Self.words(statement, tokens, first: Self.start(tokens, first, in: statement), last)
        }
        continue
      }
      var weights: [Int32: Double] = [:]  // the part's concepts but its subjects, as `match` weighs them
      for concept in parts[index] where !heads.contains(concept.number) {
        weights[concept.number] =
          topicIDs.contains(concept.id) || ids.isCommon(concept.id) ? KeyPointMatcher.weakWeight : 1
      }
      missing += Self.unsaidRuns(statement, tokens, spans, weights: weights, said: said, heads: heads)
    }
    return Array(missing.prefix(KeyPointMatcher.missingRuns))
  }

  /// The runs of a touched part's concepts (`weights`, its subject aside) that `said` lacks, in
  /// the part's words, asides in parentheses passed over: none when the answer says at least
  /// `1 - missingShare` of the part's weight (what is left is then more often words the lexicon
  /// does not know); each run of at least `missingConcepts` concepts, one weighing full, split at
  /// its commas, a piece of one concept shown only as a whole list item left out.
  static func unsaidRuns(
    _ statement: String, _ tokens: [StatementReader.Token], _ spans: [(number: Int32, tokens: Range<Int>)],
    weights: [Int32: Double], said: Set<Int32>, heads: Set<Int32>
  ) -> [String] {
    let aside = inParentheses(tokens)
    let spans = spans.filter { !aside[$0.tokens.lowerBound] }
    // The subject's alternatives or companions ("`weak` / `unowned` references", "structs and
    // enums") are the subject too.
    var heads = heads
    for position in spans.indices.dropFirst() where heads.contains(spans[position - 1].number) {
      let (after, before) = (
        tokens[spans[position - 1].tokens.upperBound - 1].range.upperBound,
        tokens[spans[position].tokens.lowerBound].range.lowerBound
      )
      guard statement.startIndex <= after, after <= before, before <= statement.endIndex else { continue }
      let between = statement[after..<before].trimmingCharacters(in: CharacterSet(charactersIn: " `"))
      if subjectJoiners.contains(between.lowercased()) { heads.insert(spans[position].number) }
    }
    let weighed = spans.compactMap { span in
      heads.contains(span.number) ? nil : weights[span.number].map { (span.number, $0) }
    }
    let total = weighed.reduce(0) { $0 + $1.1 }
    let left = weighed.reduce(0) { said.contains($1.0) ? $0 : $0 + $1.1 }
    guard total > 0, left / total >= KeyPointMatcher.missingShare else { return [] }
    // Each run as its spans' positions and whether each weighs full; a subject word is no gap.
    var runs: [[(span: Int, full: Bool)]] = [[]]
    for (position, span) in spans.enumerated() where !heads.contains(span.number) {
      if let weight = weights[span.number], !said.contains(span.number) {
        runs[runs.count - 1].append((position, weight == 1))
      } else if !runs[runs.count - 1].isEmpty {
        runs.append([])
      }
    }
    let item = items(tokens)
    // A list item (between commas) none of whose concepts the answer says.
    let unsaidItems = Set(item).subtracting(
      spans.filter { said.contains($0.number) || heads.contains($0.number) }.map {
        item[$0.tokens.lowerBound]
      })
    var shown: [String] = []
    for run in runs where run.count >= KeyPointMatcher.missingConcepts && run.contains(where: \.full) {
      // Split at its commas: its pieces, each in one list item.
      var pieces: [String] = []
      var lower = 0
      while lower < run.count {
        let own = item[spans[run[lower].span].tokens.lowerBound]
        var upper = lower
        while upper + 1 < run.count, item[spans[run[upper + 1].span].tokens.lowerBound] == own { upper += 1 }
        let (first, last) = (spans[run[lower].span].tokens, spans[run[upper].span].tokens)
        let piece = run[lower...upper]
        if piece.contains(where: \.full), piece.count >= 2 || unsaidItems.contains(own) {
          let from = start(tokens, first.lowerBound, in: statement)
          pieces += words(
            statement, tokens, first: from, end(tokens, last.upperBound - 1, spans, weights: weights))
        }
        lower = upper + 1
      }
      if !pieces.isEmpty { shown.append(pieces.joined(separator: ", ")) }
    }
    return shown
  }

  /// Where a run of missing words that starts at token `first` is shown from: the words before
  /// it that say no concept (an article, a preposition, a denial: "a limited number", "not
  /// shared"), back to a comma, a joining word (`and`, `or`, `but`) or a word that says one; and
  /// the first half of a hyphenated word ("class-based").
  static func start(_ tokens: [StatementReader.Token], _ first: Int, in statement: String) -> Int {
    var start = first
    while start > 0 {
      let before = tokens[start - 1]
      // Tokens read again (`readingAgain`, code names split) may share their text: none is joined.
      let (gap, next) = (before.range.upperBound, tokens[start].range.lowerBound)
      guard statement.startIndex <= gap, gap <= next, next <= statement.endIndex else { break }
      let hyphen = statement[gap..<next] == "-"
      guard before.kind == .word, !before.inCode, let info = before.info,
        hyphen || info.stop || info.negation || info.short, !info.coordinator
      else { break }
      start -= 1
    }
    return start
  }

  /// Where a run that ends at token `last` is shown to: the word right after it when that word
  /// says one of the part's concepts (said, or the point would not end the run), most often the
  /// noun the run qualifies ("with isolated mutable state" for "with isolated mutable").
  static func end(
    _ tokens: [StatementReader.Token], _ last: Int, _ spans: [(number: Int32, tokens: Range<Int>)],
    weights: [Int32: Double]
  ) -> Int {
    guard last + 1 < tokens.count, tokens[last + 1].kind == .word,
      let next = spans.first(where: { $0.tokens.lowerBound == last + 1 }), next.tokens.count == 1,
      weights[next.number] != nil
    else { return last }
    return last + 1
  }

  /// The words between two of the subject's concepts that join them into one subject.
  static let subjectJoiners: Set<String> = ["/", "or", "and"]

  /// The statement's text from token `first` to token `last`, its spaces collapsed, a code span
  /// kept whole, shortened as a quote is (`KeyPointMatcher.characterQuote`); none when empty.
  static func words(_ statement: String, _ tokens: [StatementReader.Token], first: Int, _ last: Int)
    -> [String]
  {
    guard first <= last, last < tokens.count else { return [] }
    var (lower, upper) = (tokens[first].range.lowerBound, tokens[last].range.upperBound)
    guard statement.startIndex <= lower, lower < upper, upper <= statement.endIndex else { return [] }
    // A code span cut at a token's edge keeps its backticks.
    while lower > statement.startIndex, statement[statement.index(before: lower)] == "`" {
      lower = statement.index(before: lower)
    }
    while upper < statement.endIndex, statement[upper] == "`" || statement[upper] == ")",
      statement[lower..<upper].count(where: { $0 == "`" }) % 2 == 1
        || statement[lower..<upper].count(where: { $0 == "(" })
          > statement[lower..<upper].count(where: { $0 == ")" })
    {
      upper = statement.index(after: upper)
    }
    let text = KeyPointMatcher.characterQuote(statement[lower..<upper])
      .trimmingCharacters(in: CharacterSet(charactersIn: ".!? "))
    return text.isEmpty ? [] : [text]
  }
}

extension Judge {
  /// Each token's list item: how many commas (or colons) come before it in its sentence.
  static func items(_ tokens: [StatementReader.Token]) -> [Int] {
    var item = 0
    return tokens.map { token in
      if token.kind == .comma { item += 1 }
      return item
    }
  }

  /// Whether each token is inside parentheses outside code ("(value semantics)"): an aside
  /// restates or gives an example, and is not listed as missing.
  static func inParentheses(_ tokens: [StatementReader.Token]) -> [Bool] {
    var depth = 0
    return tokens.map { token in
      guard token.kind == .symbol, !token.inCode else { return depth > 0 }
      if token.text == "(" { depth += 1 } else if token.text == ")" { depth = max(0, depth - 1) }
      return true
    }
  }
}

extension KeyPointMatcher {
  /// The fewest concepts of a run of a touched part shown as missing: one word the lexicon does
  /// not read as the answer's ("sentinel" for "magic values") is more often a paraphrase it
  /// does not know than a claim left out.
  static let missingConcepts = 2
  /// The least share of a touched part's weight (its subject and asides aside) that the answer
  /// leaves unsaid for its runs to be shown. On the labelled sets of `swiftdrill-grading figures`
  /// (session 36, when only the touch's sentence counted as said), with it a line showed under
  /// 23 % of the credited points people labelled covered and 60 % of those labelled not said;
  /// without it, about 35 % and 68 %.
  static let missingShare = 0.4
  /// The most runs of missing words shown under one point: more is a list, not a hint.
  static let missingRuns = 3
}
