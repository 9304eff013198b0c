extension StatementReader {
  // MARK: what a likeness names (session 31, s31-grading85)

  /// Words before `like` that make it a likeness of the clause's subject ("weak is like a
  /// parent", "it behaves like a copy"): a copula or a verb of seeming, or a pronoun that a
  /// contracted copula followed ("it's like", "that's like": the reader keeps `it`, `that`).
  static let likeningWords: Set<String> = [
    "is", "are", "was", "were", "acts", "act", "behaves", "behave", "looks", "look", "feels", "seems",
    "sounds", "it", "that", "this",
  ]

  /// Two-word openers of a likeness: what follows is what the subject is likened to ("as if",
  /// "as though", "similar to", "compared to", "compared with", "akin to"). Whether a word opens
  /// one is asked of every word of every clause: a `switch` on its first word, not a set of pairs
  /// (hashing a new two-word array per word cost 0.3 G of `check` on a 10,000-question bank).
  static func opensLikenessPair(_ first: String, _ second: String) -> Bool {
    switch first {
    case "as": second == "if" || second == "though"
    case "similar", "akin": second == "to"
    case "compared": second == "to" || second == "with"
    default: false
    }
  }

  /// For each of `tokens`, whether it stands inside a likeness ("weak is like a parent that owns
  /// the child", "it acts as if I'd made a copy", "compared with a class"): after the opener's
  /// first word, up to the next comma. What a likeness names is said of what the subject is
  /// likened to, not of the subject, so it tells nothing of the claim's polarity: its concepts
  /// are read as what a comparison's `than` names (`Concept.compared`). `like` opens one only
  /// after a copula, a verb of seeming or a pronoun (`likeningWords`): after a noun it names an
  /// example, part of the claim ("system alerts like permission prompts can't …"), and "just
  /// like", "exactly like" or "works like" carry the claim in wrong answers as often as not
  /// ("it waits, exactly like wait for timeout"). Empty when the clause has no opener.
  static func likened(_ tokens: [Token]) -> [Bool] {
    var marks: [Bool] = []
    var inside = false
    for index in tokens.indices {
      if tokens[index].kind == .comma { inside = false }
      if inside { marks[index] = true }
      if !inside, opensLikeness(tokens, at: index) {
        if marks.isEmpty { marks = Array(repeating: false, count: tokens.count) }
        inside = true
      }
    }
    return marks
  }

  /// Whether the word at `index` opens a likeness (`likened`).
  private static func opensLikeness(_ tokens: [Token], at index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode, !token.inName, index + 1 < tokens.count,
      tokens[index + 1].kind == .word
    else { return false }
    if token.text == "like" {
      return index > 0 && likeningWords.contains(tokens[index - 1].text)
    }
    return opensLikenessPair(token.text, tokens[index + 1].text)
  }
}
