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

  /// What a word is to `reportStart`: a report verb, an adverb between one and its subject, a
  /// word that makes it no report, or `as` and `if` (`as if`). Worked out once per text
  /// (`WordInfo.report`): `reportStart` asks it of every word of every clause read, and each
  /// `Set<String>` lookup hashed the word (issue 29 (a), session 31).
  struct ReportWord: OptionSet, Sendable {
    let rawValue: UInt8
    static let verb = ReportWord(rawValue: 1)
    static let adverb = ReportWord(rawValue: 2)
    static let nonSubject = ReportWord(rawValue: 4)
    static let asWord = ReportWord(rawValue: 8)
    static let ifWord = ReportWord(rawValue: 16)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `text`'s place in the lists above.
    init(_ text: String) {
      self = []
      if reportVerbs.contains(text) { insert(.verb) }
      if reportAdverbs.contains(text) { insert(.adverb) }
      if reportNonSubjects.contains(text) { insert(.nonSubject) }
      if text == "as" { insert(.asWord) }
      if text == "if" { insert(.ifWord) }
    }
  }

  /// `token`'s `ReportWord`: the one its `WordInfo` carries, else worked out.
  static func reportWord(_ token: Token) -> ReportWord { token.info?.report ?? ReportWord(token.text) }

  /// Where the reported part of a clause's tokens starts: at a report verb said of someone other
  /// than the speaker, or at `as if`; nil when the clause reports nothing.
  static func reportStart(_ tokens: [Token]) -> Int? {
    // By index: each token's fields read in place, not the token copied (issue 29 (a), session 29).
    for index in tokens.indices where tokens[index].kind == .word && !tokens[index].inCode {
      let word = reportWord(tokens[index])
      if word.contains(.asWord), index + 1 < tokens.count, tokens[index + 1].kind == .word,
        !tokens[index + 1].inCode, reportWord(tokens[index + 1]).contains(.ifWord)
      {
        return index
      }
      guard word.contains(.verb) else { continue }
      var before = index - 1
      while before >= 0, tokens[before].kind == .word, reportWord(tokens[before]).contains(.adverb) {
        before -= 1
      }
      guard before >= 0, tokens[before].kind == .word, !tokens[before].inCode,
        !reportWord(tokens[before]).contains(.nonSubject)
      else { continue }
      return index
    }
    return nil
  }
}
