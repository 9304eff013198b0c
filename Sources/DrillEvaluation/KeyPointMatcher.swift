import Foundation

/// Checks which key points of an explain question a free answer touches, by
/// meaning words rather than exact wording: words are stemmed (`copies`,
/// `copied` → `copy`), mapped through groups of common Swift vocabulary
/// (`object` → `instance`, `==` → `equal`), and compared as sets, so word
/// order does not matter; code spans count as words (`===`, `isKnownUniquelyReferenced`).
///
/// A point counts as touched when the concepts the answer shares with it weigh at
/// least `threshold` of the point's (the prompt's own words and very common words
/// weigh half), at least one shared concept is a full-weight one, and two concepts
/// (a third of a longer point's) are shared, or the shared ones weigh half the point. docs/evaluation.md gives the
/// precision and recall measured on a labelled set of answers.
public enum KeyPointMatcher {
  static let threshold = 0.28
  static let weakWeight = 0.5

  /// Each key point with whether `answer` touched it; `prompt` is the question's.
  public static func check(_ keyPoints: [String], against answer: String, prompt: String = "")
    -> [KeyPointCheck]
  {
    let said = Set(concepts(answer))
    let topic = Set(concepts(prompt))
    return keyPoints.map { point in
      let needed = Set(concepts(point))
      guard !needed.isEmpty else { return KeyPointCheck(point: point, touched: false) }
      func weight(_ concept: String) -> Double {
        topic.contains(concept) || common.contains(concept) ? weakWeight : 1
      }
      let total = needed.reduce(0) { $0 + weight($1) }
      let shared = needed.filter(said.contains)
      let found = shared.reduce(0) { $0 + weight($1) }
      let share = found / total
      let strong = shared.contains { weight($0) == 1 }
      let wanted = max(min(2, needed.count), (needed.count + 2) / 3)
      let enough = shared.count >= wanted || share >= 0.5
      return KeyPointCheck(point: point, touched: share >= threshold && strong && enough)
    }
  }

  /// The concepts of a text, in order: each meaningful word as its group's
  /// concept, or its stem when no group holds it.
  static func concepts(_ text: String) -> [String] {
    tokens(text).map { word in canonical[word] ?? stemCanonical[stem(word)] ?? stem(word) }
  }

  /// Lowercased words and operator tokens, stop words dropped, with a two-word
  /// entry (`triple-equals`) after its first word when the vocabulary has it.
  static func tokens(_ text: String) -> [String] {
    var prepared = splitCamelCase(text).lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
    for (pattern, replacement) in phrases {
      prepared = pattern.stringByReplacingMatches(
        in: prepared, range: NSRange(prepared.startIndex..., in: prepared), withTemplate: replacement)
    }
    if let contraction {
      prepared = contraction.stringByReplacingMatches(
        in: prepared, range: NSRange(prepared.startIndex..., in: prepared), withTemplate: "")
    }
    var words: [String] = []
    var current = ""
    var symbols = ""
    func flushWord() {
      if current.count >= 2, !KeyPointVocabulary.stopWords.contains(current) { words.append(current) }
      current = ""
    }
    func flushSymbols() {
      var rest = Substring(symbols)
      while !rest.isEmpty {
        let chunk = String(rest.prefix(3))
        rest = rest.dropFirst(chunk.count)
        if operators.contains(chunk) { words.append(chunk) }
      }
      symbols = ""
    }
    for character in prepared {
      if character.isASCII, character.isLetter || character.isNumber || character == "_" {
        flushSymbols()
        current.append(character)
      } else if operatorCharacters.contains(character) {
        flushWord()
        symbols.append(character)
      } else {
        flushWord()
        flushSymbols()
      }
    }
    flushWord()
    flushSymbols()
    var result: [String] = []
    for (index, word) in words.enumerated() {
      result.append(word)
      if index + 1 < words.count, canonical["\(word)-\(words[index + 1])"] != nil {
        result.append("\(word)-\(words[index + 1])")
      }
    }
    return result
  }

  /// `isKnownUniquelyReferenced` → `is Known Uniquely Referenced`.
  static func splitCamelCase(_ text: String) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      if let previous, previous.isASCII, previous.isLowercase, character.isASCII, character.isUppercase {
        result.append(" ")
      }
      result.append(character)
      previous = character
    }
    return result
  }

  /// Strips a common English ending from a word of more than three letters:
  /// `copies` → `copy`, `nested` → `nest`, `captured` → `captur`.
  static func stem(_ word: String) -> String {
    guard word.count > 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return word }
    for suffix in suffixes
    where word.hasSuffix(suffix) && word.count - suffix.count >= 3 && !(suffix == "s" && word.hasSuffix("ss"))
    {
      var base = String(word.dropLast(suffix.count))
      if suffix == "ies" || suffix == "ied" { base += "y" }
      let letters = Array(base)
      if letters.count >= 4, letters[letters.count - 1] == letters[letters.count - 2],
        !"lsz".contains(letters[letters.count - 1])
      {
        base.removeLast()
      }
      return base
    }
    if word.hasSuffix("e") && word.count > 4 { return String(word.dropLast()) }
    return word
  }

  private static let suffixes = [
    "ational", "ations", "ation", "ness", "ments", "ment", "ingly", "ings", "ing", "ities", "ity", "ies",
    "ied",
    "ible", "able", "ed", "es", "ly", "s",
  ]

  private static let operatorCharacters: Set<Character> = [
    "=", "!", "<", ">", "?", "&", "|", "+", "-", "*", "/", "%", ".",
  ]
  private static let operators: Set<String> = [
    "==", "===", "!=", "!==", "?", "!", "??", "...", "..<", "->", "&&", "||",
  ]

  /// Word-for-word groups: each word (and two-word entry) to its group's concept; the first group wins.
  static let canonical: [String: String] = {
    var table: [String: String] = [:]
    for group in vocabularyGroups {
      for word in group where table[word] == nil { table[word] = group[0] }
    }
    return table
  }()

  /// The same groups keyed by stem, so inflections the table does not list still map.
  static let stemCanonical: [String: String] = {
    var table: [String: String] = [:]
    for group in vocabularyGroups {
      for word in group where table[stem(word)] == nil { table[stem(word)] = group[0] }
    }
    return table
  }()

  private static let vocabularyGroups: [[String]] = KeyPointVocabulary.groups.split(separator: "\n").map {
    $0.split(separator: " ").map(String.init)
  }.filter { !$0.isEmpty }

  private static let common = Set(concepts(KeyPointVocabulary.commonText))

  /// Phrases read as one word before splitting: "one job at a time" means serial.
  private static let phrases: [(NSRegularExpression, String)] = [
    (#"\bone (?:\w+ ){0,3}at a time\b"#, " serial "), (#"\bout of date\b"#, " stale "),
    (#"\bat the same time\b"#, " simultaneous "), (#"\bno longer\b"#, " not "),
    (#"\bup front\b"#, " before "),
  ].compactMap { pattern, replacement in
    (try? NSRegularExpression(pattern: pattern)).map { ($0, replacement) }
  }

  private static let contraction: NSRegularExpression? = try? NSRegularExpression(
    pattern: #"'(s|re|ve|ll|d|t|m)\b"#)
}
