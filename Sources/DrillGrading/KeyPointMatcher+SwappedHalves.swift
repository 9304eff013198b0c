import Foundation

/// Session 53 (s53-swap): a contrast whose two subjects are swapped ("A delegate is one-to-many …,
/// whereas the observer pattern is one-to-one and observers can return values") is not credited for
/// the point whose claim it gives to the rival. The sentence read whole holds the point's subject
/// (in one half) and the point's claim (in the other, said of the rival), so it touched the point.
extension KeyPointMatcher {
  /// A credited point's contrast halves in one sentence: the half whose subject is a word of the
  /// point (`own`) and the half whose subject is not (`rival`), found by `contrastSplits`.
  typealias SwapHalves = (
    own: Range<String.Index>, rival: Range<String.Index>, ownSubject: String, rivalSubject: String,
    moved: Bool
  )

  /// Each point credited in `result` graded again with the rival half of a contrast blanked out,
  /// when that half's subject is a rival's (no word of the point; a word of another key point) and
  /// it holds more of the point's claim words than the point's own half: the reading of the point's
  /// own half alone is taken when it does not credit the point (the credit needed the claim said of
  /// the rival). `graded` is `judgedAsRead` on a text (the caller caches it).
  static func withdrawSwappedCredits(
    _ result: inout (checks: [KeyPointCheck], signals: [KeyPointSignals]), keyPoints: [String],
    answer: String, stop: Set<String>, writesQuotes: Bool,
    graded: (String) -> (checks: [KeyPointCheck], signals: [KeyPointSignals])
  ) {
    guard result.checks.contains(where: \.credited), mayContrast(answer) else { return }
    let stemmer = SnowballStemmer()
    let stems = keyPoints.map { Set(looseWords($0[...], stemmer: stemmer, stop: stop).map(\.stem)) }
    for index in result.checks.indices where result.checks[index].credited {
      let point = keyPoints[index]
      guard !twoSided(point) else { continue }
      var others = Set<String>()
      for (other, words) in stems.enumerated() where other != index { others.formUnion(words) }
      let halves = swappedHalves(answer, point: point, others: others, stemmer: stemmer, stop: stop)
      guard !halves.isEmpty else { continue }
      if let traded = halves.first(where: {
        tradesClaims($0, answer, index, stems, stemmer: stemmer, stop: stop)
      }) {
        result.checks[index].contradiction =
          writesQuotes ? quote(answer, traded.rival, focus: point, stemmer: stemmer, stop: stop) : ""
        result.checks[index].evidence = nil
        result.signals[index].contradiction = .roles
        continue
      }
      let moved = halves.filter(\.moved)
      guard !moved.isEmpty else { continue }
      let own = graded(blanked(answer, moved.map(\.rival)))
      guard !own.checks[index].credited else { continue }
      result.checks[index] = own.checks[index]
      result.signals[index] = own.signals[index]
    }
  }

  /// Whether the two halves trade claims with a sibling point about the rival (a key point that
  /// names the rival half's subject and not the point's): the point's own half says more of the
  /// sibling's claim than of the point's, and the rival half more of the point's claim than of the
  /// sibling's (each claim its point's words less both subjects and the words the two share).
  static func tradesClaims(
    _ halves: SwapHalves, _ answer: String, _ index: Int, _ stems: [Set<String>], stemmer: SnowballStemmer,
    stop: Set<String>
  ) -> Bool {
    let own = Set(looseWords(answer[halves.own], stemmer: stemmer, stop: stop).map(\.stem))
    let rival = Set(looseWords(answer[halves.rival], stemmer: stemmer, stop: stop).map(\.stem))
    let subjects: Set<String> = [halves.ownSubject, halves.rivalSubject]
    let claim = stems[index].subtracting(subjects)
    for (other, words) in stems.enumerated()
    where other != index && words.contains(halves.rivalSubject) && !words.contains(halves.ownSubject) {
      let sibling = words.subtracting(subjects)
      let (mine, theirs) = (claim.subtracting(sibling), sibling.subtracting(claim))
      if own.intersection(theirs).count > own.intersection(mine).count,
        rival.intersection(mine).count > rival.intersection(theirs).count
      {
        return true
      }
    }
    return false
  }

  /// The contrasts of `answer` whose halves swap the point's claim onto a rival: one half's subject
  /// (`contrastSubject`) is a word of the point, the other's is no word of the point but a word of
  /// another key point (`others`), and that rival half holds more of the point's words other than
  /// its subject than the point's own half does.
  static func swappedHalves(
    _ answer: String, point: String, others: Set<String>, stemmer: SnowballStemmer, stop: Set<String>
  ) -> [SwapHalves] {
    let pointStems = Set(looseWords(point[...], stemmer: stemmer, stop: stop).map(\.stem))
    func stems(_ text: Substring) -> Set<String> {
      Set(looseWords(text, stemmer: stemmer, stop: stop).map(\.stem))
    }
    var found: [SwapHalves] = []
    for sentence in contrastSentences(answer) {
      let text = answer[sentence]
      guard swapContrast(text), let split = contrastSplits(text).first,
        let first = swapSubject(text[split.rival], stemmer: stemmer, stop: stop),
        let second = swapSubject(text[split.stating], stemmer: stemmer, stop: stop),
        pointStems.contains(first) != pointStems.contains(second)
      else { continue }
      let (own, rival, subject) =
        pointStems.contains(first)
        ? (split.rival, split.stating, first) : (split.stating, split.rival, second)
      let rivalSubject = subject == first ? second : first
      guard others.contains(rivalSubject) else { continue }
      let claim = pointStems.subtracting([subject])
      let moved = stems(text[rival]).intersection(claim).count > stems(text[own]).intersection(claim).count
      found.append((own, rival, subject, rivalSubject, moved))
    }
    return found
  }

  /// Whether a sentence's contrast sets two clauses side by side (`whereas`, `, while`, a
  /// sentence-initial `Whereas X,`), not `, but` or `unlike` (a half with no claim of its own, or the
  /// same subject's other side), nor a sentence-initial `While X,`, which as often says when ("While
  /// the app is in the foreground, the system does not show …").
  static func swapContrast(_ text: Substring) -> Bool {
    let body = text.drop { $0.isWhitespace }
    if body.range(of: "whereas ", options: [.caseInsensitive, .anchored]) != nil { return true }
    if body.range(of: "while ", options: [.caseInsensitive, .anchored]) != nil { return false }
    return [" whereas ", ", while "].contains { text.range(of: $0, options: .caseInsensitive) != nil }
  }

  /// `contrastSubject`, with a pronoun said with its verb ("they're", "it's", "that's") a pronoun.
  static func swapSubject(_ half: Substring, stemmer: SnowballStemmer, stop: Set<String>) -> String? {
    for word in half.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "\u{2019}" }) {
      let lower = word.lowercased()
      let head = String(lower.prefix { $0 != "'" && $0 != "\u{2019}" })
      if contrastHalfOpeners.contains(lower) || contrastDeterminers.contains(lower) { continue }
      if contrastPronouns.contains(head) { return nil }
      if let first = looseWords(word, stemmer: stemmer, stop: stop).first { return first.stem }
    }
    return nil
  }
}
