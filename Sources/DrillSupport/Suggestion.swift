/// "Did you mean …?": the nearest word by edit distance, when it is near enough.
public enum Suggestion {
  /// The most edits a suggestion may be away from the word.
  static let farthest = 3

  public static func nearest(to word: String, in candidates: [String]) -> String? {
    nearest(to: word, in: candidates, measuring: distance)
  }

  /// `nearest(to:in:)` with the distance given, so that a test can count what is measured.
  static func nearest(
    to word: String, in candidates: [String], measuring distance: (String, String) -> Int
  ) -> String? {
    let lowered = word.lowercased()
    if let prefixed = candidates.first(where: { $0.hasPrefix(lowered) && !lowered.isEmpty }) {
      return prefixed
    }
    // No suggestion is ever more than `farthest` edits away, and two words whose lengths differ by
    // more than that are at least that far apart: such candidates are not measured. A pasted line of
    // 16,000 characters as a question id took 44 s against the bundled ids (session 35's tryout).
    let length = lowered.count
    let scored = candidates.filter { abs($0.count - length) <= farthest }.map { ($0, distance(lowered, $0)) }
    if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, min(farthest, best.0.count / 3)) {
      return best.0
    }
    return reordered(lowered, in: candidates)
  }

  /// The candidate made of the same words in another order (`variables-constants` for
  /// `constants-variables`, session 35's tryout: many edits apart, so no suggestion), words split
  /// at `-`, `_`, `/` and spaces; two words or more.
  static func reordered(_ word: String, in candidates: [String]) -> String? {
    func words(_ text: String) -> [Substring] {
      text.split(whereSeparator: { "-_/ ".contains($0) }).sorted()
    }
    let wanted = words(word)
    guard wanted.count >= 2 else { return nil }
    return candidates.first { $0.count == word.count && words($0.lowercased()) == wanted }
  }

  /// Damerau–Levenshtein distance (adjacent transpositions count once).
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      previous2 = previous
      previous = current
    }
    return previous[b.count]
  }
}
