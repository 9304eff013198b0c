import DrillKitTesting
import Testing

@testable import DrillGrading

/// `KeyPointMatcher.wordStretches` on the bytes of an ASCII text (issue 29 (a), session 24) reads
/// every text as the character reading it replaces, with every option.
@Suite struct WordStretchesTests {
  static let texts = [
    "", " ", "-", "A struct is copied; a class is shared.", "Swift 5.7 ships in one-pass UTF-16 mode",
    "at most one task, 2 or 3 threads - never 4.5.6", "don't use it, it's the user's 'own' choice",
    "Trailing-", "-leading", "a--b 1..2 3.x .5 5. x-1 1-x", "TABS\tand\nlines\n\n(parens) [x] {y}",
    "CamelCase HTTPServer iOS17 x86_64 __init__", "ALL CAPS. Mixed.Case!", "a\r\nb", "été, Ответ",
  ]

  @Test func theByteReadingIsTheCharacterReading() {
    var read = 0
    for text in Self.texts + Self.texts.map({ $0 + " and more" }) {
      for joiners: Set<Character> in [[], ["'", "’"], ["-"], ["."]] {
        for decimals in [false, true] {
          for compounds in [false, true] {
            let ascii = KeyPointMatcher.asciiWordStretches(
              text[...], joiners: joiners, decimals: decimals, compounds: compounds)
            let characters = KeyPointMatcher.characterWordStretches(
              text[...], joiners: joiners, decimals: decimals, compounds: compounds)
            if let ascii {
              read += 1
              expectEqual(ascii, characters, Comment(rawValue: "\(text) \(joiners) \(decimals) \(compounds)"))
            }
            expectEqual(
              KeyPointMatcher.wordStretches(
                text[...], joiners: joiners, decimals: decimals, compounds: compounds),
              characters)
          }
        }
      }
    }
    expectTrue(read > 0)
    // A carriage return or any non-ASCII byte: read by characters.
    expectTrue(
      KeyPointMatcher.asciiWordStretches("a\r\nb", joiners: [], decimals: false, compounds: false) == nil)
    expectTrue(
      KeyPointMatcher.asciiWordStretches("café", joiners: [], decimals: false, compounds: false) == nil)
    // A substring in the middle of its text.
    let text = "Before: Three-way 4.5 splits. After"
    let middle = text[text.index(text.startIndex, offsetBy: 8)..<text.index(text.endIndex, offsetBy: -6)]
    expectEqual(
      KeyPointMatcher.asciiWordStretches(middle, joiners: [], decimals: true, compounds: true),
      KeyPointMatcher.characterWordStretches(middle, joiners: [], decimals: true, compounds: true))
  }
}
