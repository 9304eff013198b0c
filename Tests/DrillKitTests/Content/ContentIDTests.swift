import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

@Suite struct ContentIDTests {
  @Test(arguments: [
    ("Value or reference?", "value-or-reference"),
    ("Ça marche — déjà vu", "ca-marche-deja-vu"),
    ("  What does `map` do?  ", "what-does-map-do"),
    ("Swift 6: strict concurrency", "swift-6-strict-concurrency"),
    ("ﬁle ligature", "file-ligature"),
    ("???", ""),
    ("Über große Straße, Ærø", "uber-grosse-strasse-aero"),
  ])
  func slugsATitle(title: String, slug: String) {
    expectEqual(ContentID.slug(title), slug)
  }

  /// The slug as it was made before it worked on bytes (issue 29): the whole title's NFKD,
  /// scalar by scalar. The byte version must agree with it on every title.
  static func referenceSlug(_ title: String) -> String {
    let foldings: [Unicode.Scalar: String] = [
      "ß": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe", "ł": "l", "Ł": "l",
      "đ": "d", "Đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]
    var result = ""
    var pendingDash = false
    func append(_ scalar: Unicode.Scalar) {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
      } else {
        pendingDash = true
      }
    }
    for original in title.decomposedStringWithCompatibilityMapping.unicodeScalars {
      if original.properties.generalCategory == .nonspacingMark { continue }
      for scalar in (foldings[original] ?? String(original)).unicodeScalars {
        append(scalar)
      }
    }
    return result
  }

  static let titles = [
    "Value or reference?", "Ça marche — déjà vu", "ﬁle ﬂow ﬀ", "Ｆｕｌｌｗｉｄｔｈ １２３", "x² + y³ = z¹",
    "½ and ¼ of №5™", "Ελληνικά: what does `map` return?", "Почему не компилируется? Straße",
    "Ærø and Łódź — an optional chain’s résult", "e\u{301}te\u{301} a\u{308}\u{323}b", "①②③ … ⅫⅣ",
    "한국어 제목 42", "日本語のタイトル", "Ǆemal ǅ ǆ Ĳssel ĳ", "ſtreet ﬅ", "ÅNGSTRÖM Å K", "\u{301}leading mark",
    "mix\u{0903}ed spacing mark", "tab\tand\u{00A0}nbsp", "ÞórÐurÞ ð đ Đ ı", "ŒUVRE œuvre", "",
    "   ", "A-B--C---d", "123abcXYZ", "🙂 emoji 🎉 title", "ﷺ ligature", "㍻ ㎞ ㌔",
  ]

  @Test func slugsAgreeWithTheWholeTitleDecomposition() {
    for title in Self.titles {
      expectEqual(ContentID.slug(title), Self.referenceSlug(title), "\(title)")
    }
    // Every scalar of the first planes, one at a time and between letters.
    for value in UInt32(0)..<0x3_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let title = "a\(Character(scalar))b \(Character(scalar))"
      expectEqual(ContentID.slug(title), Self.referenceSlug(title), "U+\(String(value, radix: 16))")
    }
  }

  @Test(arguments: [
    ("struct-copy", true), ("a", true), ("0-based", true), ("-leading", false), ("Upper", false),
    ("with space", false), ("under_score", false), ("", false), ("é", false),
  ])
  func validatesAnID(id: String, valid: Bool) {
    expectEqual(ContentID.isValid(id), valid)
  }
}
