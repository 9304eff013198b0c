/// How a question's key points spell their `non-` words (`StatementReader.readingNonSpellings`):
/// closed (`nonmutating`) or apart (`non-copyable`, `non frozen`). A spelling the points use both
/// ways is in neither set.
struct QuestionNonSpellings {
  /// The closed words, lowercased as read (`nonmutating`).
  var closed: Set<String> = []
  /// The stems of the words the points write after a `non` of their own (`copyabl`).
  var apart: Set<String> = []
}

extension QuestionAgainStems {
  /// The key points' `non-` spellings, read when an answer first says a `non-` word, then kept.
  var nonSpellings: QuestionNonSpellings {
    if let madeNonSpellings { return madeNonSpellings }
    var made = QuestionNonSpellings()
    var closedRests: [String: String] = [:]
    for text in texts {
      for tokens in maker.sentences(of: text) {
        for index in tokens.indices where tokens[index].kind == .word {
          let token = tokens[index]
          if token.text == "non", index + 1 < tokens.count, tokens[index + 1].kind == .word {
            made.apart.insert(maker.info(tokens[index + 1]).stem)
          } else if let rest = StatementReader.nonRest(token.text) {
            closedRests[token.text] = maker.info(rest, isWord: true).stem
          }
        }
      }
    }
    for (word, rest) in closedRests where !made.apart.contains(rest) { made.closed.insert(word) }
    made.apart.subtract(closedRests.values)
    madeNonSpellings = made
    return made
  }
}

extension StatementReader {
  // MARK: A `non-` word spelled as the key points spell it (session 31, s31-grading86)

  /// The tokens of a sentence with each `non-` word spelled as the question's key points spell it.
  /// A writer closes the prefix or sets it apart as they please ("nonmutating", "non-mutating"),
  /// and the two spellings read differently: apart, `non` denies the word after it (session 23); closed,
  /// the word is one concept of its own. Where a point writes the word closed, the answer's `non`
  /// and the word after it are that one word; where a point writes it apart, the answer's closed word
  /// is `non` and the word (unless the lexicon knows the closed word). Each reading stays the point's:
  /// the answer is spelled as the point is, not read anew.
  func readingNonSpellings(_ tokens: [Token]) -> [Token] {
    // Most sentences say no `non` word: a test of the first bytes of each word first.
    guard
      tokens.contains(where: { $0.kind == .word && !$0.inCode && $0.startsNon }),
      let question = questionAgainStems
    else { return tokens }
    var read: [Token] = []
    read.reserveCapacity(tokens.count + 1)
    var changed = false
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .word, !token.inCode, !token.inName, token.startsNon else {
        read.append(token)
        index += 1
        continue
      }
      if token.text == "non", index + 1 < tokens.count, tokens[index + 1].kind == .word,
        !tokens[index + 1].inCode, question.nonSpellings.closed.contains("non" + tokens[index + 1].text)
      {
        var closed = Token(
          kind: .word, text: "non" + tokens[index + 1].text,
          range: token.range.lowerBound..<tokens[index + 1].range.upperBound)
        closed.info = info(closed)
        read.append(closed)
        (changed, index) = (true, index + 2)
        continue
      }
      if let apart = nonApart(token, question) {
        read += apart
        changed = true
      } else {
        read.append(token)
      }
      index += 1
    }
    return changed ? read : tokens
  }

  /// `token`, a closed `non-` word the lexicon does not know, as `non` and the word where the key
  /// points write that word after a `non` of their own; else nil. `non` has an empty range at the
  /// word's start: the two are no code name of two tokens (as `again`, `readingAgain`).
  private func nonApart(_ token: Token, _ question: QuestionAgainStems) -> [Token]? {
    guard let restText = Self.nonRest(token.text) else { return nil }
    let word = info(token)
    guard word.single == nil, word.phraseStart == 0, lexicon.rivals[word.stem] == nil else { return nil }
    var rest = Token(kind: .word, text: restText, range: token.range)
    rest.info = info(rest)
    guard let stem = rest.info?.stem, question.nonSpellings.apart.contains(stem) else { return nil }
    var denial = Token(kind: .word, text: "non", range: token.range.lowerBound..<token.range.lowerBound)
    denial.info = info(denial)
    return [denial, rest]
  }

  /// The word after a closed `non` of four letters or more (`nonmutating`: `mutating`), else nil
  /// (`none`, `nonce`, `nonsense` have fewer after it, or are no such word).
  static func nonRest(_ text: String) -> String? {
    guard text.utf8.count >= 7, startsWithNon(text), !notNonWords.contains(text) else { return nil }
    return String(text.dropFirst(3))
  }

  /// Words that start with `non` and are no `non-` word.
  static let notNonWords: Set<String> = ["nonsense", "nonsensical", "nonetheless"]

  /// `text.hasPrefix("non")`, by its first three bytes.
  @inline(__always) static func startsWithNon(_ text: String) -> Bool {
    let bytes = text.utf8
    guard bytes.count >= 3, bytes.first == UInt8(ascii: "n") else { return false }
    var index = bytes.index(after: bytes.startIndex)
    guard bytes[index] == UInt8(ascii: "o") else { return false }
    index = bytes.index(after: index)
    return bytes[index] == UInt8(ascii: "n")
  }
}

extension StatementReader.Token {
  /// `StatementReader.startsWithNon` of its text, from its `WordInfo` when it carries one (a flag,
  /// not the text's bytes walked for every word of every sentence; `startsRE` likewise).
  @inline(__always) var startsNon: Bool { info?.startsNon ?? StatementReader.startsWithNon(text) }
}
