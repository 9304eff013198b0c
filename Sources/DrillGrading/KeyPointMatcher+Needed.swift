/// What a clause must hold for `KeyPointMatcher.match` to find anything of a part, worked
/// out once per part: most clauses of an answer share nothing with most parts, and are
/// passed over without the match's bookkeeping.
struct Needed {
  /// The part's concept names.
  let names: Set<String>
  /// The rival keys of the part's concepts' rivals (a clause naming one may swap the subject).
  let rivals: Set<String>
  /// The part's first concept: a clause before that names it may lend the subject.
  let first: String?

  init(_ needed: [StatementReader.Concept], lexicon: GradingLexicon) {
    names = Set(needed.map(\.name))
    var rivals: Set<String> = []
    for concept in needed {
      if let known = lexicon.rivals[GradingLexicon.rivalKey(concept.name, flipped: concept.flipped)] {
        rivals.formUnion(known)
      }
    }
    self.rivals = rivals
    first = needed.first?.name
  }

  /// False only when `match` would find nothing: the clause (with `names` and `rivalKeys`)
  /// names none of the part's concepts nor a rival of them, and the clause before it (its
  /// names, when it may lend a subject) does not name the part's first concept. A match needs
  /// a share of at least `threshold`: one concept said, borrowed or swapped for a rival.
  func mayMatch(names clause: Set<String>, rivalKeys: Set<String>, before: Set<String>?) -> Bool {
    if !names.isDisjoint(with: clause) { return true }
    if !rivals.isEmpty, !rivals.isDisjoint(with: rivalKeys) { return true }
    if let first, let before, before.contains(first) { return true }
    return false
  }
}
