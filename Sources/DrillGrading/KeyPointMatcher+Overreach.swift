/// Overreach (session 31, s31-grading83): a restriction said to hold beyond itself. A point that
/// restricts its claim with `only` ("a device downloads **only** the images for its own screen
/// scale", "it works **only** when the module was compiled with testing enabled", "ARC manages
/// **only** Swift objects") is misstated by a sentence that says the same claim reaches past the
/// restriction, with a word that extends it (`every`, `all`, `any`, `both`, `always`,
/// `whenever`, `everything`, `everywhere`, `anywhere`, `regardless`, `even`, `too`), near the
/// words the point's `only` stands among, and that restricts nothing (no `only`, `just`,
/// `exclusively`, `solely`, `merely`): "every device still downloads the images in **all**
/// three scales", "it works **regardless** of how the module was compiled", "ARC manages C
/// allocations **too**". Unlike `misquantifies` (session 21), the claim is found by the words
/// around `only` on both sides, the verb as well as the thing (`only` stands before the verb as
/// often as after it: "only works for a known alphabet" / "works for **any** Unicode text"),
/// and a restriction to a condition counts ("only when", "only while"). Why it holds in English:
/// `only X` and "X and more" cannot both be true of one claim, and a speaker who keeps the
/// restriction says `only` (or `just`) again.
extension KeyPointMatcher {
  /// Words that extend a claim past a restriction: one list for the words and their byte scan
  /// (`extendingWordScan`), as `harmRoots` is.
  static let extendingWordList: [StaticString] = [
    "every", "all", "any", "both", "always", "whenever", "everything", "everywhere", "anywhere",
    "regardless", "even", "too",
  ]
  static let extendingWords = Set(extendingWordList.map(\.description))
  /// The universal determiners among them: they may quantify another thing of the claim ("do
  /// **all** the work inside `perform`" keeps the point's "only inside `perform`").
  static let extendingDeterminers: Set<String> = ["every", "all", "any", "both"]
  /// Words that restrict a claim: a sentence with one keeps a restriction.
  static let restrictingWords: Set<String> = ["only", "just", "exclusively", "solely", "merely"]
  /// Words after `even` that make it no extension ("even then", "even so", "even more").
  static let evenNonExtensions: Set<String> = [
    "then", "so", "though", "more", "less", "better", "worse", "faster", "slower", "further",
  ]
  /// How many words on each side of `only`, and of an extending word, name the claim.
  static let overreachReach = 3

  /// Whether `said` says a claim the point restricts with `only` holds past the restriction, and
  /// restricts nothing itself.
  /// `stretches`: the point's and the sentence's, if already made (`misstates`).
  static func overreaches(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>,
    stretches: PlainStretches? = nil, scan: PointScan? = nil
  ) -> Bool {
    guard scan?.holds(.only) ?? onlyWordScan.isHeld(in: point) else { return false }
    var saidBytes = said
    guard saidBytes.withUTF8(extendingWordScan.isHeld(in:)) else { return false }
    let stretches = stretches ?? PlainStretches(point: point[...], said: said)
    let saidStretches = stretches.saidWords
    if saidStretches.contains(where: { $0.contains(where: restrictingWords.contains) }) { return false }
    func content(_ words: ArraySlice<String>) -> [String] {
      words.filter { $0.count > 2 && !stop.contains($0) && !extendingWords.contains($0) && $0 != "only" }
    }
    // The stems around each `only` of the point, and the thing it restricts (its next two words).
    var claim: Set<String> = []
    var things: [Set<String>] = []
    for stretch in stretches.pointWords {
      for (index, word) in stretch.enumerated() where word == "only" {
        let before = index > 0 ? stretch[index - 1] : ""
        let next = index + 1 < stretch.count ? stretch[index + 1] : ""
        if before == "not" || next == "then" { continue }
        let low = max(0, index - overreachReach)
        let high = min(stretch.count, index + 1 + overreachReach)
        claim.formUnion(content(stretch[low..<high]).map { stemmer.stem($0) })
        if !onlyConditions.contains(next) {
          things.append(Set(content(stretch[(index + 1)...]).prefix(2).map { stemmer.stem($0) }))
        }
      }
    }
    if claim.isEmpty { return false }
    for stretch in saidStretches {
      for (index, word) in stretch.enumerated() where extendingWords.contains(word) {
        let next = index + 1 < stretch.count ? stretch[index + 1] : ""
        let before = index > 0 ? stretch[index - 1] : ""
        if before == "at" || before == "almost" || before == "nearly" { continue }
        if stretch[max(0, index - 2)..<index].contains(where: countDenials.contains) { continue }
        if word == "even", evenNonExtensions.contains(next) { continue }
        // A universal that a denial after it restricts, or a condition's own.
        if extendingDeterminers.contains(word),
          stretch[(index + 1)...].contains(where: restrictingDenials.contains)
        {
          continue
        }
        if word != "whenever", stretch[..<index].contains(where: scopeConditions.contains) { continue }
        let low = max(0, index - overreachReach)
        let high = min(stretch.count, index + 1 + overreachReach)
        let near = Set(content(stretch[low..<high]).map { stemmer.stem($0) })
        if near.isDisjoint(with: claim) { continue }
        // A determiner of another thing beside the restricted thing said again.
        if extendingDeterminers.contains(word) {
          let said = Set(content(stretch[...]).map { stemmer.stem($0) })
          if things.contains(where: { !$0.isEmpty && $0.isSubset(of: said) }) { continue }
        }
        return true
      }
    }
    return false
  }
}

extension KeyPointMatcher {
  /// `overreaches`' prefilters: the point's `only`, the sentence's extending words.
  static let onlyWordScan = ASCIIWordSet(onlyScanWords)
  static let onlyScanWords: [StaticString] = ["only"]
  static let extendingWordScan = ASCIIWordSet(extendingWordList)
}
