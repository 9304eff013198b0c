import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// A hyphened lexicon entry split on its bytes (`StatementReader.plainWords`, docs/performance.md,
/// s33-checkfast34): the words the reader makes of it read as a sentence (`readWords`), for
/// every entry the split takes, and every entry read as it was read before.
@Suite struct PlainWordsHyphenTests {
  /// `words(of:)` as it was before the hyphen was split on bytes: the split of lowercase ASCII
  /// letters and spaces, any other entry read as a sentence.
  static func oldWords(_ entry: String) -> [String] {
    guard entry.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x20 }) else {
      return StatementReader.readWords(of: entry)
    }
    return entry.utf8.split(separator: 0x20).map { String(Substring($0)) }
  }

  /// Hyphens alone, doubled, leading, trailing, beside spaces, with an arrow, a long run, after a
  /// non-ASCII letter, a combining accent, CJK and an emoji, a long hyphened entry: the split
  /// reads each as the reader does, and refuses what is not letters, spaces and hyphens.
  @Test func edgeEntriesAreReadAsTheReaderReadsThem() {
    let entries = [
      "", "-", "--", "---", " - ", "non-optional", "-optional", "optional-", "non--optional",
      "non - optional",
      "a-b-c-d", "re-sign", "type-erased box", "any type-erased box", "a->b", "a-->b", "a-=b", "a-1",
      "café-au-lait", "cafe\u{301}-x", "x-日本", "x-🙂", "objective-c", String(repeating: "ab-", count: 300),
      String(repeating: "-", count: 200), "a-\tb", "A-b",
    ]
    for entry in entries {
      let words = StatementReader.words(of: entry)
      #expect(words == StatementReader.readWords(of: entry), "\(entry)")
      #expect(words == Self.oldWords(entry), "\(entry)")
      let plain = entry.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x20 || $0 == 0x2D }
      #expect((StatementReader.plainWords(of: entry) != nil) == plain, "\(entry)")
    }
  }

  /// 20,000 random entries of letters, spaces, hyphens and a few other bytes: what the split
  /// takes is what the reader reads.
  @Test func randomEntriesAreReadAsTheReaderReadsThem() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abz  --->é_1").map(String.init)
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...14, using: &generator)
      let entry = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
      #expect(StatementReader.words(of: entry) == StatementReader.readWords(of: entry), "\(entry)")
    }
  }

  /// Every entry of the shipped lexicon (every kind of line) has the words it had: so the tables
  /// the lexicon builds from them (`meanings`, `phraseStarts`, `entryLengths`, `entriesByHash`,
  /// `fillers`, `negationPhrases`, `rivals`) are the ones the old reading built.
  @Test func everyShippedEntryHasTheWordsItHad() {
    var entries = 0
    var hyphened = 0
    for line in GradingLexicon.bundledText.split(separator: "\n") where !line.hasPrefix("#") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let body = line[line.index(after: colon)...].prefix { $0 != "#" }
      for part in body.split(separator: "|") {
        let entry = String(
          part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        )
        .lowercased()
        guard !entry.isEmpty else { continue }
        entries += 1
        if entry.utf8.contains(0x2D), StatementReader.plainWords(of: entry) != nil { hyphened += 1 }
        #expect(StatementReader.words(of: entry) == Self.oldWords(entry), "\(entry)")
      }
    }
    #expect(entries > 3000, "\(entries) entries")
    #expect(hyphened > 100, "\(hyphened) hyphened")
  }
}
