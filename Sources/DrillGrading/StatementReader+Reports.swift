/// What a clause reports rather than says (session 23, s23-grading43): "people expect `play()`
/// to tell them when a stream is broken", "people sometimes try `beginBackgroundTask` to keep the
/// socket alive", "the timer uses the duration as if it were the exact end". What someone else
/// believes, expects, hopes or attempts, and what is only supposed (`as if`), is not what the
/// speaker says is so: such a clause states no `wrong:` line with those words
/// (`Clause.asserted`, read by the judge of `wrong:` lines only).
extension StatementReader {
  /// Verbs whose complement is believed, expected, hoped or attempted, not asserted.
  static let reportVerbs: Set<String> = [
    "think", "thinks", "thought", "believe", "believes", "believed", "assume", "assumes", "assumed",
    "expect", "expects", "expected", "imagine", "imagines", "imagined", "hope", "hopes", "hoped",
    "hoping", "try", "tries", "tried", "trying", "pretend", "pretends", "pretended",
  ]
  /// Words that may stand between a report verb and its subject ("people sometimes try", "you'd
  /// think", "the review is hoping").
  static let reportAdverbs: Set<String> = [
    "d", "would", "might", "may", "often", "sometimes", "usually", "typically", "still", "just",
    "probably", "really", "also", "naturally", "mistakenly", "wrongly", "all", "is", "are", "was",
    "were", "be", "been", "first",
  ]
  /// Words before a report verb that make it no report: the speaker's own belief ("I think", "we
  /// expect": a hedge on what the speaker says), an article or a preposition before a noun ("the
  /// expected value", "works as expected", "call it with try"), a modal of what will happen ("you
  /// can expect the callback on the main thread").
  static let reportNonSubjects: Set<String> = [
    "i", "we", "a", "an", "the", "can", "could", "will", "should", "must", "of", "for", "from",
    "about", "with", "into", "by", "in", "on", "at", "than", "as", "like", "over", "between", "not",
  ]

  /// Where the reported part of a clause's tokens starts: at a report verb said of someone other
  /// than the speaker, or at `as if`; nil when the clause reports nothing.
  static func reportStart(_ tokens: [Token]) -> Int? {
    // By index: each token's fields read in place, not the token copied (issue 29 (a), session 29).
    for index in tokens.indices where tokens[index].kind == .word && !tokens[index].inCode {
      let text = tokens[index].text
      if text == "as", index + 1 < tokens.count, tokens[index + 1].kind == .word,
        !tokens[index + 1].inCode, tokens[index + 1].text == "if"
      {
        return index
      }
      guard reportVerbs.contains(text) else { continue }
      var before = index - 1
      while before >= 0, tokens[before].kind == .word, reportAdverbs.contains(tokens[before].text) {
        before -= 1
      }
      guard before >= 0, tokens[before].kind == .word, !tokens[before].inCode,
        !reportNonSubjects.contains(tokens[before].text)
      else { continue }
      return index
    }
    return nil
  }
}
