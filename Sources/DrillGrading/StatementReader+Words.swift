import Synchronization

/// What the reader asks of one token's text, answered once per process and lexicon: its stem
/// (the key of lexicon entries: the text itself for a symbol or a comma) and what the lexicon
/// and the reader's word lists say of it. Each token is looked up here once, when its text is
/// read (`StatementReader.sentences(of:asides:)`), and carries the answer: the reader's rules
/// ask the token instead of the stemmer and a dozen sets.
final class WordInfo: Sendable {
  let stem: String
  /// `StatementReader.nameHash(stem)`, worked out once per process (`mayStartEntry(ofLength:before:)`).
  let stemHash: UInt32
  /// The stem's number (`ConceptNames`), the name of a concept it says: numbered once per process.
  let stemNumber: Int32
  /// The longest lexicon entry the stem starts (0: none), and the entry of the stem alone.
  let phraseStart: Int
  /// The lengths of the lexicon entries the stem starts (bit n: n words; 63: 63 or more).
  let entryLengths: UInt64
  /// The `nameHash`es of the second stems of the entries of two words or more it starts.
  let entrySeconds: [UInt32]
  let single: GradingLexicon.Meaning?
  let stop: Bool
  let negation: Bool
  let purpose: Bool
  let negativePronoun: Bool
  let coordinator: Bool
  let subordinator: Bool
  /// One character or none.
  let short: Bool
  /// `StatementReader.prefixDenial` of a word ("unawaited").
  let prefixDenial: GradingLexicon.Meaning?
  /// In the reader's lists: `joiners`, `subjects`, `comparisons`, `pronouns`.
  let joiner: Bool
  let startsSubject: Bool
  let comparison: Bool
  let pronoun: Bool
  /// In `copulas` and `articles` (`Concept.equated`, asked of every concept).
  let copula: Bool
  let article: Bool
  /// In `stopVerbs` (asked of every word by `concepts`: a `Set<String>` lookup each; session 24).
  let stopVerb: Bool
  /// In `dismissals` ("overkill": `StatementReader.dismisses`).
  let dismissal: Bool
  /// The lexicon's negation phrases it starts (`rather` for `rather than`).
  let negationPhrases: [[String]]
  /// `negationPhrases` is not empty: asked of every word outside code (`concepts`), without the
  /// array retained and released to ask it.
  let startsNegationPhrase: Bool
  /// The first word of a filler phrase (`GradingLexicon.startsFiller`), and those phrases.
  let startsFiller: Bool
  let fillers: [[String]]
  /// What it is to `reportStart` (`StatementReader.ReportWord`).
  let report: StatementReader.ReportWord
  /// What it is to `likened` (`StatementReader.LikenessWord`).
  let likeness: StatementReader.LikenessWord
  /// Whether it may be a `re-` word (`StatementReader.startsWithRE`) or a `non-` word
  /// (`startsWithNon`): asked of every word of every sentence read (`readingAgain`,
  /// `readingNonSpellings`), answered once per text.
  let startsRE: Bool
  let startsNon: Bool
  /// Whether it is one of `StatementReader.ownConditionOpeners`, and `once`
  /// (`StatementReader.conditionOpener`): asked of every token of every clause with concepts
  /// (`ownConditioned`), answered once per text (issue 29 (a), s33-checkfast32).
  let conditionOpener: StatementReader.ConditionOpener

  init(_ text: String, isWord: Bool, reader: StatementReader) {
    let lexicon = reader.lexicon
    let stem = isWord ? lexicon.stemKey(text, reader.stemmer) : text
    self.stem = stem
    stemHash = StatementReader.nameHash(stem)
    stemNumber = ConceptNames.shared.number(stem)
    phraseStart = lexicon.phraseStarts[stem] ?? 0
    entryLengths = lexicon.entryLengths[stem] ?? 0
    entrySeconds = lexicon.entrySeconds[stem] ?? []
    single = lexicon.meanings[[stem]]
    stop = lexicon.stopWords.contains(text)
    negation = lexicon.negations.contains(text)
    purpose = lexicon.purposes.contains(text)
    negativePronoun = StatementReader.negativePronouns.contains(text)
    coordinator = StatementReader.coordinators.contains(text)
    subordinator = StatementReader.subordinators.contains(text)
    short = text.count < 2
    prefixDenial = isWord ? reader.prefixDenial(text) : nil
    joiner = StatementReader.joiners.contains(text)
    startsSubject = StatementReader.subjects.contains(text)
    comparison = StatementReader.comparisons.contains(text)
    pronoun = StatementReader.pronouns.contains(text)
    copula = StatementReader.copulas.contains(text)
    article = StatementReader.articles.contains(text)
    stopVerb = StatementReader.stopVerbs.contains(text)
    dismissal = StatementReader.dismissals.contains(text)
    negationPhrases = lexicon.negationPhraseStarts[text] ?? []
    startsNegationPhrase = !negationPhrases.isEmpty
    startsFiller = lexicon.startsFiller(text)
    fillers = startsFiller ? lexicon.fillers.filter { $0.first == text } : []
    report = StatementReader.ReportWord(text)
    likeness = StatementReader.LikenessWord(text)
    (startsRE, startsNon) = (StatementReader.startsWithRE(text), StatementReader.startsWithNon(text))
    conditionOpener = StatementReader.conditionOpener(text)
  }

  /// Whether the lexicon may hold an entry of `length` words that starts with this stem (a
  /// lookup of the others would find nothing).
  func mayStartEntry(ofLength length: Int) -> Bool {
    length == 1 || entryLengths & (1 << UInt64(min(length, 63))) != 0
  }

  /// `mayStartEntry(ofLength:)`, with `next` the word after this one: an entry of two words or
  /// more goes on with the second stem of one the stem starts (`entrySeconds`). Most phrases of
  /// an answer are none, and each looked up built an array of stems and hashed it (issue 29 (a),
  /// session 27).
  func mayStartEntry(ofLength length: Int, before next: WordInfo) -> Bool {
    mayStartEntry(ofLength: length, beforeStem: next.stemHash)
  }

  /// `mayStartEntry(ofLength:before:)` with the next word's `stemHash`: inlined, so that a
  /// `WordInfo` held unretained (`concepts`' word) is not retained for the call (issue 29 (a),
  /// s35-checkfast38: twice a length tried, 471,084 of each on the prose bank).
  @inline(__always)
  func mayStartEntry(ofLength length: Int, beforeStem next: UInt32) -> Bool {
    length == 1 || (mayStartEntry(ofLength: length) && entrySeconds.contains(next))
  }
}

/// The `WordInfo` of each text read so far with one lexicon, shared by every reader of it
/// (across threads: behind a mutex). Bounded, so that a hostile pack of distinct words cannot
/// grow it without end: past `limit` texts, new ones are worked out each time.
///
/// A text is looked up first by its bytes (`bytes`, issue 29 (a), session 30), a copy of what
/// `known` answers for them. `known` keys texts as `String`s compare (canonical equivalence: the
/// Kelvin sign is `K`, `e` and a combining acute are `é`), so texts of other bytes may share one
/// entry there: `bytes` keeps for a text what `known` answered for it, and a text `bytes` lacks is
/// looked up in `known` before it is made. `known` changes an answer only when a thread gives it a
/// text another gave it first (both made it): then `bytes` is emptied.
final class WordTable: Sendable {
  private struct Tables {
    var known: [String: WordInfo] = [:]
    var bytes = TextBytesTable<WordInfo>()
  }
  private let tables = Mutex(Tables())
  /// `bytes`'s hashes' seed, one per table.
  private let seed = UInt64.random(in: .min ... .max)
  static let limit = 50_000

  func info(_ text: String, make: () -> WordInfo) -> WordInfo {
    let hash = self.hash(text)
    return known(text, hash: hash) ?? keep(make(), for: text, hash: hash)
  }

  /// `text`'s hash in `bytes`.
  func hash(_ text: String) -> UInt64? { TextBytesTable<WordInfo>.hash(text, seed: seed) }

  /// The `WordInfo` kept for `text` (of hash `hash`), or for a text equal to it.
  func known(_ text: String, hash: UInt64?) -> WordInfo? {
    tables.withLock { tables -> WordInfo? in
      if let hash, let info = tables.bytes.value(text, hash: hash) { return info }
      guard let info = tables.known[text] else { return nil }
      // Bounded too: texts of other bytes equal to one kept are as many as a pack writes.
      if let hash, tables.bytes.count < 2 * Self.limit { tables.bytes.set(info, for: text, hash: hash) }
      return info
    }
  }

  /// Sets the `WordInfo` kept for each token of `tokens` that carries none (`known(_:hash:)` of
  /// each), under one lock for them all, not one per token (issue 29 (a), session 33: a lock
  /// each was some 16.8 M instructions of a `check` of the unicode bank). A token whose text is
  /// not kept is left without one, for `StatementReader.info(_:isWord:)` to make.
  func setKnown(in tokens: inout [StatementReader.Token]) {
    tables.withLock { tables in
      for index in tokens.indices where tokens[index].info == nil {
        let text = tokens[index].text
        let hash = self.hash(text)
        if let hash, let info = tables.bytes.value(text, hash: hash) {
          tokens[index].info = info
          continue
        }
        guard let info = tables.known[text] else { continue }
        if let hash, tables.bytes.count < 2 * Self.limit { tables.bytes.set(info, for: text, hash: hash) }
        tokens[index].info = info
      }
    }
  }

  /// Keeps `info`, made for `text` (of hash `hash`), unless the table is full; returns it.
  func keep(_ info: WordInfo, for text: String, hash: UInt64?) -> WordInfo {
    tables.withLock { tables in
      guard tables.known.count < Self.limit else { return }
      // Another thread gave `known` this text first (or one equal to it): `bytes` may hold the
      // other's `WordInfo` for a text of other bytes, which `known` no longer answers.
      if tables.known.updateValue(info, forKey: text) != nil { tables.bytes = TextBytesTable() }
      if let hash { tables.bytes.set(info, for: text, hash: hash) }
    }
    return info
  }
}

extension StatementReader {
  /// The `WordInfo` of `token`: the one it carries, else looked up.
  func info(_ token: Token) -> WordInfo {
    if let info = token.info { return info }
    return info(token.text, isWord: token.kind == .word)
  }

  /// The `WordInfo` of a token's text, looked up (a token read from the reader's pieces carries none).
  /// Not through `WordTable.info(_:make:)`: its closure copied the reader (session 30).
  func info(_ text: String, isWord: Bool) -> WordInfo {
    let words = lexicon.words
    let hash = words.hash(text)
    return words.known(text, hash: hash)
      ?? words.keep(WordInfo(text, isWord: isWord, reader: self), for: text, hash: hash)
  }

  /// The sentences of `text` (`pieces(of:asides:)`), each token with its `WordInfo`, other code
  /// names renamed; a statement read once per question (`readings`).
  func sentences(of text: String, asides: Bool = false) -> [[Token]] {
    let read =
      asides || readings == nil
      ? plainSentences(of: text, asides: asides)
      : readings!.sentences(of: text) { plainSentences(of: text, asides: false) }
    let plain = readingAgainAndNonSpellings(read)
    guard readsCodeNames else { return plain }
    let key = KeyPointReadings.TextKey(text)
    if !asides, namedTexts.contains(where: { KeyPointReadings.TextKey($0) == key }) { return plain }
    return plain.map { tokens in
      var tokens = renamingOtherCodeNames(splittingJoinedCodeNames(tokens), in: text)
      // A renamed word is another text: its own `WordInfo`.
      for index in tokens.indices where tokens[index].info == nil { tokens[index].info = info(tokens[index]) }
      return tokens
    }
  }
}

extension StatementReader {
  /// `readingNonSpellings(readingAgain(tokens))` of each sentence of `read`. A sentence without a
  /// word outside code that starts with `re` or `non` is neither's to change: `read` itself is
  /// given back where none has one, not a second array of it made for every `sentences(of:)`
  /// (issue 29 (a), s34-checkfast35), and both are asked only of a sentence that has one.
  func readingAgainAndNonSpellings(_ read: [[Token]]) -> [[Token]] {
    let non = questionAgainStems != nil
    var plain = read
    for position in read.indices where Self.mayReadAgain(read[position], non: non) {
      // Closures: `map(readingAgain)` copied the reader.
      plain[position] = readingNonSpellings(readingAgain(read[position]))
    }
    return plain
  }

  /// `readingAgainAndNonSpellings(_:)` of one sentence.
  func readingAgainAndNonSpellings(sentence tokens: [Token]) -> [Token] {
    guard Self.mayReadAgain(tokens, non: questionAgainStems != nil) else { return tokens }
    return readingNonSpellings(readingAgain(tokens))
  }

  /// Whether `tokens` has a word outside code that starts with `re`, or with `non` (`non`: the
  /// question has its `non-` spellings): where `readingAgain` or `readingNonSpellings` may change
  /// a sentence. Each gives back any other sentence as it is.
  static func mayReadAgain(_ tokens: [Token], non: Bool) -> Bool {
    tokens.withUnsafeBufferPointer { tokens in
      for index in tokens.indices where tokens[index].kind == .word && !tokens[index].inCode {
        if tokens[index].startsRE || (non && tokens[index].startsNon) { return true }
      }
      return false
    }
  }
}
