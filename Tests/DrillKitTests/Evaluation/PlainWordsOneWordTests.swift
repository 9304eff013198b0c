import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// A lexicon entry of one plain word read as itself (`StatementReader.plainWords`,
/// docs/performance.md, s33-checkfast32): the same words as the split it skips, for every entry.
@Suite struct PlainWordsOneWordTests {
  /// `plainWords` as it was: every byte a lowercase ASCII letter, a space or (since
  /// s33-checkfast34) a hyphen, split at the spaces and hyphens.
  static func split(_ entry: String) -> [String]? {
    guard entry.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x20 || $0 == 0x2D }) else {
      return nil
    }
    return entry.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x2D }).map { String(Substring($0)) }
  }

  /// The empty entry, spaces alone, one word, several, leading, trailing and doubled spaces,
  /// capitals, digits, hyphens, tabs, accents (precomposed and combining), a long word and a long
  /// phrase: each read as the split read it.
  @Test func everyEntryIsReadAsTheSplitReadIt() {
    let entries = [
      "", " ", "   ", "copy", "copy on write", " copy", "copy ", "copy  on", "Copy", "copy2", "copy-on-write",
      "copy\ton", "café", "cafe\u{301}", "ß", "z", "a b", String(repeating: "x", count: 500),
      String(repeating: "value type ", count: 60), "o(n)", "`static`", "can't", "é",
    ]
    for entry in entries {
      #expect(StatementReader.plainWords(of: entry) == Self.split(entry), "\(entry)")
    }
  }

  /// Random entries of letters, spaces and a few other bytes, of zero to twelve characters, and
  /// every entry of the bundled lexicon's groups.
  @Test func randomAndBundledEntriesAreReadAsTheSplitReadThem() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcxyz   Aé-_'1").map(String.init)
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...12, using: &generator)
      let entry = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
      #expect(StatementReader.plainWords(of: entry) == Self.split(entry), "\(entry)")
    }
    let lexicon = GradingLexicon.bundled
    for words in lexicon.meanings.keys {
      let entry = words.joined(separator: " ")
      #expect(StatementReader.plainWords(of: entry) == Self.split(entry), "\(entry)")
    }
  }
}
