import DrillKitTesting
import Testing

@testable import DrillGrading

/// `unitPieces` asks `unapostrophed` only of a plain word whose last two units are `n` and `t`
/// (`StatementReader.endsInNT`, session 31): exact only while every word it reads ends so, and
/// the words around it read as before.
@Suite struct StatementReaderNTPrecheckTests {
  @Test func everyContractionWithoutItsApostropheEndsInNT() {
    for word in StatementReader.unapostrophedBases.keys {
      let units = Array(word.utf8)
      expectTrue(StatementReader.endsInNT(units, 0, units.count), "\(word)")
      let scalars = Array(word.unicodeScalars)
      expectTrue(StatementReader.endsInNT(scalars, 0, scalars.count), "\(word)")
    }
  }

  @Test(arguments: [
    ("weak doesnt keep it", ["weak", "does", "not", "keep", "it"]),
    ("it isnt and cant and wont", ["it", "is", "not", "and", "can", "not", "and", "will", "not"]),
    ("caf\u{E9} doesnt", ["caf\u{E9}", "does", "not"]),
    (
      "an ant, a point, nt, t, int, mint, dont",
      ["an", "ant", "a", "point", "nt", "t", "int", "mint", "do", "not"]
    ),
    ("\u{E9}nt \u{E9}dont", ["\u{E9}nt", "\u{E9}dont"]),
  ])
  func plainWordsEndingInNTReadAsBefore(text: String, expected: [String]) {
    expectEqual(StatementReaderTokenTests.words(text), expected)
    let characters = StatementReader.characterPieces(of: text, asides: false).flatMap { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.filter { $0.kind == .word }.map(\.text)
      }
    }
    expectEqual(characters, expected)
  }

  @Test func unitsNotEndingInNTAreNotAsked() {
    let units = Array("nt tn n t".utf8)
    expectTrue(StatementReader.endsInNT(units, 0, 2))
    expectTrue(!StatementReader.endsInNT(units, 3, 5))
    expectTrue(!StatementReader.endsInNT(units, 6, 7))
    expectTrue(!StatementReader.endsInNT(units, 8, 9))
  }
}
