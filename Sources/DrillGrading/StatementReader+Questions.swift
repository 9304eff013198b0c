/// A sentence that asks (session 48, s48-question; session 47's review, finding 4): "Is it true
/// that a struct is shared? No, each copy is independent." A candidate who asks the wrong claim
/// back and answers it was told "you said the opposite" (the question read as a claim, its `wrong:`
/// line touched). A question asserts nothing: its clauses neither credit nor contradict a point
/// (`clauses(_:)` reads none of them). Not a question here: a tag question ("structs are copied,
/// right?", "…, isn't it?"), which opens with its statement and asserts it; a question answered
/// yes ("Does a struct get copied? Yes, …"), which the answer asserts; a sentence with no `?`.
/// After the review (s48-mend1, finding 1): a question that asserts is read as its statement.
/// A negative auxiliary opens a rhetorical question ("Isn't it true that a struct is copied?",
/// "Don't actors serialise access?"), read without its `not`, unless the sentence after it says
/// no; "Did you know that …?" asserts; `what`/`which` open a question only before an auxiliary
/// or a pronoun and an auxiliary ("What does …?", "Which one is …?"), not a statement said with
/// uptalk ("What happens is …?", "Which means …?"); and a short answer says yes too ("It is.",
/// "Of course.", "True.", "That's right.", "Certainly.").
/// Read from the text and the sentence's word tokens, which the byte, scalar and character
/// readings give alike.
extension StatementReader {
  /// Words that open a yes/no question ("Is it true that …?", "Does a struct …?", "Can an actor
  /// …?"); a contraction's verb too ("Doesn't it …?" is `does`, `not`).
  static let questionAuxiliaries: Set<String> = [
    "is", "are", "am", "was", "were", "do", "does", "did", "can", "could", "will", "would", "shall", "should",
    "may", "might", "must", "has", "have", "had",
  ]
  /// Words that open a wh-question whatever follows them ("Why would you …?", "How does …?").
  static let questionOpeners: Set<String> = ["why", "how", "who", "whom", "whose"]
  /// Words that open a wh-question only before an auxiliary ("What does …?") or a pronoun and an
  /// auxiliary ("Which one is …?", "What do you …"): a statement said with uptalk otherwise
  /// ("What happens is …?", "Which means …?", "What you get is Int?").
  static let questionOpenersBeforeVerb: Set<String> = ["what", "which"]
  /// The pronouns between `what`/`which` and the question's auxiliary (`questionOpenersBeforeVerb`).
  static let questionPronouns: Set<String> = [
    "it", "you", "they", "we", "i", "he", "she", "this", "that", "one",
  ]
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
    "then", "certainly", "true",
  ]
  /// Words that open an answer saying no: a negative question they answer is asked, not asserted
  /// ("Isn't it true that a struct is shared? No, …").
  static let denyingWords: Set<String> = ["no", "nope", "nah", "not", "never"]
  /// Words after a pronoun and an auxiliary that keep a short answer a yes ("It is true.").
  static let affirmingComplements: Set<String> = ["true", "right", "correct", "indeed", "so"]

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
    func word(_ offset: Int, in words: Set<String>) -> Bool {
      index + offset < tokens.count && tokens[index + offset].kind == .word && !tokens[index + offset].inCode
        && words.contains(tokens[index + offset].text)
    }
    // "Did you know that …?" asserts what follows.
    if opener == "did", word(1, in: ["you"]), word(2, in: ["know"]) { return false }
    if questionAuxiliaries.contains(opener) || questionOpeners.contains(opener) { return true }
    if questionOpenersBeforeVerb.contains(opener) {
      return word(1, in: questionAuxiliaries)
        || word(1, in: questionPronouns) && word(2, in: questionAuxiliaries)
    }
    return questionOpenersBeforeAuxiliary.contains(opener) && word(1, in: questionAuxiliaries)
  }

  /// The index of the `not` of a negative auxiliary opening `tokens` after lead-ins ("Isn't it
  /// …?" is `is`, `not`; "So don't actors …?"), or nil.
  static func negatedOpening(_ tokens: [Token]) -> Int? {
    var index = 0
    while index < tokens.count, tokens[index].kind == .word, !tokens[index].inCode,
      questionLeadIns.contains(tokens[index].text)
    {
      index += 1
    }
    guard index + 1 < tokens.count, tokens[index].kind == .word, !tokens[index].inCode,
      questionAuxiliaries.contains(tokens[index].text), tokens[index + 1].kind == .word,
      tokens[index + 1].text == "not"
    else { return nil }
    return index + 1
  }

  /// The sentence `tokens` as it asserts, read when no question skipped it (`unaffirmedQuestion`):
  /// a rhetorical negative question without its `not` ("Isn't a struct copied?" asserts that a
  /// struct is copied, as "Is a struct copied? Yes." does); any other sentence as it is.
  static func asserted(_ tokens: [Token], in text: String) -> [Token] {
    guard let not = negatedOpening(tokens), asks(tokens, in: text) else { return tokens }
    var kept = tokens
    kept.remove(at: not)
    return kept
  }

  /// The span of the sentence at `position` of `sentences` (`answerSentences`) if it asks
  /// (`asks`) and the sentence after it, its asides passed, does not say yes to it (`affirms`);
  /// a negative question (`negatedOpening`) only if the sentence after it says no (`denies`):
  /// otherwise it is rhetorical and asserts (`asserted`).
  static func unaffirmedQuestion(at position: Int, of sentences: [[Token]], in text: String)
    -> Range<String.Index>?
  {
    let tokens = sentences[position]
    guard asks(tokens, in: text) else { return nil }
    let span = tokens[0].range.lowerBound..<tokens[tokens.count - 1].range.upperBound
    let answer = sentences[(position + 1)...].first {
      $0.first.map { $0.range.lowerBound >= span.upperBound } ?? false
    }
    if answer.map(affirms) == true { return nil }
    if negatedOpening(tokens) != nil, answer.map(denies) != true { return nil }
    return span
  }

  /// Whether the sentence `tokens` says yes: it opens with a yes or a `then` (`affirmingWords`),
  /// "if so" or "of course", or is a short answer of a pronoun and an auxiliary ("It is.", "It
  /// does.", "They can.", "It is true.") or "that" and a yes ("That's right.", "That is correct.");
  /// none of these before a `not` ("Of course not.", "Certainly not.", "It is not."). The question
  /// before it is asserted.
  static func affirms(_ tokens: [Token]) -> Bool {
    func word(_ index: Int, in words: Set<String>) -> Bool {
      index < tokens.count && tokens[index].kind == .word && !tokens[index].inCode
        && words.contains(tokens[index].text)
    }
    func notAt(_ index: Int) -> Bool { word(index, in: ["not"]) }
    guard let first = tokens.first, first.kind == .word, !first.inCode else { return false }
    if affirmingWords.contains(first.text) {
      return !(notAt(1) && ["certainly", "true"].contains(first.text))
    }
    if word(0, in: ["if"]), word(1, in: ["so"]) { return true }
    if word(0, in: ["of"]), word(1, in: ["course"]) { return !notAt(2) }
    if word(0, in: ["that"]), word(1, in: affirmingComplements) { return true }
    guard word(0, in: ["it", "that", "they", "this", "he", "she", "you", "we"]),
      word(1, in: questionAuxiliaries)
    else { return false }
    let rest = tokens[2...].filter { $0.kind == .word }
    return rest.isEmpty || rest.count == 1 && affirmingComplements.contains(rest[0].text)
  }

  /// Whether the sentence `tokens` opens with a no (`denyingWords`): the negative question before
  /// it is asked, not asserted.
  static func denies(_ tokens: [Token]) -> Bool {
    guard let first = tokens.first, first.kind == .word, !first.inCode else { return false }
    return denyingWords.contains(first.text)
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

extension KeyPointMatcher {
  /// The sentences of `text` read as asking (`StatementReader.unaffirmedQuestion`), each without
  /// its `?`: what they say asserts nothing. `check`'s audit names one that says a point the
  /// Answer states nowhere else (session 48's review, finding 5).
  package static func askedSentences(in text: String, lexicon: GradingLexicon) -> [String] {
    let reader = StatementReader(lexicon: lexicon, stemmer: SnowballStemmer())
    let sentences = reader.answerSentences(of: text)
    var asked: [Range<String.Index>] = []
    for position in sentences.indices {
      if let last = asked.last, let first = sentences[position].first,
        first.range.upperBound <= last.upperBound
      {
        continue
      }
      if let span = StatementReader.unaffirmedQuestion(at: position, of: sentences, in: text) {
        asked.append(span)
      }
    }
    return asked.map { String(text[$0]) }
  }
}
