/// Reading a text as clauses, splitting a sentence into them, and dropping spoken fillers.
extension StatementReader {
  /// The concepts of a whole text read as one statement (a key point).
  ///
  /// A statement of one sentence is that sentence's concepts as read, and the sentences of a
  /// longer one are joined into a list made with their room: `flatMap` copied a one-sentence
  /// statement, and grew a longer one sentence by sentence (issue 29 (a), s41-checkfast40: a
  /// prompt's code block is a sentence a line).
  func statement(_ text: String) -> [Concept] {
    let read = sentences(of: text).map { concepts(dropFillers($0)) }
    guard read.count > 1 else { return read.first ?? [] }
    var statement: [Concept] = []
    statement.reserveCapacity(read.reduce(0) { $0 + $1.count })
    for concepts in read { statement += concepts }
    return statement
  }

  /// The clauses of `text` that state something.
  func clauses(_ text: String) -> [Clause] {
    var clauses: [Clause] = []
    var sentence = 0
    let sentences = answerSentences(of: text)
    // A question asserts nothing, nor its asides, unless the sentence after it says yes (`asks`).
    var question: Range<String.Index>?
    for (position, tokens) in sentences.enumerated() {
      if let asked = question, let first = tokens.first, first.range.upperBound <= asked.upperBound {
        sentence += 1
        continue
      }
      question = Self.unaffirmedQuestion(at: position, of: sentences, in: text)
      if question != nil {
        sentence += 1
        continue
      }
      for clauseTokens in splitClauses(dropFillers(Self.asserted(tokens, in: text))) {
        // A stretch that only names a subject and ends denying ("…; processing requests can't.")
        // takes its claim from the statement before, in this sentence or the one before it.
        // Asked of the last clause where it stands (`last` copied the whole clause).
        let previous = clauses.indices.last.flatMap {
          clauses[$0].sentence >= sentence - 1 ? clauses[$0].concepts : nil
        }
        for (clauseTokens, concepts) in readEllipsis(clauseTokens, previous: previous) {
          // The tokens' ranges and the opening word read where they stand: `first`, `last` and
          // `first(where:)` copied a token each, its text and `WordInfo` retained and released
          // (issue 29 (a), s42-checkfast41).
          guard !clauseTokens.isEmpty, !concepts.isEmpty else { continue }
          let start = clauseTokens[0].range.lowerBound
          let end = clauseTokens[clauseTokens.count - 1].range.upperBound
          let opening = clauseTokens.firstIndex { $0.kind == .word }
          clauses.append(
            Clause(
              range: start..<end, concepts: concepts, sentence: sentence,
              refersBack: (opening.map { info(clauseTokens[$0]).pronoun } ?? false)
                && !Self.opensWithDummyIt(clauseTokens),
              asserted: Self.reportStart(clauseTokens).map { self.concepts(Array(clauseTokens[..<$0])) },
              listsWords: listsWords(clauseTokens))
          )
        }
      }
      sentence += 1
    }
    return clauses
  }

  /// The clauses of a sentence's tokens: split at joiners, at `and` that starts a new
  /// subject, and around comparisons ("unlike X").
  ///
  /// Each clause is a stretch of the sentence's tokens, copied once when it closes: the clause
  /// being read is `tokens[start..<index]` (every token kept is the one after the last kept, or
  /// opens the clause), not a list the tokens were appended to one by one, each append checked
  /// for room and uniqueness and the list allocated again after each clause was kept (issue 29
  /// (a), s43-checkfast42).
  func splitClauses(_ tokens: [Token]) -> [[Token]] {
    var clauses: [[Token]] = []
    // Where the clause being read starts: it is `tokens[start..<index]`, empty when equal.
    var start = 0
    // Inside a comparison ("unlike X"): it ends at the next comma or joiner.
    var comparing = false
    func close(at end: Int) {
      if start < end { clauses.append(Array(tokens[start..<end])) }
    }
    for (index, token) in tokens.enumerated() {
      let isWord = token.kind == .word && !token.inCode
      let word = isWord ? token.text : ""
      let afterComma = index > 0 && tokens[index - 1].kind == .comma
      // The next token read where it stands, not copied (issue 29 (a), session 29).
      let next = index + 1 < tokens.count ? index + 1 : nil
      let joins =
        (isWord && info(token).joiner && !(word == "instead" && next.map { tokens[$0].text == "of" } == true))
        || (word == "and" && (afterComma || next.map { info(tokens[$0]).startsSubject } == true))
        || (afterComma && (word == "which" || word == "only"))
      // A sentence's opening `and` belongs to no clause: "And unlike viewDidLoad, …" (session 32).
      let opening = index - start == 1 && tokens[start].kind == .word && tokens[start].text == "and"
      if isWord && info(token).comparison && (afterComma || start == index || opening) {
        // A comparison states something of another subject, not the opposite of this
        // clause's claim: "A macro runs at compile time, unlike a function, which runs at
        // run time" and "Unlike classes, structs are copied" each hold two statements, the
        // one about the compared subject said positively.
        if !opening { close(at: index) }
        start = index + 1
        comparing = true
      } else if joins, index - start >= 2, tokens[index - 2].kind == .comma,
        Self.deniedSubordinators.contains(word), ["not", "never"].contains(tokens[index - 1].text)
      {
        // "…, not because they wrap the view": the denial opens the joiner's clause and denies it.
        close(at: index - 1)
        start = index - 1
      } else if joins || (comparing && token.kind == .comma) {
        comparing = false
        close(at: index)
        // `only` after a comma opens a clause and stays its word: "public lets other modules use
        // the class, only open lets them subclass it" restricts the subclassing to `open`.
        start = word == "only" ? index : index + 1
      }
      // Any other token stays in the clause: it is `tokens[start...index]` for the next.
    }
    close(at: tokens.count)
    return Self.resumingInterrupted(clauses, of: tokens)
  }

  func dropFillers(_ tokens: [Token]) -> [Token] {
    // By index, each token's own `WordInfo` asked: `contains(where:)` copied every token to ask
    // it (issue 29 (a), s32-checkfast29: the prompt's code block, a sentence a line).
    func startsFiller(_ index: Int) -> Bool {
      tokens[index].info?.startsFiller
        ?? info(tokens[index].text, isWord: tokens[index].kind == .word).startsFiller
    }
    guard !lexicon.fillers.isEmpty, let first = tokens.indices.first(where: startsFiller) else {
      return tokens
    }
    // Made at the first filler dropped: a sentence that drops none is given back, its tokens not
    // copied one by one (issue 29 (a), session 29).
    var kept: [Token]?
    var index = first
    outer: while index < tokens.count {
      // Most words start no filler.
      guard startsFiller(index) else {
        kept?.append(tokens[index])
        index += 1
        continue
      }
      let fillers = info(tokens[index]).fillers
      for length in stride(from: min(lexicon.longestFiller, tokens.count - index), through: 1, by: -1) {
        if fillers.contains(where: { Self.says($0, tokens, at: index, length: length) }) {
          if kept == nil {
            kept = []
            kept!.reserveCapacity(tokens.count)
            kept!.append(contentsOf: tokens[..<index])
          }
          index += length
          // The comma after a filler ("right, …") goes with it.
          if index < tokens.count, tokens[index].kind == .comma { index += 1 }
          continue outer
        }
      }
      kept?.append(tokens[index])
      index += 1
    }
    return kept ?? tokens
  }

  /// Whether the `length` tokens at `start` say `words`, each token's text one of them in order:
  /// by index, where `elementsEqual` over the slice copied each token (s32-checkfast29).
  static func says(_ words: [String], _ tokens: [Token], at start: Int, length: Int) -> Bool {
    guard words.count == length else { return false }
    for offset in 0..<length where words[offset] != tokens[start + offset].text { return false }
    return true
  }

  /// The clause opens with a dummy `it` ("It's also worth knowing about …", "it is important
  /// to …"): the pronoun stands for nothing said before (`Clause.refersBack`).
  static func opensWithDummyIt(_ tokens: [Token]) -> Bool {
    var words = tokens.lazy.filter { $0.kind == .word && !$0.inCode }.map(\.text).makeIterator()
    guard words.next() == "it" else { return false }
    for _ in 0..<4 {
      guard let word = words.next() else { return false }
      if dummyItPredicates.contains(word) { return true }
      if !dummyItFillers.contains(word) { return false }
    }
    return false
  }
}

extension StatementReader {
  /// The fewest words of a clause read as a list of key words (`listsWords`).
  static let listWordsLeast = 4

  /// Whether a clause's tokens are only content words, at least `listWordsLeast` of them: no
  /// function word (a stop word, a negation, an article, a copula, a pronoun, a joiner, a
  /// coordinator or a subordinator), no comma, no symbol, no code and no camelCase name said aloud.
  /// Such a run of words has no grammatical frame: it names words, and says nowhere which words go
  /// with which claim (session 44, s44-salad135). Asked once a clause, and most clauses answer at
  /// their first few words.
  func listsWords(_ tokens: [Token]) -> Bool {
    guard tokens.count >= Self.listWordsLeast else { return false }
    for token in tokens {
      // A camelCase name said aloud ("call startAccessingResource first") is one name, not a list.
      guard token.kind == .word, !token.inCode, !token.inName else { return false }
      let word = info(token)
      if word.stop || word.negation || word.purpose || word.negativePronoun || word.article || word.copula
        || word.pronoun || word.joiner || word.coordinator || word.subordinator || word.comparison
        || word.startsNegationPhrase
      {
        return false
      }
    }
    return true
  }
}
