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
  package static func judged(
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
    guard result.checks.contains(where: \.contradicted), mayContrast(answer) else { return result }
    let stemmer = SnowballStemmer()
    var again: [String: (checks: [KeyPointCheck], signals: [KeyPointSignals])] = [:]
    for index in result.checks.indices where result.checks[index].contradicted {
      let halves = rivalHalves(answer, point: keyPoints[index], stemmer: stemmer, stop: lexicon.stopWords)
      if halves.isEmpty { continue }
      // Without the rival halves the point must be credited, and touched by the rest of their
      // sentences alone (the contradiction was the rival half's, and its sentence states the point).
      let without = blanked(answer, halves.map(\.rival))
      let stating = blanked(answer, outside(Set(halves.map(\.sentence)), of: answer) + halves.map(\.rival))
      let readings = [without, stating].map { text in
        let regraded = again[text] ?? graded(text)
        again[text] = regraded
        return regraded
      }
      guard readings[0].checks[index].credited, readings[1].checks[index].touched,
        !readings[1].checks[index].contradicted
      else { continue }
      result.checks[index] = readings[0].checks[index]
      result.signals[index] = readings[0].signals[index]
    }
    return result
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

  /// Whether `answer` holds a word that may open a contrast (a quick test before `rivalHalves`).
  static func mayContrast(_ answer: String) -> Bool {
    let lower = answer.lowercased()
    return ["whereas", ", while", "unlike", "rather than", "instead of"].contains { lower.contains($0) }
  }

  /// Determiners said before a contrast half's subject.
  static let contrastDeterminers: Set<String> = [
    "a", "an", "the", "its", "their", "his", "her", "our", "your", "my", "any", "each", "every", "some",
  ]
  /// Subjects that name no rival: the half says more of the same subject.
  static let contrastPronouns: Set<String> = [
    "it", "they", "them", "this", "that", "these", "those", "he", "she", "we", "you", "i", "which", "who",
    "one", "ones", "there",
  ]

  /// The ranges of `answer` that state a rival's side of a contrast, for `point`: in a sentence
  /// (ended by `.`, `!`, `?` or `;`), the half after `whereas` or `, while` or the `Unlike …,` phrase
  /// when the other half holds as many of the point's words or more, its subject (its first word
  /// past determiners and stop words) is one of them and the rival half's is none (the subject
  /// decides: "a detached task inherits the main actor, whereas a plain Task does not" keeps its
  /// contradiction of a point about `Task { }`); and a
  /// `rather than` / `instead of` tail, to the next comma, whose words of the point the rest of the
  /// sentence says too (the rival named beside the point, not the point's words moved behind it).
  static func rivalHalves(
    _ answer: String, point: String, stemmer: SnowballStemmer, stop: Set<String>
  ) -> [(rival: Range<String.Index>, sentence: Range<String.Index>)] {
    let pointStems = Set(looseWords(point[...], stemmer: stemmer, stop: stop).map(\.stem))
    func stems(_ text: Substring) -> Set<String> {
      Set(looseWords(text, stemmer: stemmer, stop: stop).map(\.stem))
    }
    var found: [(rival: Range<String.Index>, sentence: Range<String.Index>)] = []
    for sentence in contrastSentences(answer) {
      let text = answer[sentence]
      for tail in alternativeTails(text) {
        let said = stems(text[tail]).intersection(pointStems)
        var rest = stems(text[text.startIndex..<tail.lowerBound])
        rest.formUnion(stems(text[tail.upperBound...]))
        if !said.isEmpty, said.isSubset(of: rest) { found.append((tail, sentence)) }
      }
      guard !twoSided(point), let rival = rivalHalf(text) else { continue }
      let rivalCount = stems(text[rival]).intersection(pointStems).count
      var stating = stems(text[text.startIndex..<rival.lowerBound])
      stating.formUnion(stems(text[rival.upperBound...]))
      guard stating.intersection(pointStems).count >= rivalCount,
        let subject = contrastSubject(text[rival], stemmer: stemmer, stop: stop),
        !pointStems.contains(subject),
        let own = contrastSubject(
          rival.lowerBound > text.startIndex ? text[..<rival.lowerBound] : text[rival.upperBound...],
          stemmer: stemmer, stop: stop),
        pointStems.contains(own)
      else { continue }
      found.append((rival, sentence))
    }
    return found
  }

  /// A point that says two sides itself ("…; views that only display it read its properties", "…, and
  /// its nonmutating twin returns a new value"): a contrast may swap its sides, so none is a rival's.
  static func twoSided(_ point: String) -> Bool {
    [";", ", and ", ", but ", ", while ", " whereas ", ", not ", " unlike "].contains { point.contains($0) }
  }

  /// The first word of a contrast half past its opener, determiners and stop words, stemmed; nil
  /// when a pronoun comes first (the same subject said again) or there is none.
  static func contrastSubject(_ half: Substring, stemmer: SnowballStemmer, stop: Set<String>) -> String? {
    let openers: Set<String> = ["whereas", "while", "unlike"]
    for word in half.split(whereSeparator: { !$0.isLetter && $0 != "'" }) {
      let lower = word.lowercased()
      if openers.contains(lower) || contrastDeterminers.contains(lower) { continue }
      if contrastPronouns.contains(lower) { return nil }
      if let first = looseWords(word, stemmer: stemmer, stop: stop).first { return first.stem }
    }
    return nil
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

  /// The rival half of a sentence's contrast: `Unlike X, …` or `Whereas X, …` (to its first
  /// comma), `…, unlike X` (to the next comma), `… whereas …` or `…, while …` (to the end); nil
  /// without one (`while` without a comma before it says when, not a contrast).
  static func rivalHalf(_ text: Substring) -> Range<String.Index>? {
    let body = text.drop { $0.isWhitespace }
    for opener in ["unlike ", "whereas "]
    where body.range(of: opener, options: [.caseInsensitive, .anchored]) != nil {
      return body.firstIndex(of: ",").map { body.startIndex..<$0 }
    }
    for (needle, toComma) in [(" whereas ", false), (", while ", false), (", unlike ", true)] {
      guard let found = text.range(of: needle, options: .caseInsensitive) else { continue }
      let start = text.index(found.lowerBound, offsetBy: needle.hasPrefix(",") ? 2 : 1)
      let end = toComma ? (text[start...].firstIndex(of: ",") ?? text.endIndex) : text.endIndex
      return start..<end
    }
    return nil
  }

  /// The `rather than …` and `instead of …` tails of a sentence, each to the next comma or the end.
  static func alternativeTails(_ text: Substring) -> [Range<String.Index>] {
    var tails: [Range<String.Index>] = []
    for needle in ["rather than ", "instead of "] {
      var from = text.startIndex
      while let found = text.range(of: needle, options: .caseInsensitive, range: from..<text.endIndex) {
        from = found.upperBound
        if found.lowerBound > text.startIndex, text[text.index(before: found.lowerBound)].isLetter {
          continue
        }
        tails.append(found.lowerBound..<(text[found.lowerBound...].firstIndex(of: ",") ?? text.endIndex))
      }
    }
    return tails
  }
}
