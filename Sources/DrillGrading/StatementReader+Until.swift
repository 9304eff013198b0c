extension StatementReader {
  // MARK: "not A until B", "not A unless B" (session 28, s28-grading67)

  /// The denials such a bound ends: a verb's (`not`, `never`, `cannot`) and a negative
  /// determiner's or pronoun's ("no lookup until it's resolved", "nothing runs until …"). Not
  /// `without`, `rather than` or a purpose word ("rather than retried until it passes" still
  /// denies the retrying), nor `lack`.
  static let boundedDenials: Set<String> = [
    "not", "never", "cannot", "no", "nothing", "none", "nobody",
  ]

  /// Words that say only how far a denial goes before its bound ("not just until it runs",
  /// "not only until …"): there the denial holds the bound itself, whose clause it denies.
  static let boundAdverbs: Set<String> = ["just", "only", "even", "merely", "simply", "really"]

  /// Whether the word at `index` is the bound of the denial whose scope opened at `open` (the
  /// index after the denial's word): `until` (or `till`, as it is said: "buttons don't work till
  /// you unlock") or `unless`, outside code, with a word of the
  /// denied verb between them other than an adverb of `boundAdverbs` ("doesn't return until",
  /// "don't do anything until"; not "not just until").
  ///
  /// `until` and `unless` bound a denial in time or by a condition: "nothing goes to disk until
  /// you call save", "a plain Task isn't cancelled unless someone calls cancel". What is denied is
  /// A before B (or without it); A itself happens once B does, so the sentence neither states nor
  /// denies A plainly, and B is said, not denied. Asked of every word while a denial is open, so
  /// the cheap tests come first and the word is compared with the three, not hashed (issue 29).
  static func boundsDenial(_ tokens: [Token], at index: Int, open: Int) -> Bool {
    guard open >= 1, open < index, tokens[index].kind == .word, !tokens[index].inCode else { return false }
    let text = tokens[index].text
    guard text == "until" || text == "till" || text == "unless",
      boundedDenials.contains(tokens[open - 1].text)
    else { return false }
    return tokens[open..<index].contains { $0.kind == .word && !boundAdverbs.contains($0.text) }
  }

  /// The concepts a bounded denial held (from `held`, denied by `denial`) are marked
  /// `Concept.bounded`: against a point that itself bounds its claim in time or by a condition,
  /// `KeyPointMatcher.match` reads them as neither stated nor denied (`KeyPointMatcher.bounded`).
  static func bound(_ concepts: inout [Concept], from held: Int, denial: Int) {
    for index in held..<concepts.count where concepts[index].negation == denial {
      concepts[index].bounded = true
    }
  }
}
