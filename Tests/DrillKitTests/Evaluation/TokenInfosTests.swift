import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// A clause's `WordInfo`s held unretained (`StatementReader.TokenInfos`, issue 29 (a),
/// s35-checkfast38): each is the one `concepts` read before (`info(_:)` of its token), for tokens
/// that carry one and tokens that carry none, and the readers that take them read the same as
/// from an array. `mayStartEntry(ofLength:beforeStem:)` and `startsNegationPhrase` answer as
/// `mayStartEntry(ofLength:before:)` and `negationPhrases` do.
@Suite struct TokenInfosTests {
  typealias Reader = StatementReader

  static let texts: [String] = [
    "", " ", "Instead of a closure, use a weak reference.",
    "The buffer goes away at the end, rather than leaking; it doesn't retain self.",
    "Use `[weak self]` so the closure won't keep the view controller alive unless it's needed.",
    "Café déjà vu: naïve ﬁnal Straße, e\u{301}te\u{301} and the Kelvin sign \u{212A}.",
    "Очередь main не блокируется, а задача выполняется позже.", "主线程不会被阻塞。任务稍后执行。",
    "It's fast 🚀 — like a struct, not like a class 👍🏽.", "no heap allocation, refcounting or COW checks",
    "a non-final class is slower than nothing; it stops checking once the lock is held",
    String(repeating: "The actor serialises access to its state, so no data race can occur. ", count: 300),
  ]

  /// Each sentence's tokens as `sentences(of:)` reads them (each carrying its `WordInfo`) and as
  /// `pieces(of:)` makes them (none carrying one).
  static func clauses(_ reader: Reader) -> [[Reader.Token]] {
    texts.flatMap { text in
      let read = reader.sentences(of: text)
      let bare = Reader.pieces(of: text).map { piece -> [Reader.Token] in
        switch piece {
        case .sentence(let tokens): tokens
        }
      }
      return read + bare + [[]]
    }
  }

  /// Made in a function of its own from tokens no one else holds: what it lends stays alive.
  static func infos(of text: String, _ reader: Reader) -> [Reader.TokenInfos] {
    Reader.pieces(of: text).map { piece in
      switch piece {
      case .sentence(let tokens): Reader.TokenInfos(tokens, reader: reader)
      }
    }
  }

  @Test func eachIsTheTokensOwnOrTheOneLookedUp() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    var tokens = 0
    for clause in Self.clauses(reader) {
      let infos = Reader.TokenInfos(clause, reader: reader)
      expectEqual(infos.count, clause.count)
      expectEqual(Array(infos.indices), Array(clause.indices))
      for index in clause.indices {
        tokens += 1
        let old = reader.info(clause[index])  // what `concepts` read before
        if let own = clause[index].info { expectTrue(infos[index] === own, "\(clause[index].text)") }
        expectEqual(infos[index].stem, old.stem)
        expectEqual(infos[index].stemNumber, old.stemNumber)
        expectEqual(infos[index].phraseStart, old.phraseStart)
      }
    }
    expectTrue(tokens > 3_000, "\(tokens) tokens")
  }

  @Test func whatItLendsOutlivesTheTokensItWasMadeOf() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in Self.texts {
      let made = Self.infos(of: text, reader)
      let expected = Reader.pieces(of: text).map { piece -> [String] in
        switch piece {
        case .sentence(let tokens): tokens.map { reader.info($0).stem }
        }
      }
      expectEqual(made.map { $0.map(\.stem) }, expected)
    }
  }

  @Test func theReadersReadItAsAnArray() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    let lexicon = reader.lexicon
    for clause in Self.clauses(reader) {
      let infos = Reader.TokenInfos(clause, reader: reader)
      let array = clause.map { reader.info($0) }
      expectEqual(Reader.likened(clause, infos: infos), Reader.likened(clause, infos: array))
      for start in clause.indices {
        expectEqual(
          Reader.followsPreposition(clause, infos, start), Reader.followsPreposition(clause, array, start))
        for end in (start + 2)..<min(clause.count, start + 6) + 1 where end <= clause.count {
          expectEqual(
            lexicon.meaning(of: infos, start..<end).map(\.number),
            lexicon.meaning(of: array, start..<end).map(\.number))
        }
      }
      let concepts = reader.concepts(clause)
      expectEqual(
        Reader.ownConditioned(concepts, clause, infos), Reader.ownConditioned(concepts, clause, array))
    }
  }

  @Test func anEntrysStartIsAskedByTheNextStem() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    let words = [
      "goes", "away", "zebra", "rather", "than", "instead", "of", "no", "longer", "retain", "cycle", "weak",
      "reference", "main", "thread", "é", "",
    ]
    let infos = words.map { PhraseSecondStemTests.info($0, reader) }
    for first in infos {
      for next in infos {
        for length in 0...9 {
          expectEqual(
            first.mayStartEntry(ofLength: length, beforeStem: next.stemHash),
            first.mayStartEntry(ofLength: length, before: next), "\(first.stem) \(next.stem) \(length)")
        }
      }
    }
  }

  @Test func aWordStartsANegationPhraseExactlyWhenItHasOne() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    var starting = 0
    let words = Reader.pieces(of: Self.texts.joined(separator: " ")).flatMap { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.map(\.text)
      }
    }
    for word in words + ["rather", "instead", "in", "place", ""] {
      let info = PhraseSecondStemTests.info(word.lowercased(), reader)
      expectEqual(info.startsNegationPhrase, !info.negationPhrases.isEmpty, "\(word)")
      if info.startsNegationPhrase { starting += 1 }
    }
    expectTrue(starting > 0, "no word starts a negation phrase")
  }
}
