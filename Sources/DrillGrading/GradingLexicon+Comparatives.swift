/// The opposite of a comparative (session 53, s53-than): what a `than` comparison turned round says
/// in its place (`KeyPointMatcher.turnedPoint`).
extension GradingLexicon {
  /// `word`'s opposite as a comparative, or nil when it is none: `more` against `less` and
  /// `fewer`; an `-er` word of the slot rule's comparatives (`KeyPointMatcher.slotComparatives`:
  /// `faster` against `slower`, `easier` against `harder`), the other side's first; else an `-er`
  /// word the lexicon reads as the same concept the other way (`longer | shorter`, `cheaper` and
  /// `slower` of `fast`), the shortest, then the first in the alphabet.
  func comparativeOpposite(_ word: String, stemmer: SnowballStemmer) -> String? {
    switch word {
    case "more": return "less"
    case "less", "fewer": return "more"
    default: break
    }
    guard word.utf8.count > 4, word.hasSuffix("er") else { return nil }
    for group in KeyPointMatcher.slotComparatives {
      guard let side = group.firstIndex(where: { $0.contains(word) }) else { continue }
      let other = group.indices.lazy.filter { $0 != side }.flatMap { group[$0] }
      if let found = other.first(where: { $0.hasSuffix("er") }) { return found }
    }
    guard let meaning = meanings[[stemmer.stem(word)]] else { return nil }
    let found = meanings.compactMap { key, other -> String? in
      guard key.count == 1, other.concept == meaning.concept, other.flips != meaning.flips,
        key[0].utf8.count > 4, key[0].hasSuffix("er")
      else { return nil }
      return key[0]
    }
    return found.min { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
  }
}
