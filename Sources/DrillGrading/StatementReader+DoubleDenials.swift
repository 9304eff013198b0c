extension StatementReader {
  /// The modals whose denial `without` answers ("can't … without …", "won't … without …"), and
  /// the denial words that are modal alone.
  static let withoutModals: Set<String> = ["can", "could", "will", "would", "should", "must", "may", "might"]
  static let modalDenials: Set<String> = ["cannot", "never"]

  /// At a `without` in the stretch of an earlier modal denial ("you can't add a stored property
  /// without breaking clients", "never save it without asking"): the two denials make one
  /// condition, not two claims. What the first denial holds is the case the claim is made for
  /// (`Concept.conditional`: its polarity tells nothing), and the caller opens no denial at
  /// `without`: what it names is said plainly (breaking clients, asking). `denial` is the index
  /// after the denial word; false (nothing changed) where the stretch has no such denial or it
  /// holds no concept yet.
  static func undenies(
    _ concepts: inout [Concept], _ tokens: [Token], _ denial: (index: Int, purpose: Bool)?, from held: Int
  ) -> Bool {
    guard let denial, !denial.purpose, denial.index >= 1 else { return false }
    let word = tokens[denial.index - 1].text
    guard
      modalDenials.contains(word)
        || word == "not" && denial.index >= 2 && withoutModals.contains(tokens[denial.index - 2].text)
    else { return false }
    var undone = false
    for index in held..<concepts.count where concepts[index].negation == denial.index {
      (concepts[index].conditional, concepts[index].doubled) = (true, true)
      undone = true
    }
    return undone
  }
}
