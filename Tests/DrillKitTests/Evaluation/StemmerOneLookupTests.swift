import CStemmer
import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// The stemmer's caches looked up once a word (`SnowballStemmer.stem`, docs/performance.md,
/// s33-checkfast34): the stem libstemmer gives for a copy of the word's bytes, as `stem` read it
/// before, the first time a word is stemmed, from this stemmer's cache and from the shared one.
@Suite struct StemmerOneLookupTests {
  /// libstemmer's stem of `word` from an array of its bytes (how `stem` read it before).
  static func libstemmer(_ word: String) -> String {
    guard let handle = sb_stemmer_new("english", "UTF_8") else { return word }
    defer { sb_stemmer_delete(handle) }
    var bytes = Array(word.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      guard let result = sb_stemmer_stem(handle, buffer.baseAddress, Int32(buffer.count)) else { return word }
      return String(
        decoding: UnsafeBufferPointer(start: result, count: Int(sb_stemmer_length(handle))), as: UTF8.self)
    }
  }

  /// The empty word, one letter, plain words and their forms, non-ASCII ones (precomposed and
  /// combining accents, CJK, an emoji), digits, an underscore, a long word, and every word of
  /// the shipped lexicon: the same stem new, again, and from another stemmer.
  @Test func everyWordHasLibstemmersStemNewAgainAndShared() {
    var words = [
      "", "a", "copies", "copied", "copying", "cleared", "café", "naïve", "cafe\u{301}s", "日本語", "🙂s", "x86",
      "a_b", "generalizations", String(repeating: "ation", count: 2_000), "s33checkfast34unique",
    ]
    for line in GradingLexicon.bundledText.split(separator: "\n") where !line.hasPrefix("#") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      for entry in line[line.index(after: colon)...].split(whereSeparator: { "| \t#".contains($0) }) {
        words.append(entry.lowercased())
      }
    }
    #expect(words.count > 3000)
    let first = SnowballStemmer()
    let second = SnowballStemmer()
    for word in words {
      let expected = Self.libstemmer(word)
      #expect(first.stem(word) == expected, "\(word)")
      #expect(first.stem(word) == expected, "\(word) again")
      #expect(second.stem(word) == expected, "\(word) shared")
    }
  }
}
