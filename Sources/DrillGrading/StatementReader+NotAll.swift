extension StatementReader {
  // MARK: "isn't just X", "is not only X" (session 41, s41-precision126)

  /// The adverbs that make a denial say "not all": "the key isn't just the URL, it includes the
  /// size". Not `even` or `really` (they deny harder), nor `simply` ("can't simply call it").
  static let notAllAdverbs: Set<String> = ["just", "only", "merely"]

  /// The concept `only` is read as (its stem): denied in "isn't just X" in place of X, so against a
  /// point that says "only X" the answer says the other way, against one that says X it says X.
  static let onlyNumber = ConceptNames.shared.number("onli")

  /// The forms of `be` before such a `not`: "Y isn't just X" says what Y is, and that it is more.
  /// Not a modal ("can't just retry", "shouldn't just move money": prohibitions), nor `do`, where
  /// `just` may be "simply" ("doesn't just trust any certificate", "don't just retry"). Not after
  /// a comma either: ", not just X" is how key points name a contrasted case ("Structs and enums
  /// can adopt it, not only classes"), which answers deny (docs/evaluation.md, session 41).
  static let notAllCopulas: Set<String> = ["is", "are", "was", "were", "s", "re", "be", "been"]

  /// Whether the `not` at `index` opens "isn't just X" or "is not only X": it does not deny X, it
  /// says X is not all that is true (the reader denies `only` there, X is said plainly). Before a
  /// bound (`until`, `till`, `unless`: "not just until it runs") the denial stays: it holds the
  /// bound. Read at every denial word, so the text is compared first.
  static func deniesNotAll(_ tokens: [Token], at index: Int) -> Bool {
    guard tokens[index].text == "not", index >= 1, index + 2 < tokens.count, tokens[index + 1].kind == .word,
      notAllAdverbs.contains(tokens[index + 1].text)
    else { return false }
    let bound = tokens[index + 2].text
    if bound == "until" || bound == "till" || bound == "unless" { return false }
    return tokens[index - 1].kind == .word && notAllCopulas.contains(tokens[index - 1].text)
  }
}
