import Foundation

/// Session 51 (s51-contrast): a contrast clause whose other half states a RIVAL's property
/// ("A public declaration can be used from other modules, whereas an internal one is usable only
/// inside its own module"), or an alternative said after `rather than` / `instead of` ("…, rather
/// than the app delegate's open URL method"), is not read against the point its first half states.
extension KeyPointMatcher {
  /// `judgedAsRead`, then each contradicted point graded again with the rival halves of the
  /// answer's contrasts blanked out (`rivalHalves`): taken when that reading credits it (a point
  /// only touched, withheld for another's contradiction, lost more wrong answers' opposites than
  /// it gained: session 51).
  static func judgedContrasts(
    _ keyPoints: [String], notes: [KeyPointNotes] = [], against answer: String, prompt: String = "",
    lexicon: GradingLexicon, readings: KeyPointReadings? = nil, model: String = "",
    quotesEvidence: Bool = true, everySignal: Bool = true, withdrawsSiblings: Bool = true,
    listsMissing: Bool = true, showsPartialDenials: Bool = true, writesQuotes: Bool = true
  ) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
    func graded(_ text: String) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
      judgedAsRead(
        keyPoints, notes: notes, against: text, prompt: prompt, lexicon: lexicon, readings: readings,
        model: model, quotesEvidence: quotesEvidence, everySignal: everySignal,
        withdrawsSiblings: withdrawsSiblings, listsMissing: listsMissing,
        showsPartialDenials: showsPartialDenials, writesQuotes: writesQuotes)
    }
    var result = graded(answer)
    var again: [String: (checks: [KeyPointCheck], signals: [KeyPointSignals])] = [:]
    func cached(_ text: String) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
      if let known = again[text] { return known }
      let regraded = graded(text)
      again[text] = regraded
      return regraded
    }
    if result.checks.contains(where: \.contradicted), mayContrast(answer) {
      creditContrasts(&result, keyPoints, answer, lexicon, cached)
    }
    withdrawSwappedCredits(
      &result, keyPoints: keyPoints, answer: answer, stop: lexicon.stopWords, writesQuotes: writesQuotes,
      graded: cached)
    return result
  }

  /// s51-contrast's step: each contradicted point graded again with the rival halves blanked out.
  static func creditContrasts(
    _ result: inout (checks: [KeyPointCheck], signals: [KeyPointSignals]), _ keyPoints: [String],
    _ answer: String, _ lexicon: GradingLexicon,
    _ cached: (String) -> (checks: [KeyPointCheck], signals: [KeyPointSignals])
  ) {
    let stemmer = SnowballStemmer()
    for index in result.checks.indices where result.checks[index].contradicted {
      let halves = rivalHalves(answer, point: keyPoints[index], stemmer: stemmer, stop: lexicon.stopWords)
      if halves.isEmpty { continue }
      // Without the rival halves the point must be credited, and touched by the rest of their
      // sentences alone (the contradiction was the rival half's, and its sentence states the point).
      let without = blanked(answer, halves.map(\.rival))
      let stating = blanked(answer, outside(Set(halves.map(\.sentence)), of: answer) + halves.map(\.rival))
      // A half read as the rival's only by its subject (`contrastSplits`' `guarded`) must, alone,
      // contradict the point: the contradiction was that half's; or, for the `aloneOrOwn` splits
      // (session 53), credit another point without touching this one: it says what is true of the rival.
      let guarded = halves.filter { $0.guarded != .unguarded }
      let rivals = guarded.isEmpty ? without : blanked(answer, outside(Set(guarded.map(\.rival)), of: answer))
      let readings = [without, stating, rivals].map(cached)
      guard readings[0].checks[index].credited, readings[1].checks[index].touched,
        !readings[1].checks[index].contradicted,
        guarded.isEmpty || readings[2].checks[index].contradicted
          || (guarded.allSatisfy { $0.guarded == .aloneOrOwn }
            && saysOwnPoint(readings[2].checks, not: index))
      else { continue }
      result.checks[index] = readings[0].checks[index]
      result.signals[index] = readings[0].signals[index]
    }
  }

  /// `answer` with each of `ranges` blanked out, a space a byte, so that every index of `answer`
  /// stays where it was.
  static func blanked(_ answer: String, _ ranges: [Range<String.Index>]) -> String {
    var bytes = Array(answer.utf8)
    for range in ranges {
      let start = answer.utf8.distance(from: answer.startIndex, to: range.lowerBound)
      let count = answer.utf8.distance(from: range.lowerBound, to: range.upperBound)
      for offset in start..<(start + count) { bytes[offset] = UInt8(ascii: " ") }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The ranges of `answer` outside `sentences` and the mark that ends each.
  static func outside(_ sentences: Set<Range<String.Index>>, of answer: String) -> [Range<String.Index>] {
    var gaps: [Range<String.Index>] = []
    var start = answer.startIndex
    for sentence in sentences.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if start < sentence.lowerBound { gaps.append(start..<sentence.lowerBound) }
      start =
        sentence.upperBound < answer.endIndex ? answer.index(after: sentence.upperBound) : answer.endIndex
    }
    if start < answer.endIndex { gaps.append(start..<answer.endIndex) }
    return gaps
  }

  /// `answer`'s sentences, each ended before its `.`, `!`, `?` or `;` (a dot inside a word, as in
  /// `DispatchQueue.main`, ends none).
  static func contrastSentences(_ answer: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start = answer.startIndex
    var index = answer.startIndex
    while index < answer.endIndex {
      let next = answer.index(after: index)
      if ".!?;".contains(answer[index]), next == answer.endIndex || answer[next].isWhitespace {
        ranges.append(start..<index)
        start = next
      }
      index = next
    }
    if start < answer.endIndex { ranges.append(start..<answer.endIndex) }
    return ranges
  }
}
