/// A sentence that asks (session 48, s48-question; session 47's review, finding 4): "Is it true
/// that a struct is shared? No, each copy is independent." A candidate who asks the wrong claim
/// back and answers it was told "you said the opposite" (the question read as a claim, its `wrong:`
/// line touched). A question asserts nothing: its clauses neither credit nor contradict a point
/// (`clauses(_:)` reads none of them). Not a question here: a tag question ("structs are copied,
/// right?", "…, isn't it?"), which opens with its statement and asserts it; a question answered
/// yes ("Does a struct get copied? Yes, …"), which the answer asserts; a sentence with no `?`.
/// Read from the text and the sentence's word tokens, which the byte, scalar and character
/// readings give alike.
extension StatementReader {
  /// Words that open a yes/no question ("Is it true that …?", "Does a struct …?", "Can an actor
  /// …?"); a contraction's verb too ("Doesn't it …?" is `does`, `not`).
  static let questionAuxiliaries: Set<String> = [
    "is", "are", "am", "was", "were", "do", "does", "did", "can", "could", "will", "would", "shall", "should",
    "may", "might", "must", "has", "have", "had",
  ]
  /// Words that open a wh-question whatever follows them ("Why would you …?", "What happens …?").
  static let questionOpeners: Set<String> = ["what", "why", "how", "who", "whom", "whose", "which"]
  /// Words that open a wh-question only before an auxiliary ("When does …?"), a subordinate clause
  /// otherwise ("When you assign it, it is copied?").
  static let questionOpenersBeforeAuxiliary: Set<String> = ["when", "where"]
  /// Words said before a question's opener ("So is a struct shared?", "And why …?").
  static let questionLeadIns: Set<String> = [
    "so", "and", "but", "then", "ok", "okay", "well", "now", "also", "or", "um", "uh", "hmm", "oh", "wait",
  ]
  /// Words that open an answer saying yes: the question before is asserted ("Is it copied? Yes, …").
  /// So is a question that `then` answers: the question is its condition, said as a checklist
  /// ("Is the change after an await? Then withAnimation doesn't cover it.": if it is, then …).
  static let affirmingWords: Set<String> = [
    "yes", "yeah", "yep", "yup", "exactly", "absolutely", "correct", "indeed", "sure", "definitely", "right",
    "then",
  ]

  /// Whether the sentence `tokens` of `text` asks: it ends with `?` (closing quotes, backticks or
  /// brackets between) and opens, after lead-ins (`questionLeadIns`), with an auxiliary or a
  /// wh-word (`questionAuxiliaries`, `questionOpeners`). Asked of each answer sentence; most end
  /// with a `.` and answer at their last token.
  static func asks(_ tokens: [Token], in text: String) -> Bool {
    guard let last = tokens.last, endsWithQuestionMark(text, after: last.range.upperBound) else {
      return false
    }
    return tokens.withUnsafeBufferPointer(opensQuestion)
  }

  /// Whether the tokens open, after lead-ins (`questionLeadIns`), with an auxiliary or a wh-word
  /// (`questionAuxiliaries`, `questionOpeners`; `questionOpenersBeforeAuxiliary` before an
  /// auxiliary). Asked of a sentence read so far at a `?` too (`marksOptionalType`).
  static func opensQuestion(_ tokens: UnsafeBufferPointer<Token>) -> Bool {
    var index = 0
    while index < tokens.count, tokens[index].kind == .word, !tokens[index].inCode,
      questionLeadIns.contains(tokens[index].text)
    {
      index += 1
    }
    guard index < tokens.count, tokens[index].kind == .word, !tokens[index].inCode else { return false }
    let opener = tokens[index].text
    if questionAuxiliaries.contains(opener) || questionOpeners.contains(opener) { return true }
    return questionOpenersBeforeAuxiliary.contains(opener) && index + 1 < tokens.count
      && tokens[index + 1].kind == .word && questionAuxiliaries.contains(tokens[index + 1].text)
  }

  /// The span of the sentence at `position` of `sentences` (`answerSentences`) if it asks
  /// (`asks`) and the sentence after it, its asides passed, does not say yes to it (`affirms`).
  static func unaffirmedQuestion(at position: Int, of sentences: [[Token]], in text: String)
    -> Range<String.Index>?
  {
    let tokens = sentences[position]
    guard asks(tokens, in: text) else { return nil }
    let span = tokens[0].range.lowerBound..<tokens[tokens.count - 1].range.upperBound
    let answer = sentences[(position + 1)...].first {
      $0.first.map { $0.range.lowerBound >= span.upperBound } ?? false
    }
    return answer.map(affirms) == true ? nil : span
  }

  /// Whether the sentence `tokens` opens with a yes or a `then` (`affirmingWords`), or "if so":
  /// the question before it is asserted.
  static func affirms(_ tokens: [Token]) -> Bool {
    guard let first = tokens.first, first.kind == .word, !first.inCode else { return false }
    return affirmingWords.contains(first.text)
      || first.text == "if" && tokens.count > 1 && tokens[1].kind == .word && tokens[1].text == "so"
  }

  /// Whether a `?` is the first mark after `position` in `text`, past spaces, closing quotes,
  /// backticks and brackets, and an aside in parentheses ("… override `main()`?", "… X (like Y)?").
  private static func endsWithQuestionMark(_ text: String, after position: String.Index) -> Bool {
    var depth = 0
    for scalar in text.unicodeScalars[position...] {
      switch scalar {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case _ where depth > 0: continue
      case "?": return true
      case "`", "\"", "'", "]", " ", "\t", "\u{2019}", "\u{201D}": continue
      default: return false
      }
    }
    return false
  }
}
