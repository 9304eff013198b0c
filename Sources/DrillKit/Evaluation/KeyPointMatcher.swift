/// Checks which key points of an explain question a free answer touches: a
/// point counts as touched when most of its significant words (crudely
/// stemmed, stop words dropped) appear in the answer.
public enum KeyPointMatcher {
  /// Each key point with whether `answer` touched it.
  public static func check(_ keyPoints: [String], against answer: String) -> [KeyPointCheck] {
    let said = Set(significantStems(answer))
    return keyPoints.map { point in
      let needed = Set(significantStems(point))
      guard !needed.isEmpty else { return KeyPointCheck(point: point, touched: false) }
      let found = needed.filter(said.contains).count
      return KeyPointCheck(point: point, touched: found * 2 > needed.count)
    }
  }

  /// Lowercased words of three or more letters (or any number), minus stop words, stemmed.
  static func significantStems(_ text: String) -> [String] {
    text.lowercased()
      .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
      .map(String.init)
      .filter { ($0.count >= 3 || $0.allSatisfy(\.isNumber)) && !stopWords.contains($0) }
      .map(stem)
  }

  /// Strips a common English ending, keeping at least three letters: `copies`, `copied`, `copying` → `copi`/`copy`.
  static func stem(_ word: String) -> String {
    for suffix in ["ations", "ation", "ingly", "ings", "ing", "ies", "ied", "ed", "es", "ly", "s", "e"]
    where word.hasSuffix(suffix) && word.count - suffix.count >= 3 && !(suffix == "s" && word.hasSuffix("ss"))
    {
      let base = String(word.dropLast(suffix.count))
      return suffix == "ies" || suffix == "ied" ? base + "y" : base
    }
    return word
  }

  private static let stopWords: Set<String> = [
    "the", "and", "for", "are", "but", "not", "you", "all", "any", "can", "has", "had", "her", "was", "one",
    "our", "out", "his", "how", "its", "may", "who", "did", "get", "use", "via", "with", "that", "this",
    "from", "they", "them", "then", "than", "there", "their", "what", "when", "which", "while", "will",
    "would", "should", "could", "into", "onto", "your", "about", "also", "been", "being", "have", "each",
    "does", "just", "only", "some", "such", "very", "more", "most", "other", "these", "those", "where",
    "because", "instead", "using",
  ]
}
