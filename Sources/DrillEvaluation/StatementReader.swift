/// Reads a text as statements: sentences, split again at `;` and at the words
/// that join two clauses (`but`, `while`, `whereas`, `because`, `so`, `and`
/// before a new subject), each clause as the concepts it states.
///
/// Words are lowercased, camelCase is split (`isKnownUniquelyReferenced`), `n't`
/// reads as `not`, spoken fillers are dropped, and each word or phrase is stemmed
/// (Snowball) and looked up in the `GradingLexicon`: a phrase becomes its group's
/// concept (`goes away` → `free`), an opposite becomes the concept said the other
/// way (`non-optional` → `optional`, flipped). A negation word flips the next
/// concept, up to a comma or the end of the clause.
struct StatementReader {
  /// One concept of a clause, with whether it is said negatively.
  struct Concept: Hashable {
    var name: String
    /// Said as an opposite (`non-optional` for `optional`).
    var flipped = false
    /// The negation word whose scope holds it (its index in the clause), if any.
    var negation: Int?

    /// Negated by a word or said as an opposite.
    var negated: Bool { flipped || negation != nil }
  }

  /// One clause of a text.
  struct Clause {
    /// Where it is in the text (for quoting it).
    var range: Range<String.Index>
    /// Its concepts, in order.
    var concepts: [Concept]
    /// Which sentence of the text it belongs to.
    var sentence: Int
  }

  let lexicon: GradingLexicon
  let stemmer: SnowballStemmer

  /// The clauses of `text` that state something.
  func clauses(_ text: String) -> [Clause] {
    var clauses: [Clause] = []
    var sentence = 0
    for piece in Self.pieces(of: text) {
      switch piece {
      case .sentence(let tokens):
        for clauseTokens in splitClauses(dropFillers(tokens)) {
          guard let first = clauseTokens.first, let last = clauseTokens.last else { continue }
          let concepts = self.concepts(clauseTokens)
          if !concepts.isEmpty {
            clauses.append(
              Clause(
                range: first.range.lowerBound..<last.range.upperBound, concepts: concepts, sentence: sentence)
            )
          }
        }
        sentence += 1
      }
    }
    return clauses
  }

  /// The concepts of a whole text read as one statement (a key point).
  func statement(_ text: String) -> [Concept] {
    Self.pieces(of: text).flatMap { piece -> [Concept] in
      switch piece {
      case .sentence(let tokens): concepts(dropFillers(tokens))
      }
    }
  }

  // MARK: Tokens

  struct Token {
    enum Kind { case word, symbol, comma }
    var kind: Kind
    var text: String
    var range: Range<String.Index>
    /// Inside a code span: never a negation (`.none`) or a joining word.
    var inCode = false
  }

  enum Piece {
    case sentence([Token])
  }

  private static let operators: Set<String> = [
    "==", "===", "!=", "!==", "?", "!", "??", "...", "..<", "->", "&&", "||",
  ]
  private static let operatorCharacters: Set<Character> = [
    "=", "!", "<", ">", "?", "&", "|", "+", "-", "*", "/", "%", ".",
  ]

  /// The words of a lexicon entry, lowercased, as the reader splits them.
  static func words(of entry: String) -> [String] {
    pieces(of: entry).flatMap { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.filter { $0.kind != .comma }.map(\.text)
      }
    }
  }

  /// Sentences of tokens. Outside code spans, `.`, `?` and `!` before a space,
  /// `;` and line breaks end a sentence; inside them they are operators.
  static func pieces(of text: String) -> [Piece] {
    var pieces: [Piece] = []
    var tokens: [Token] = []
    var inCode = false
    var index = text.startIndex
    func endSentence() {
      if !tokens.isEmpty { pieces.append(.sentence(tokens)) }
      tokens = []
    }
    func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      let following = next < text.endIndex ? text[next] : nil
      if isWordCharacter(character) {
        var end = next
        while end < text.endIndex {
          let letter = text[end]
          if isWordCharacter(letter) {
            end = text.index(after: end)
          } else if letter == "'" || letter == "\u{2019}", text.index(after: end) < text.endIndex,
            text[text.index(after: end)].isLetter
          {
            end = text.index(after: end)
          } else {
            break
          }
        }
        tokens += wordTokens(text[index..<end], range: index..<end).map { token in
          var token = token
          token.inCode = inCode
          return token
        }
        index = end
        continue
      }
      if character == "`" {
        inCode.toggle()
      } else if character == "\n" || character == ";" {
        endSentence()
      } else if character == "," {
        tokens.append(Token(kind: .comma, text: ",", range: index..<next))
      } else if !inCode, ".?!".contains(character), following == nil || following?.isWhitespace == true,
        !(character == "." && index > text.startIndex && text[text.index(before: index)] == ".")
      {
        endSentence()
      } else if operatorCharacters.contains(character) {
        var end = next
        while end < text.endIndex, operatorCharacters.contains(text[end]) { end = text.index(after: end) }
        // A hyphen inside a word (`non-optional`) only separates.
        let run = String(text[index..<end])
        var rest = Substring(run)
        var start = index
        while !rest.isEmpty {
          let chunk = String(rest.prefix(3))
          let taken =
            operators.contains(chunk)
            ? chunk
            : operators.contains(String(rest.prefix(2))) ? String(rest.prefix(2)) : String(rest.prefix(1))
          let chunkEnd = text.index(start, offsetBy: taken.count)
          if operators.contains(taken) {
            tokens.append(Token(kind: .symbol, text: taken, range: start..<chunkEnd))
          }
          rest = rest.dropFirst(taken.count)
          start = chunkEnd
        }
        index = end
        continue
      }
      index = next
    }
    endSentence()
    return pieces
  }

  /// A word as tokens: camelCase split, lowercased, `n't` as `not`, other
  /// contractions (`'s`, `'re`) dropped.
  private static func wordTokens(_ word: Substring, range: Range<String.Index>) -> [Token] {
    var parts: [String] = []
    var current = ""
    var previous: Character?
    for character in word {
      if let previous, previous.isLowercase, character.isUppercase {
        parts.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    parts.append(current)
    var tokens: [Token] = []
    for part in parts {
      let lower = part.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
      guard let apostrophe = lower.firstIndex(of: "'") else {
        tokens.append(Token(kind: .word, text: lower, range: range))
        continue
      }
      let suffix = lower[apostrophe...]
      let stem = String(lower[..<apostrophe])
      if suffix == "'t", stem.hasSuffix("n") {
        let base = stem == "can" ? "can" : stem == "won" ? "will" : String(stem.dropLast())
        tokens.append(Token(kind: .word, text: base, range: range))
        tokens.append(Token(kind: .word, text: "not", range: range))
      } else {
        tokens.append(Token(kind: .word, text: stem, range: range))
      }
    }
    return tokens
  }

  // MARK: Clauses

  /// Words that join two clauses: the clause ends before them.
  private static let joiners: Set<String> = [
    "but", "whereas", "while", "although", "though", "however", "because", "since", "so", "therefore",
    "otherwise", "meanwhile", "instead",
  ]
  /// Words that start a new subject: `and` before one of them joins two clauses.
  private static let subjects: Set<String> = [
    "it", "they", "this", "that", "these", "those", "you", "we", "i", "there", "the", "a", "an", "its",
    "their", "each", "he", "she",
  ]

  private func splitClauses(_ tokens: [Token]) -> [[Token]] {
    var clauses: [[Token]] = []
    var current: [Token] = []
    for (index, token) in tokens.enumerated() {
      let word = token.kind == .word && !token.inCode ? token.text : ""
      let afterComma = index > 0 && tokens[index - 1].kind == .comma
      let nextWord = index + 1 < tokens.count ? tokens[index + 1].text : ""
      let joins =
        Self.joiners.contains(word) || (word == "and" && (afterComma || Self.subjects.contains(nextWord)))
        || ((word == "which" || word == "only") && afterComma)
      if joins {
        if !current.isEmpty { clauses.append(current) }
        current = []
      } else {
        current.append(token)
      }
    }
    if !current.isEmpty { clauses.append(current) }
    return clauses
  }

  private func dropFillers(_ tokens: [Token]) -> [Token] {
    guard !lexicon.fillers.isEmpty else { return tokens }
    var kept: [Token] = []
    var index = 0
    outer: while index < tokens.count {
      for length in stride(from: min(lexicon.longestFiller, tokens.count - index), through: 1, by: -1) {
        let words = tokens[index..<(index + length)].map(\.text)
        if lexicon.fillers.contains(words) {
          index += length
          // The comma after a filler ("right, …") goes with it.
          if index < tokens.count, tokens[index].kind == .comma { index += 1 }
          continue outer
        }
      }
      kept.append(tokens[index])
      index += 1
    }
    return kept
  }

  /// The concepts of one clause's tokens: the longest lexicon phrase first, then
  /// negations, stop words and stems.
  private func concepts(_ tokens: [Token]) -> [Concept] {
    var concepts: [Concept] = []
    // A negation word holds the next few concepts, up to a comma.
    var negation: (index: Int, left: Int)?
    let stems = tokens.map { $0.kind == .word ? stemmer.stem($0.text) : $0.text }
    func add(_ name: String, flipped: Bool) {
      concepts.append(Concept(name: name, flipped: flipped, negation: negation?.index))
      if let open = negation { negation = open.left > 1 ? (open.index, open.left - 1) : nil }
    }
    var index = 0
    outer: while index < tokens.count {
      let token = tokens[index]
      if token.kind == .comma {
        negation = nil
        index += 1
        continue
      }
      var length = min(lexicon.phraseStarts[stems[index]] ?? 0, tokens.count - index)
      while length >= 1 {
        let slice = tokens[index..<(index + length)]
        if !slice.contains(where: { $0.kind == .comma }),
          let meaning = lexicon.meanings[Array(stems[index..<(index + length)])]
        {
          add(meaning.concept, flipped: meaning.flips)
          index += length
          continue outer
        }
        length -= 1
      }
      index += 1
      if token.kind == .word {
        if !token.inCode, lexicon.negations.contains(token.text) {
          negation = (index, Self.negationReach)
          continue
        }
        if lexicon.stopWords.contains(token.text) || token.text.count < 2 { continue }
      }
      add(stems[index - 1], flipped: false)
    }
    return concepts
  }

  /// How many concepts after a negation word it holds.
  static let negationReach = 3
}
