extension StatementReader {
  /// Predicates that dismiss their subject (session 45, s45-precision136): "a Mutex is overkill",
  /// "injecting them is unnecessary", "the calling thread is irrelevant" deny the subject as a
  /// negation before it would ("you don't need a Mutex"), so a clause that dismisses what a key
  /// point asks for contradicts it.
  static let dismissals: Set<String> = [
    "overkill", "unnecessary", "needless", "pointless", "irrelevant", "superfluous", "redundant", "unneeded",
  ]
  /// The words that join a dismissal to its subject: a copula, `be` after a modal ("would be
  /// overkill") and the verbs of seeming.
  static let dismissalLinks: Set<String> = [
    "is", "are", "was", "were", "be", "being", "seems", "seem", "sounds", "looks", "feels", "becomes",
  ]
  /// Words passed over between the link and the dismissal ("is honestly a bit overkill").
  static let dismissalAdverbs: Set<String> = [
    "a", "an", "the", "just", "really", "basically", "honestly", "totally", "completely", "simply",
    "probably", "usually", "mostly", "often", "kind", "sort", "of", "bit", "pretty", "quite", "plain",
    "way", "clearly", "entirely", "largely", "generally", "always", "also", "then", "now", "still",
    "frankly", "somewhat", "likely", "definitely", "absolutely", "fairly",
  ]

  /// Denies the concepts of the stretch before the dismissal at `index` (from `start`) that no
  /// denial holds, when it dismisses them (`dismisses`); whether it did. The dismissal says
  /// nothing else: read as its word too, it would be the opposite of a point's `need` and undo
  /// the denial.
  static func denyDismissed(
    _ concepts: inout [Concept], from start: Int, _ tokens: [Token], _ infos: TokenInfos, at index: Int
  ) -> Bool {
    guard concepts.count > start, dismisses(tokens, infos, at: index) else { return false }
    for denied in start..<concepts.count where concepts[denied].negation == nil {
      concepts[denied].negation = index + 1
    }
    return true
  }

  /// Whether the dismissal at `index` is the predicate of the words before it: a link before it,
  /// with only adverbs between ("X is really overkill"), not an attribute ("an unnecessary copy"),
  /// and no relative clause in its stretch whose subject is a personal pronoun ("pairs it can prove
  /// are redundant": the dismissed are the pairs, the object of "prove").
  static func dismisses(_ tokens: [Token], _ infos: TokenInfos, at index: Int) -> Bool {
    var before = index - 1
    while before >= 0, tokens[before].kind == .word, !tokens[before].inCode {
      let text = tokens[before].text
      if dismissalLinks.contains(text) { break }
      guard dismissalAdverbs.contains(text) else { return false }
      before -= 1
    }
    guard before >= 0, tokens[before].kind == .word, dismissalLinks.contains(tokens[before].text) else {
      return false
    }
    var subject = before - 1
    while subject >= 0, tokens[subject].kind != .comma {
      if tokens[subject].kind == .word, !tokens[subject].inCode {
        if infos[subject].subordinator { break }
        if personalPronouns.contains(tokens[subject].text), objectRelative(tokens, infos, pronoun: subject) {
          return false
        }
      }
      subject -= 1
    }
    return true
  }

  /// Whether the personal pronoun at `pronoun` opens a relative clause without `that`: after a
  /// word of meaning and before no preposition ("pairs it can prove", not "sending it to").
  static func objectRelative(_ tokens: [Token], _ infos: TokenInfos, pronoun: Int) -> Bool {
    guard pronoun >= 1, pronoun + 1 < tokens.count, tokens[pronoun - 1].kind == .word,
      tokens[pronoun - 1].inCode || !infos[pronoun - 1].stop
    else { return false }
    return tokens[pronoun + 1].kind == .word && !prepositions.contains(tokens[pronoun + 1].text)
  }
}
