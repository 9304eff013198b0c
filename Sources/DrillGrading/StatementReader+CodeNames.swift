import DrillSupport

extension StatementReader {
  // MARK: Code names (session 17, s17-grading15)

  /// The terms of a question (`terms`): the stop words and denials its prompt and points quote as
  /// code (`quotedTerms`), and the everyday keywords its prompt quotes. A keyword is a name where
  /// the prompt quotes it, what the question asks about: a point that quotes `static let` in
  /// passing ("globals and `static let` are lazy") still reads "static" as the lexicon does.
  func questionTerms(prompt: String, keyPoints: [String]) -> Set<String> {
    var terms = quotedTerms([prompt] + keyPoints)
    if !terms.isDisjoint(with: Self.everydayKeywords) {
      terms.subtract(Self.everydayKeywords.subtracting(quotedTerms([prompt])))
    }
    return terms
  }

  /// The stop words quoted as code in `texts` (a question's prompt and key points).
  func quotedTerms(_ texts: [String]) -> Set<String> {
    var terms: Set<String> = []
    // Only a text with a code span can quote a term.
    for text in texts where ByteSearch.holds(UInt8(ascii: "`"), in: text) {
      let own = readings.map { readsCodeNames ? nil : $0.quotedTerms(of: text) { quotedTerms(of: $0) } }
      terms.formUnion((own ?? nil) ?? quotedTerms(of: text))
    }
    return terms
  }

  /// Swift keywords with an everyday sense the lexicon reads as another concept (`static` as
  /// "statically", compile time; `dynamic` as run time; `required` as a requirement). Quoted as
  /// code by the question's prompt, the word is the keyword's name there ("a static func in a
  /// class is the same as final class" says nothing of dispatching statically): read as itself
  /// (session 26, s26-grading62). The lexicon names it in backticks (`` rival: `static` | class ``).
  static let everydayKeywords: Set<String> = ["static", "dynamic", "required"]

  /// Whether `word` is one of `everydayKeywords`: their first letters and lengths first, so that
  /// most words are not hashed (asked of every word of every text a question quotes a term in).
  static func isEverydayKeyword(_ word: String) -> Bool {
    let bytes = word.utf8
    guard (6...8).contains(bytes.count), let first = bytes.first,
      first == UInt8(ascii: "s") || first == UInt8(ascii: "d") || first == UInt8(ascii: "r")
    else { return false }
    return everydayKeywords.contains(word)
  }

  /// The stop words quoted as code in one text (`some`, `any`), and the denials quoted as an
  /// enum's case (`.none`): a type (`Never`) or a label (`withoutResponse`) stays a denial, as
  /// answers say them ("never fails", "writes without response").
  ///
  /// Without code names, from the text's reading as it is kept (`plainReading(of:)`), its tokens
  /// read in place (issue 29 (a), s34-checkfast35): `sentences(of:)` made a second array of the
  /// reading, each sentence read again for `re-` and `non-` words (`readingAgain`,
  /// `readingNonSpellings`), which change only words outside code spans, and each code word was
  /// copied to be asked. The code words, their order and their `WordInfo`s are the same.
  func quotedTerms(of text: String) -> Set<String> {
    var terms: Set<String> = []
    for sentence in readsCodeNames ? sentences(of: text) : plainReading(of: text) {
      sentence.withUnsafeBufferPointer { tokens in
        for index in tokens.indices where tokens[index].inCode {
          let info = tokens[index].info ?? info(tokens[index])
          if info.stop || (info.negation && text[..<tokens[index].range.lowerBound].last == ".")
            || Self.isEverydayKeyword(tokens[index].text)
          {
            terms.insert(tokens[index].text)
          }
        }
      }
    }
    return terms
  }

  /// The reading of `text` as `sentences(of:)` starts from it (a statement's, without asides):
  /// the one `readings` keeps, else one made. Neither read again for `re-` and `non-` words nor
  /// renamed.
  func plainReading(of text: String) -> [[Token]] {
    guard let readings else { return plainSentences(of: text, asides: false) }
    return readings.sentences(of: text) { plainSentences(of: text, asides: false) }
  }

  /// The code names of `texts` (a question's prompt and key points): each name's whole word,
  /// lowercased, with the stems of its words.
  func codeNames(_ texts: [String]) -> [String: Set<String>] {
    var names: [String: Set<String>] = [:]
    for text in texts {
      // A later text's name replaces an earlier one's, as within one text (read once: `readings`).
      let own = readings.map { readsCodeNames ? nil : $0.codeNames(of: text) { codeNames(of: $0) } }
      for (lower, stems) in (own ?? nil) ?? codeNames(of: text) { names[lower] = stems }
    }
    return names
  }

  /// Sets `codeNames` to those of `texts` (`codeNames(_:)`). Each code name of one of `texts` is
  /// then one of the question's, so `renamingOtherCodeNames` renames none of their words: they
  /// are read as they are (`namedTexts`), without looking their names up again (issue 29 (a),
  /// session 19: the prompt read again as the topic, and each point, went through every word of
  /// the prompt's code block). A name is the lowered word of the text (`forEachCodeName`), the
  /// same in a reading renamed or not.
  ///
  /// They are made when a text first needs them (`QuestionCodeNames`): only a word of two tokens
  /// or more can rename (`renamingOtherCodeNames`), and most answers have none (issue 29 (a),
  /// session 21: a set of stems for every word of the prompt's code block was an eighth of a
  /// `check` of the unicode bank).
  mutating func useCodeNames(of texts: [String]) {
    var maker = self
    maker.codeNames = [:]
    maker.namedTexts = []
    questionCodeNames = QuestionCodeNames(texts, maker: maker)
    namedTexts = texts
  }

  /// The code names of one text, the later of two same names kept.
  func codeNames(of text: String) -> [String: Set<String>] {
    var names: [String: Set<String>] = [:]
    for tokens in sentences(of: text) {
      Self.forEachCodeName(tokens, in: text) { lower, range in
        names[lower] = Set(tokens[range].map { info($0).stem })
      }
    }
    return names
  }

  /// The code names of several words in `texts` (`LazyVStack`, `isHealthDataAvailable()`), each
  /// lowercased whole (`lazyvstack`) with its words in order (`splittingJoinedCodeNames`).
  ///
  /// Only words of several tokens are named (`severalTokens`): the name of every other code word
  /// was made and dropped, a lowered `String` for each word of the prompt's code block (issue 29
  /// (a), session 24: 5 % of a `check` of the unicode bank).
  ///
  /// Without code names (the maker's: `QuestionCodeNames`), each sentence of the kept reading is
  /// read again for `re-` and `non-` words only where it holds a word of several tokens (issue 29
  /// (a), s43-checkfast43: each sentence of the prompt and points was, here and again where it is
  /// read as a statement): neither reading makes such a word, its new tokens' ranges their own.
  func joinedCodeNames(_ texts: [String]) -> [String: [String]] {
    var joined: [String: [String]] = [:]
    for text in texts {
      let read = readsCodeNames ? sentences(of: text) : plainReading(of: text)
      for sentence in read where Self.holdsWordOfSeveralTokens(sentence) {
        let tokens = readsCodeNames ? sentence : readingAgainAndNonSpellings(sentence: sentence)
        guard Self.holdsWordOfSeveralTokens(tokens) else { continue }
        Self.forEachCodeName(tokens, in: text, severalTokens: true) { lower, range in
          joined[lower] = tokens[range].map(\.text)
        }
      }
    }
    return joined
  }

  /// A word of the answer that is one of the question's code names of several words written
  /// lowercase as one (`voiceover` for `VoiceOver`, `linestyle` for `lineStyle`: a learner typing
  /// fast does not capitalise) is read as the name's words, as the name itself is (session 23).
  func splittingJoinedCodeNames(_ tokens: [Token]) -> [Token] {
    guard let names = questionCodeNames, tokens.contains(where: { $0.text.utf8.count > 4 }) else {
      return tokens
    }
    let joined = names.joined
    guard !joined.isEmpty else { return tokens }
    var split: [Token] = []
    for (index, token) in tokens.enumerated() {
      guard token.kind == .word, token.text.utf8.count > 4, let words = joined[token.text],
        index == 0 || tokens[index - 1].range != token.range,
        index + 1 == tokens.count || tokens[index + 1].range != token.range
      else {
        split.append(token)
        continue
      }
      for word in words {
        split.append(Token(kind: .word, text: word, range: token.range, inCode: token.inCode))
      }
    }
    return split
  }

  /// A code name in the answer that is not one of the question's but shares words with one
  /// and extends it (`LazyVStack` for `VStack`, `completeUnlessOpen` for `.complete`) is
  /// another name: the words it shares with the question's become words of their own, so it
  /// never says the question's name.
  func renamingOtherCodeNames(_ tokens: [Token], in text: String) -> [Token] {
    // A name renames only with more stems than one of the question's: a word of two tokens or more.
    guard Self.holdsWordOfSeveralTokens(tokens) else { return tokens }
    let codeNames = self.codeNames
    guard !codeNames.isEmpty else { return tokens }
    var renamed: [Int] = []
    Self.forEachCodeName(tokens, in: text) { lower, range in
      // The same name, or its plural or singular (`CodingKey` for `CodingKeys`).
      guard codeNames[lower] == nil, codeNames[lower + "s"] == nil,
        !lower.hasSuffix("s") || codeNames[String(lower.dropLast())] == nil
      else { return }
      // Another name extends one of the question's: all its words and more. (Names that
      // alter one, as many words with one changed, or the same stems, lost an expert answer
      // on heldout6.json: session 17, s17-grading15.)
      let stems = Set(tokens[range].map { info($0).stem })
      for name in codeNames.values
      where (stems.count > name.count && name.isSubset(of: stems)) || Self.swapsMoment(stems, name) {
        renamed += range.filter { name.contains(info(tokens[$0]).stem) }
      }
    }
    guard !renamed.isEmpty else { return tokens }
    var tokens = tokens
    for index in renamed {
      tokens[index].text += "_"
      tokens[index].info = nil
    }
    return tokens
  }

  /// Whether two names differ only in the one word that says when they run (`viewWillAppear`,
  /// `viewIsAppearing`, `viewDidAppear`; `applicationWillResignActive` and
  /// `applicationDidBecomeActive` differ in more): Apple's names of callbacks say the moment by
  /// that word, so they are other callbacks, not the same name said another way (session 33).
  static func swapsMoment(_ stems: Set<String>, _ name: Set<String>) -> Bool {
    guard stems.count == name.count, stems.count > 2 else { return false }
    let own = stems.subtracting(name)
    guard own.count == 1, let word = own.first, let other = name.subtracting(stems).first else {
      return false
    }
    return momentWords.contains(word) && momentWords.contains(other)
  }

  /// The words of a callback's name that say when it runs (stems).
  static let momentWords: Set<String> = ["will", "did", "is", "should"]

  /// Calls `body` with each word of `tokens` written as code: in a code span, or camelCase
  /// (`LazyVStack`: two words or more). `severalTokens`: only with the words of two tokens or
  /// more, the others not named.
  static func forEachCodeName(
    _ tokens: [Token], in text: String, severalTokens: Bool = false, _ body: (String, Range<Int>) -> Void
  ) {
    var start = 0
    while start < tokens.count {
      guard tokens[start].kind == .word else {
        start += 1
        continue
      }
      var end = start + 1
      while end < tokens.count, tokens[end].kind == .word, tokens[end].range == tokens[start].range {
        end += 1
      }
      let range = tokens[start].range
      let isCode = severalTokens ? end - start > 1 : tokens[start].inCode || end - start > 1
      if isCode, let lower = codeName(text[range]) { body(lower, start..<end) }
      start = end
    }
  }
}

extension StatementReader {
  /// Whether two adjacent word tokens come from one word (`forEachCodeName` reads them as one
  /// name): without such a word, no name of `tokens` has two stems.
  /// By index: `zip`'s pairs copied each token twice (issue 29 (a), session 27: 72 M of a `check`
  /// of the unicode bank).
  static func holdsWordOfSeveralTokens(_ tokens: [Token]) -> Bool {
    var index = 1
    while index < tokens.count {
      if tokens[index].kind == .word, tokens[index - 1].kind == .word,
        tokens[index - 1].range == tokens[index].range
      {
        return true
      }
      index += 1
    }
    return false
  }
}

/// A question's code names (`StatementReader.codeNames(_:)` of its texts), made by a reader
/// without code names the first time they are asked for, then kept. One grading's, on one thread.
final class QuestionCodeNames {
  private let maker: StatementReader
  private let texts: [String]
  private var made: [String: Set<String>]?
  private var madeJoined: [String: [String]]?

  init(_ texts: [String], maker: StatementReader) {
    (self.texts, self.maker) = (texts, maker)
  }

  var names: [String: Set<String>] {
    if let made { return made }
    let names = maker.codeNames(texts)
    made = names
    return names
  }

  /// The names of several words, each with its words in order (`joinedCodeNames(_:)`).
  var joined: [String: [String]] {
    if let madeJoined { return madeJoined }
    let joined = maker.joinedCodeNames(texts)
    madeJoined = joined
    return joined
  }
}
