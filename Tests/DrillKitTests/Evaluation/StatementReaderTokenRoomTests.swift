import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The reader's per-token cost, second pass (issue 29 (a), session 33): a sentence's tokens read
/// into the thread's room and moved out (`StatementReader.TokenRoom`), the text's indices and
/// words from a source type (`TextUnitSource`) instead of closures, ASCII bytes decoded without
/// the scalar switch (`decode(_:into:offsets:)`), and a sentence's kept `WordInfo`s looked up
/// under one lock (`WordTable.setKnown(in:)`): what the reading read before.
@Suite struct StatementReaderTokenRoomTests {
  typealias Token = StatementReader.Token

  static func token(_ text: String) -> Token {
    Token(kind: .word, text: text, range: text.startIndex..<text.endIndex)
  }

  /// Texts of every kind: empty, ASCII, accented, other scripts, carriage returns, long.
  static let texts: [String] =
    ReadingScratchTests.texts + [
      "\r", "a\rb", "\u{E9}\r", "abc\u{E9}def\u{1F600}ghi", "\u{0}\u{7F}", "x (an aside) y. (unclosed z",
      String(repeating: "word ", count: 2_000), String(repeating: "(a b) c d e f. ", count: 200),
      String(repeating: "m\u{E9}lange de mots sans fin ", count: 500),
    ]

  @Test func takeMovesTheTokensInOrderAndEmptiesTheRoom() {
    var room = StatementReader.TokenRoom()
    defer { room.giveBack() }
    expectEqual(room.take().map(\.text), [])
    // Past the first room, texts small and large (a large one is counted).
    let words = (0..<300).map { "w\($0) \u{E9} " + String(repeating: "x", count: $0 % 40) }
    for word in words { room.append(Self.token(word)) }
    expectEqual(room.count, 300)
    let taken = room.take()
    expectEqual(taken.map(\.text), words)
    expectTrue(room.isEmpty)
    room.append(contentsOf: taken)
    room.append(contentsOf: [Self.token("last")])
    expectEqual(room.take().map(\.text), words + ["last"])
    expectEqual(taken.map(\.text), words)
  }

  /// A room asked for while another is in use is other memory; both given back, rooms are reused.
  @Test func aRoomInsideAnotherIsItsOwn() {
    var outer = StatementReader.TokenRoom()
    outer.append(Self.token("outer"))
    var inner = StatementReader.TokenRoom()
    expectTrue(inner.base != outer.base)
    inner.append(Self.token("inner"))
    expectEqual(inner.take().map(\.text), ["inner"])
    inner.giveBack()
    expectEqual(outer.take().map(\.text), ["outer"])
    outer.giveBack()
    var again = StatementReader.TokenRoom()
    expectTrue(again.isEmpty)
    again.append(Self.token("again"))
    expectEqual(again.take().map(\.text), ["again"])
    again.giveBack()
  }

  /// Tokens left in a room are let go of when it is given back.
  @Test func tokensLeftAreReleased() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    weak var kept: WordInfo?
    do {
      var room = StatementReader.TokenRoom()
      var token = Self.token("released")
      let info = WordInfo("released", isWord: true, reader: reader)
      kept = info
      token.info = info
      room.append(token)
      room.giveBack()
    }
    expectTrue(kept == nil)
  }

  /// Each text's sentences (`readSentences`) are its pieces, and the character reading's where
  /// the scalar reading reads it, with and without asides.
  @Test func sentencesAreThePieces() {
    for text in Self.texts {
      for asides in [false, true] {
        let sentences = StatementReader.readSentences(of: text, asides: asides)
        let pieces = StatementReader.pieces(of: text, asides: asides)
        expectEqual(
          StatementReaderScalarTests.shape(sentences.map(StatementReader.Piece.sentence), in: text),
          StatementReaderScalarTests.shape(pieces, in: text), "\(text.prefix(40))")
        guard let scalar = StatementReader.scalarPieces(of: text, asides: asides) else { continue }
        expectEqual(
          StatementReaderScalarTests.shape(scalar, in: text),
          ReadingScratchTests.characterShape(text, asides: asides), "\(text.prefix(40))")
      }
    }
  }

  /// The sources give the text's own index of each unit and of the end, and a word's text as
  /// slicing the text gives it.
  @Test func sourcesGiveTheTextsIndicesAndWords() {
    for text in Self.texts {
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { bytes in
        if bytes.allSatisfy({ $0 < 0x80 }) {
          let source = StatementReader.ASCIIUnits(units: bytes, utf8: text.utf8)
          let indices = Array(text.utf8.indices) + [text.endIndex]
          for unit in stride(from: 0, through: bytes.count, by: 7) {
            expectEqual(source.index(unit), indices[unit])
          }
          for (start, end) in Self.spans(bytes.count) {
            expectEqual(
              source.word(start..<end, indices[start]..<indices[end]),
              String(text[indices[start]..<indices[end]]))
          }
        }
        let (scalars, offsets, _) = StatementReader.decoded(Array(bytes))
        scalars.withUnsafeBufferPointer { units in
          var offsets = offsets
          offsets.withUnsafeMutableBufferPointer { offsets in
            let source = StatementReader.ScalarUnits(
              units: units, offsets: offsets.baseAddress!, bytes: bytes, utf8: text.utf8)
            let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
            for unit in stride(from: 0, through: units.count, by: 5) {
              expectEqual(source.index(unit), indices[unit])
            }
            for (start, end) in Self.spans(units.count) {
              expectEqual(
                source.word(start..<end, indices[start]..<indices[end]),
                String(text.unicodeScalars[indices[start]..<indices[end]]))
            }
          }
        }
        let characters = Array(text)
        let indices = Array(text.indices) + [text.endIndex]
        characters.withUnsafeBufferPointer { units in
          let source = StatementReader.CharacterUnits(units: units, indices: indices, text: text)
          for (start, end) in Self.spans(units.count) {
            expectEqual(source.index(start), indices[start])
            expectEqual(
              source.word(start..<end, indices[start]..<indices[end]),
              String(text[indices[start]..<indices[end]]))
          }
        }
      }
    }
  }

  /// Some spans of `count` units: empty, one unit, short, up to the end.
  static func spans(_ count: Int) -> [(Int, Int)] {
    guard count > 0 else { return [(0, 0)] }
    return [
      (0, 0), (0, 1), (0, min(count, 5)), (count / 2, min(count, count / 2 + 16)), (0, count),
      (count - 1, count),
    ]
  }

  /// ASCII bytes decoded on their own path among others: the scalars, offsets and `alone` the
  /// scalar view gives (a carriage return is not alone, wherever it is).
  @Test func asciiBytesDecodedAsTheScalarViewReadsThem() {
    for text in Self.texts + StatementReaderDecodedTests.texts {
      let (scalars, offsets, alone) = StatementReader.decoded(Array(text.utf8))
      expectEqual(scalars, Array(text.unicodeScalars), "\(text.prefix(40))")
      let expected =
        text.unicodeScalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [
          text.utf8.count
        ]
      expectEqual(offsets, expected, "\(text.prefix(40))")
      expectEqual(alone, text.unicodeScalars.allSatisfy(StatementReader.standsAlone), "\(text.prefix(40))")
    }
  }

  /// `setKnown(in:)` sets the `WordInfo` `info(_:isWord:)` gives for a kept text, the very one,
  /// and leaves a text never seen without one; every token `plainSentences` reads carries it.
  @Test func knownInfosAreTheOnesLookedUpOneByOne() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in Self.texts.prefix(40) {
      let plain = reader.plainSentences(of: text, asides: false)
      for token in plain.joined() {
        expectTrue(token.info === reader.info(token.text, isWord: token.kind == .word), "\(token.text)")
      }
      for sentence in StatementReader.readSentences(of: text) {
        var tokens = sentence
        reader.lexicon.words.setKnown(in: &tokens)
        for token in tokens {
          expectTrue(token.info === reader.info(token.text, isWord: token.kind == .word), "\(token.text)")
        }
      }
    }
    var unseen = [Self.token("zq\(UUID().uuidString.lowercased())")]
    reader.lexicon.words.setKnown(in: &unseen)
    expectTrue(unseen[0].info == nil)
  }
}
