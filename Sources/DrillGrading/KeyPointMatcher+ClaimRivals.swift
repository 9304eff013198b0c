/// A rival in the claim's place (session 30, s30-grading81): the lexicon's rivals
/// (`rival: major | minor | patch`) said where a point's claim names one of them ("SwiftPM takes
/// that as up to the next minor" for "up to the next major version").
extension KeyPointMatcher {
  /// The rival of a claim word (`rivals`, its rival keys) that `clause` says in its place: after
  /// the point's subject (`first`, which the clause says), inside that subject's stretch (not
  /// opening one of its own, nor offered as an alternative), and said plainly, not denied.
  static func claimRival(
    _ rivals: ConceptSet, pointKeys: ConceptSet, in clause: StatementReader.Clause, subject first: Int
  ) -> StatementReader.Concept? {
    guard let at = clause.concepts.firstIndex(where: { $0.id == first && $0.negation == nil }) else {
      return nil
    }
    for said in clause.concepts[(at + 1)...] {
      if said.opens { return nil }
      let key = ConceptIDs.key(said.id, flipped: said.flipped)
      if rivals.contains(key), !pointKeys.contains(key), said.negation == nil, !said.alternative {
        return said
      }
    }
    return nil
  }
}
