import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// A phrase looked up only when an entry has its stems' hash (issue 29 (a), branch
/// `s32-checkfast30`): `GradingLexicon.meaning(of:_:)` must answer as `meanings` does for every
/// phrase, an entry or not, and `concepts` must read a sentence as it did.
@Suite struct PhraseEntryHashTests {
  let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())

  /// The `WordInfo` of each stem (a symbol's info: its stem is its text).
  func infos(_ stems: [String]) -> [WordInfo] { stems.map { reader.info($0, isWord: false) } }

  @Test func everyEntryOfTheBundledLexiconIsFound() {
    let lexicon = reader.lexicon
    let entries = lexicon.meanings.keys.filter { $0.count > 1 }
    #expect(entries.count > 100)
    for stems in entries {
      let found = lexicon.meaning(of: infos(stems), 0..<stems.count)
      #expect(found?.concept == lexicon.meanings[stems]?.concept, "\(stems)")
      #expect(found?.flips == lexicon.meanings[stems]?.flips, "\(stems)")
    }
  }

  /// Within a longer run of stems (the range not from 0), and phrases that are no entry (an
  /// entry cut, grown, reversed or with a stem changed): each answered as `meanings` answers.
  @Test func phrasesAnsweredAsTheTableAnswers() {
    let lexicon = reader.lexicon
    var generator = SystemRandomNumberGenerator()
    let entries = lexicon.meanings.keys.filter { $0.count > 1 }.sorted { $0.joined() < $1.joined() }
    let words = Array(Set(entries.flatMap { $0 })).sorted()
    var checked = 0
    for stems in entries {
      var candidates = [stems, Array(stems.dropLast()), stems + ["zzz"], stems.reversed()]
      candidates.append([stems[0]] + [words.randomElement(using: &generator)!] + stems.dropFirst(2))
      for candidate in candidates where candidate.count > 1 {
        let padded = ["the", "a"] + candidate + ["of"]
        let found = lexicon.meaning(of: infos(padded), 2..<(2 + candidate.count))
        #expect(found?.concept == lexicon.meanings[candidate]?.concept, "\(candidate)")
        #expect(found?.flips == lexicon.meanings[candidate]?.flips, "\(candidate)")
        checked += 1
      }
    }
    #expect(checked > 400)
  }

  /// An empty lexicon has no entry: nothing is found.
  @Test func emptyLexiconFindsNothing() {
    let empty = StatementReader(lexicon: GradingLexicon(), stemmer: SnowballStemmer())
    let infos = ["goes", "away"].map { empty.info($0, isWord: false) }
    #expect(GradingLexicon().meaning(of: infos, 0..<2) == nil)
  }

  /// A denied empty predicate that ends its clause denies its subject, as the word said for the
  /// last concept tells ("the reason doesn't matter"); a phrase of the lexicon read whole.
  @Test func conceptsReadAsBefore() {
    for (text, deniedFirst) in [
      ("the reason doesn't matter", true), ("the strategies don't exist", true),
      ("the memory goes away when it is freed", false),
    ] {
      let clauses = reader.clauses(text)
      #expect(!clauses.isEmpty, "\(text)")
      guard let first = clauses.first?.concepts.first else { continue }
      #expect((first.negation != nil) == deniedFirst, "\(text)")
    }
  }
}
