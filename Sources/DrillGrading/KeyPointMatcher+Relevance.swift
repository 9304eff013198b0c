/// Relevance denied (session 40, s40-grading123): a speaker who says a thing "doesn't matter",
/// "doesn't (really) affect" anything, "makes no difference" or "has nothing to do with" it says
/// the thing has no effect. A point that states an effect or a requirement of the thing ("fewer
/// dynamic libraries mean less work for the loader", "memory must be freed by the allocator that
/// made it", "a chain of modules builds in sequence") is misstated by the text that states it when
/// that text denies its relevance ("dynamic libraries don't really matter for launch", "which free
/// you call doesn't matter", "the chain shape doesn't matter"). What keeps the other readings: a
/// point that denies anything itself ("decoded memory depends on the pixel dimensions, not on the
/// file size": "file size doesn't matter") or names relevance; a denial said as a consequence, a
/// reason, a condition or in a relative clause ("…, so drilling down in one tab doesn't affect the
/// other", "something that has nothing to do with UI"), or set against what does matter in its own
/// stretch ("… doesn't matter but …").
extension KeyPointMatcher {
  /// The words of a relevance denial's verb: denied, it says a thing has no effect.
  /// Active forms only: "callers aren't affected" says the callers do not change.
  static let relevanceVerbs: Set<String> = ["matter", "matters", "affect", "affects"]
  /// Words between a denial and the verb it denies ("doesn't really matter").
  static let relevanceAdverbs: Set<String> = ["really", "actually", "much", "even", "at", "all", "truly"]
  /// Denials a point may hold: one of them, and the point says no plain effect to deny.
  static let relevancePointDenials: Set<String> = countDenials.union(["cannot", "nothing", "none", "unless"])
  /// Words of a point that already speak of relevance.
  static let relevancePointWords: Set<String> = relevanceVerbs.union(["regardless", "whatever", "either"])
  /// Words before a relevance denial, in its stretch, that make it a consequence, a reason, a
  /// condition or a relative clause's.
  static let relevanceOpeners: Set<String> = [
    "so", "that", "because", "since", "if", "unless", "when", "whenever", "then", "thus", "therefore", "as",
  ]

  /// Whether `said` (the text that states the point) denies the relevance of what `point` says has
  /// an effect.
  static func deniesRelevance(point: String, said: Substring) -> Bool {
    // Most texts say none of the denial's words: a byte scan spares them the word stretches
    // (issue 29 (a): without it this rule was 0.96 G of a `check` of the id-less Unicode bank).
    guard mentionsRelevance(said) else { return false }
    let pointWords = wordStretches(point[...], joiners: apostrophes, compounds: true).joined()
    if pointWords.contains(where: { relevancePointDenials.contains($0) || relevancePointWords.contains($0) })
    {
      return false
    }
    let stretches = wordStretches(said, joiners: apostrophes, compounds: true)
    for (number, stretch) in stretches.enumerated() {
      for index in stretch.indices where relevanceDenial(stretch, at: index) {
        let before = stretch[..<index]
        if before.contains(where: relevanceOpeners.contains) { continue }
        // A stretch that `and` or `but` opens inside the text goes on from the one before it.
        if number > 0, let first = before.first, ["and", "but", "or"].contains(first) { continue }
        if stretches[..<number].joined().contains(where: scopeConditions.contains) { continue }
        if stretch[(index + 1)...].contains(where: allClearContrasts.contains) { continue }
        // What is said not to matter, the point says negated ("order doesn't matter" for "unordered").
        let negatedInPoint = before.contains { word in
          word.count >= 4
            && pointWords.contains {
              $0.hasPrefix("un" + word) || $0.hasPrefix("non" + word) || $0.hasPrefix("non-" + word)
            }
        }
        if negatedInPoint { continue }
        return true
      }
    }
    return false
  }

  /// The words every relevance denial says one of (`relevanceDenial`), as lowercase ASCII bytes.
  static let relevanceNeedles: [[UInt8]] = ["matter", "affect", "difference", "nothing"].map {
    Array($0.utf8)
  }

  /// The first bytes of `relevanceNeedles`, in both cases: one table load a byte for the scan.
  static let relevanceFirstBytes: [Bool] = (0..<256).map { byte in
    relevanceNeedles.contains { $0[0] == UInt8(byte) | 0x20 && UInt8(byte) & 0xC0 == 0x40 }
  }

  /// Whether `text` holds one of `relevanceNeedles`, in any case of ASCII letters: a cheap
  /// test before `deniesRelevance` reads the text's words.
  static func mentionsRelevance(_ text: Substring) -> Bool {
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      guard bytes.count >= 6 else { return false }
      return relevanceFirstBytes.withUnsafeBufferPointer { first in
        for start in 0...(bytes.count - 6) where first[Int(bytes[start])] {
          needles: for needle in relevanceNeedles where needle[0] == bytes[start] | 0x20 {
            guard start + needle.count <= bytes.count else { continue }
            for offset in 1..<needle.count where bytes[start + offset] | 0x20 != needle[offset] {
              continue needles
            }
            return true
          }
        }
        return false
      }
    }
    if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
    return Array(text.utf8).withUnsafeBufferPointer(scan)
  }

  /// Whether `stretch` says a relevance denial at `index`: a denial in the two words before a
  /// relevance verb ("doesn't really matter"), "makes no difference" or "nothing to do with".
  static func relevanceDenial(_ stretch: [String], at index: Int) -> Bool {
    let word = stretch[index]
    if relevanceVerbs.contains(word) {
      var at = index - 1
      while at >= 0, relevanceAdverbs.contains(stretch[at]) { at -= 1 }
      return at >= 0 && ["t", "not", "never"].contains(stretch[at])
    }
    if word == "difference", index >= 2, stretch[index - 1] == "no" {
      return ["make", "makes", "made", "making"].contains(stretch[index - 2])
    }
    if word == "nothing", index + 3 < stretch.count {
      return stretch[index + 1] == "to" && stretch[index + 2] == "do" && stretch[index + 3] == "with"
    }
    return false
  }
}
