import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// The phrase prefilter of session 27 (issue 29 (a), s27-checkfast11): `concepts` looks a phrase
/// of two words or more up only when its second stem is the second stem of an entry its first
/// starts (`WordInfo.mayStartEntry(ofLength:before:)`), so it must admit every entry.
@Suite struct PhraseSecondStemTests {
  static func info(_ word: String, _ reader: StatementReader) -> WordInfo {
    reader.info(StatementReader.Token(kind: .word, text: word, range: word.startIndex..<word.endIndex))
  }

  /// Every entry of two words or more of the bundled lexicon, read word by word as an answer's
  /// words are, passes the prefilter at its full length; and each key of two stems or more has
  /// its second stem among its first stem's `entrySeconds`.
  @Test func everyEntryOfSeveralWordsPassesThePrefilter() {
    let lexicon = GradingLexicon.bundled
    let reader = StatementReader(lexicon: lexicon, stemmer: SnowballStemmer())
    var phrases: Set<[String]> = []  // an entry may stand in several lines
    for line in GradingLexicon.bundledText.split(separator: "\n") where !line.hasPrefix("#") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      for entry in line[line.index(after: colon)...].split(separator: "|") {
        let words = StatementReader.words(of: entry.lowercased())
        let infos = words.map { Self.info($0, reader) }
        guard words.count > 1, lexicon.meanings[infos.map(\.stem)] != nil else { continue }
        phrases.insert(infos.map(\.stem))
        expectTrue(infos[0].mayStartEntry(ofLength: words.count, before: infos[1]), "\(entry)")
      }
    }
    expectTrue(phrases.count > 200, "\(phrases.count) phrases")
    var keys = 0
    for key in lexicon.meanings.keys where key.count > 1 {
      keys += 1
      expectTrue(lexicon.entrySeconds[key[0]]?.contains(StatementReader.nameHash(key[1])) == true, "\(key)")
    }
    expectTrue(keys >= phrases.count, "\(keys) keys")
  }

  /// A phrase whose second word goes on no entry is not looked up; one that does still is, and
  /// reads as its entry ("goes away" is `free`), alone and inside a sentence.
  @Test func aSecondWordOfNoEntryIsRefused() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let goes = Self.info("goes", reader)
    expectTrue(goes.mayStartEntry(ofLength: 2, before: Self.info("away", reader)))
    expectTrue(!goes.mayStartEntry(ofLength: 2, before: Self.info("zebra", reader)))
    expectTrue(goes.mayStartEntry(ofLength: 1, before: Self.info("zebra", reader)))
    expectEqual(reader.statement("goes away").map(\.name), ["free"])
    expectTrue(reader.statement("the buffer goes away at the end").map(\.name).contains("free"))
    expectTrue(!reader.statement("the buffer goes zebra").map(\.name).contains("free"))
  }
}
