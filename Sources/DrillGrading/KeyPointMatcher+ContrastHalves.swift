import Foundation

/// Which side of a sentence's contrast is a rival's, for a point (s51-contrast; session 52,
/// s52-contrast2: either half of `whereas`, `, while` and `, but`, sentence-initial `While X, …`,
/// and the `as opposed to` / `compared with` tails).
extension KeyPointMatcher {
  /// Determiners said before a contrast half's subject.
  static let contrastDeterminers: Set<String> = [
    "a", "an", "the", "its", "their", "his", "her", "our", "your", "my", "any", "each", "every", "some",
  ]
  /// Subjects that name no rival: the half says more of the same subject.
  static let contrastPronouns: Set<String> = [
    "it", "they", "them", "this", "that", "these", "those", "he", "she", "we", "you", "i", "which", "who",
    "one", "ones", "there",
  ]
  /// The words that open a contrast half, skipped before its subject.
  static let contrastHalfOpeners: Set<String> = [
    "whereas", "while", "unlike", "but", "rather", "than", "instead", "of", "as", "opposed", "compared",
    "with", "to",
  ]
  /// The words that open an alternative's tail, to the next comma.
  static let alternativeOpeners = [
    "rather than ", "instead of ", "as opposed to ", "compared with ", "compared to ",
  ]

  /// Whether `answer` holds a word that may open a contrast (a quick test before `rivalHalves`).
  static func mayContrast(_ answer: String) -> Bool {
    let lower = answer.lowercased()
    return (["whereas", "while ", "unlike", " but "] + alternativeOpeners).contains { lower.contains($0) }
  }

  /// The ranges of `answer` that state a rival's side of a contrast, for `point`: in a sentence
  /// (ended by `.`, `!`, `?` or `;`), a contrast half (`contrastSplits`) when the other half holds
  /// as many of the point's words or more, its subject (its first word past openers, determiners
  /// and stop words) is one of them and the rival half's is none (the subject decides: "a detached
  /// task inherits the main actor, whereas a plain Task does not" keeps its contradiction of a
  /// point about `Task { }`); and an alternative's tail (`alternativeTails`), to the next comma,
  /// whose words of the point the rest of the sentence says too (the rival named beside the point,
  /// not the point's words moved behind it) or refers back to with an object pronoun (session 53).
  static func rivalHalves(
    _ answer: String, point: String, stemmer: SnowballStemmer, stop: Set<String>
  ) -> [(rival: Range<String.Index>, sentence: Range<String.Index>, guarded: ContrastGuard)] {
    let pointStems = Set(looseWords(point[...], stemmer: stemmer, stop: stop).map(\.stem))
    func stems(_ text: Substring) -> Set<String> {
      Set(looseWords(text, stemmer: stemmer, stop: stop).map(\.stem))
    }
    var found: [(rival: Range<String.Index>, sentence: Range<String.Index>, guarded: ContrastGuard)] = []
    for sentence in contrastSentences(answer) {
      let text = answer[sentence]
      for tail in alternativeTails(text) {
        let said = stems(text[tail]).intersection(pointStems)
        var rest = stems(text[text.startIndex..<tail.lowerBound])
        rest.formUnion(stems(text[tail.upperBound...]))
        let pronoun = objectPronoun(text[tail.upperBound...])
        if !said.isEmpty, said.isSubset(of: rest) || pronoun { found.append((tail, sentence, .unguarded)) }
      }
      guard !twoSided(point) else { continue }
      for split in contrastSplits(text) {
        let rivalCount = stems(text[split.rival]).intersection(pointStems).count
        var stating = stems(text[text.startIndex..<split.rival.lowerBound])
        stating.formUnion(stems(text[split.rival.upperBound...]))
        guard stating.intersection(pointStems).count >= rivalCount + (split.guarded == .unguarded ? 0 : 1),
          let subject = contrastSubject(text[split.rival], stemmer: stemmer, stop: stop),
          !pointStems.contains(subject),
          let own = contrastSubject(text[split.stating], stemmer: stemmer, stop: stop),
          pointStems.contains(own)
        else { continue }
        found.append((split.rival, sentence, split.guarded))
        break
      }
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
    for word in half.split(whereSeparator: { !$0.isLetter && $0 != "'" }) {
      let lower = word.lowercased()
      if contrastHalfOpeners.contains(lower) || contrastDeterminers.contains(lower) { continue }
      if contrastPronouns.contains(lower) { return nil }
      if let first = looseWords(word, stemmer: stemmer, stop: stop).first { return first.stem }
    }
    return nil
  }

  /// A way a sentence's contrast may split: the rival's half, the half that states, and what else
  /// must hold when only the subjects tell them apart (`ContrastGuard`).
  typealias ContrastSplit = (rival: Range<String.Index>, stating: Range<String.Index>, guarded: ContrastGuard)

  /// The ways a sentence's contrast may split, in the order they are tried: an alternative with a
  /// relative clause (`relativeRivalSplits`, session 53); `Unlike X, …` and `Whereas X, …` (X the
  /// rival's, to the first comma); `…, unlike X` (to the next comma); `… whereas …` and `…, while …`
  /// (the second half the rival's); and, guarded, the first half of `… whereas …` and `…, while …`,
  /// either half of `…, but …`, and either side of a sentence-initial `While X, …` (`aloneOrOwn`,
  /// session 53). Empty without one (`while` without a comma before it, mid-sentence, says when, not
  /// a contrast).
  static func contrastSplits(_ text: Substring) -> [ContrastSplit] {
    let body = text.drop { $0.isWhitespace }
    if let relative = relativeRivalSplits(text) { return relative }
    for opener in ["unlike ", "whereas ", "while "]
    where body.range(of: opener, options: [.caseInsensitive, .anchored]) != nil {
      guard let comma = body.firstIndex(of: ",") else { return [] }
      let first = body.startIndex..<comma
      let rest = body.index(after: comma)..<body.endIndex
      return opener == "while "
        ? [(first, rest, .aloneOrOwn), (rest, first, .aloneOrOwn)] : [(first, rest, .unguarded)]
    }
    for needle in [" whereas ", ", while ", ", unlike ", ", but "] {
      guard let found = text.range(of: needle, options: .caseInsensitive) else { continue }
      let start = text.index(found.lowerBound, offsetBy: needle.hasPrefix(",") ? 2 : 1)
      let before = body.startIndex..<found.lowerBound
      let after = start..<text.endIndex
      switch needle {
      case ", unlike ":
        return [(start..<(text[start...].firstIndex(of: ",") ?? text.endIndex), before, .unguarded)]
      case ", but ": return [(after, before, .alone), (before, after, .alone)]
      default: return [(after, before, .unguarded), (before, after, .alone)]
      }
    }
    return []
  }

  /// The alternatives' tails of a sentence (`rather than …`, `instead of …`, `as opposed to …`,
  /// `compared with …`), each to the next comma or the end.
  static func alternativeTails(_ text: Substring) -> [Range<String.Index>] {
    var tails: [Range<String.Index>] = []
    for needle in alternativeOpeners {
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

  /// Whether `rest` refers back with an object pronoun (`it` or `them` right after a word, as in
  /// "… inside it", "shares them"): the alternative's words said again (session 53).
  static func objectPronoun(_ rest: Substring) -> Bool {
    let words = rest.split(separator: " ", omittingEmptySubsequences: true)
    return words.indices.dropFirst().contains { index in
      let word = words[index].lowercased().trimmingCharacters(in: .punctuationCharacters)
      return ["it", "them"].contains(word) && words[index - 1].last?.isLetter == true
        && !words[index].contains("'")
    }
  }
}
