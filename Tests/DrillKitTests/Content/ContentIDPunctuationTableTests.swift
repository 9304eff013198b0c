import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// `ContentID.slug` reads General Punctuation (U+2000–U+206F) from its lock-free table, as
/// the scalars below U+0800: the first title to meet a scalar works its folding out, every
/// later one reads the packed word. Both agree with the whole title's decomposition, with
/// the scalars below U+0800 met before and after (a slot shared by two scalars would show).
@Suite struct ContentIDPunctuationTableTests {
  @Test func punctuationSlugsAgreeWhenWorkedOutAndWhenReadBack() {
    let around: [Unicode.Scalar] = ["\u{1FFF}", "\u{2070}", "\u{2071}", "\u{2080}", "\u{20AC}"]
    let punctuation = (UInt32(0x2000)..<0x2070).compactMap(Unicode.Scalar.init) + around
    let small = (UInt32(0x80)..<0x800).compactMap(Unicode.Scalar.init)
    for round in 0..<3 {
      for scalar in round == 1 ? (small + punctuation).reversed() : punctuation + small {
        let mark = Character(scalar)
        let title = "Qu\(mark)affiche x\(mark)\(mark)y \(mark)"
        expectEqual(
          ContentID.slug(title), ContentIDTests.referenceSlug(title),
          "U+\(String(scalar.value, radix: 16)), round \(round)")
      }
    }
    expectEqual(ContentID.slug("Qu’affiche — café…"), "qu-affiche-cafe")
    for title in ["Qu’affiche ce programme — café n°0, déjà-vu…", "Ⅷ ‼ ⁇ ′ ″ ‴ x", "a\u{2024}b\u{2025}c"] {
      expectEqual(ContentID.slug(title), ContentIDTests.referenceSlug(title), "\(title)")
    }
  }
}
