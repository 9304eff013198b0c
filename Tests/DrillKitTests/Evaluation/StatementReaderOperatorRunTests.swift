import DrillKitTesting
import Testing

@testable import DrillGrading

/// Operators matched on a run's units (`StatementReader.operatorToken`, session 31) against
/// the reading it replaced: each length, three, two, one, made a `String` and looked up in
/// `operators`, the longest found taken, a character none starts skipped.
@Suite struct StatementReaderOperatorRunTests {
  static let characters = Array("=!<>?&|+-*/%.".utf8)

  /// The symbols of a run as the `String` lookup read them: text and offset in the run.
  static func expected(_ run: [UInt8]) -> [String] {
    var symbols: [String] = []
    var start = 0
    while start < run.count {
      let taken = [3, 2, 1].first { length in
        start + length <= run.count
          && StatementReader.operators.contains(String(decoding: run[start..<start + length], as: UTF8.self))
      }
      if let taken {
        symbols.append("\(String(decoding: run[start..<start + taken], as: UTF8.self))@\(start)")
        start += taken
      } else {
        start += 1
      }
    }
    return symbols
  }

  static func read(_ run: [UInt8]) -> [String] {
    var symbols: [String] = []
    var start = 0
    while start < run.count {
      if let taken = StatementReader.operatorToken(run, at: start, before: run.count) {
        symbols.append("\(taken.text)@\(start)")
        start += taken.length
      } else {
        start += 1
      }
    }
    return symbols
  }

  static func runs(upTo length: Int) -> [[UInt8]] {
    var runs: [[UInt8]] = [[]]
    var all: [[UInt8]] = []
    for _ in 0..<length {
      runs = runs.flatMap { run in characters.map { run + [$0] } }
      all += runs
    }
    return all
  }

  /// Every run of up to four operator characters, on bytes and on scalars.
  @Test func everyRunReadsAsTheLookupReadIt() {
    let runs = Self.runs(upTo: 4)
    expectEqual(runs.count, 13 + 169 + 2_197 + 28_561)
    var differ = 0
    for run in runs where Self.read(run) != Self.expected(run) { differ += 1 }
    expectEqual(differ, 0)
    for run in runs.prefix(2_379) {
      let scalars = run.map { Unicode.Scalar($0) }
      var symbols: [String] = []
      var start = 0
      while start < scalars.count {
        let taken = StatementReader.operatorToken(scalars, at: start, before: scalars.count)
        if let taken { symbols.append("\(taken.text)@\(start)") }
        start += taken?.length ?? 1
      }
      expectEqual(symbols, Self.expected(run))
    }
  }

  @Test func theTableHoldsEveryOperatorOnce() {
    expectEqual(Set(StatementReader.operatorTable.map(\.text)), StatementReader.operators)
    expectEqual(StatementReader.operatorTable.count, StatementReader.operators.count)
    for entry in StatementReader.operatorTable { expectEqual(entry.length, entry.text.utf8.count) }
  }

  /// In a text: code spans, ranges, a run cut by a space, a run ending a sentence.
  @Test(arguments: [
    "`a ?? b` and `a !== b`, `0..<n` or `0...n`, `-> Int`, `x!` `y?`",
    "then +++ -=- */% && || .. done. And ==== !!== ??? ...< <-> end?",
    "caf\u{E9} `r\u{E9}sultat ?? 0` et `a != b` \u{2014} fin !",
  ])
  func textsReadTheirSymbolsAsTheCharacterReadingDoes(text: String) throws {
    let scalars = try #require(StatementReader.scalarPieces(of: text, asides: false))
    let characters = StatementReader.characterPieces(of: text, asides: false)
    expectEqual(
      StatementReaderScalarTests.shape(scalars, in: text),
      StatementReaderScalarTests.shape(characters, in: text))
    let symbols = scalars.flatMap { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.filter { $0.kind == .symbol }.map(\.text)
      }
    }
    expectTrue(!symbols.isEmpty)
  }
}
