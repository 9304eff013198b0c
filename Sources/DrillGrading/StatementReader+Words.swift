import Synchronization

/// What the reader asks of one token's text, answered once per process and lexicon: its stem
/// (the key of lexicon entries: the text itself for a symbol or a comma) and what the lexicon
/// and the reader's word lists say of it. A clause's reading looks each token up once here
/// instead of asking the stemmer and half a dozen sets.
struct WordInfo: Sendable {
  var stem: String
  /// The longest lexicon entry the stem starts (0: none), and the entry of the stem alone.
  var phraseStart: Int
  /// The lengths of the lexicon entries the stem starts (bit n: n words; 63: 63 or more).
  var entryLengths: UInt64
  var single: GradingLexicon.Meaning?
  var stop: Bool
  var negation: Bool
  var purpose: Bool
  var negativePronoun: Bool
  var coordinator: Bool
  var subordinator: Bool
  /// One character or none.
  var short: Bool
  /// `StatementReader.prefixDenial` of a word ("unawaited").
  var prefixDenial: GradingLexicon.Meaning?

  /// Whether the lexicon may hold an entry of `length` words that starts with this stem (a
  /// lookup of the others would find nothing).
  func mayStartEntry(ofLength length: Int) -> Bool {
    length == 1 || entryLengths & (1 << UInt64(min(length, 63))) != 0
  }
}

/// The `WordInfo` of each text read so far with one lexicon, shared by every reader of it
/// (across threads: behind a mutex). Bounded, so that a hostile pack of distinct words cannot
/// grow it without end: past `limit` texts, new ones are worked out each time.
final class WordTable: Sendable {
  private let known = Mutex<[String: WordInfo]>([:])
  static let limit = 50_000

  func info(_ text: String, make: () -> WordInfo) -> WordInfo {
    if let info = known.withLock({ $0[text] }) { return info }
    let info = make()
    known.withLock { known in
      if known.count < Self.limit { known[text] = info }
    }
    return info
  }
}

extension StatementReader {
  /// The `WordInfo` of `token`.
  func info(_ token: Token) -> WordInfo {
    lexicon.words.info(token.text) {
      let text = token.text
      let isWord = token.kind == .word
      let stem = isWord ? stemmer.stem(text) : text
      return WordInfo(
        stem: stem, phraseStart: lexicon.phraseStarts[stem] ?? 0,
        entryLengths: lexicon.entryLengths[stem] ?? 0, single: lexicon.meanings[[stem]],
        stop: lexicon.stopWords.contains(text), negation: lexicon.negations.contains(text),
        purpose: lexicon.purposes.contains(text), negativePronoun: Self.negativePronouns.contains(text),
        coordinator: Self.coordinators.contains(text), subordinator: Self.subordinators.contains(text),
        short: text.count < 2, prefixDenial: isWord ? prefixDenial(text) : nil)
    }
  }
}
