import DrillSupport
import Testing

/// `ByteSearch.holds` finds a byte by `memchr` where `check` stepped `text.utf8` (issue 29 (a),
/// s31-checkfast23): for every byte and text it answers as `text.utf8.contains`.
@Suite struct ByteSearchHoldsTests {
  static let texts = [
    "", "`", ":", "a", "no quote here", "a `name` quoted", "key: value", "trailing `", "`leading",
    "short", "fifteen bytes!!", "sixteen bytes!!!", "é`é", "naïve: café", "\u{1F44D} `x`", "e\u{301}`",
    String(repeating: "word ", count: 200) + "`end`", String(repeating: "é", count: 300) + ":",
  ]

  @Test func answersAsTheUTF8View() {
    for text in Self.texts {
      for byte in [UInt8(ascii: "`"), UInt8(ascii: ":"), UInt8(ascii: "e"), 0x00, 0x80, 0xA9, 0xC3, 0xFF] {
        #expect(ByteSearch.holds(byte, in: text) == text.utf8.contains(byte), "\(text) \(byte)")
      }
    }
    #expect(ByteSearch.holds(UInt8(ascii: "`"), in: "a `name`"))
    #expect(!ByteSearch.holds(UInt8(ascii: "`"), in: "a name"))
    #expect(!ByteSearch.holds(UInt8(ascii: ":"), in: ""))
  }

  /// A text cut from another and a text decoded from bytes answer as the bytes they hold.
  @Test func answersForCopiesAndSlices() {
    let whole = "left: right `code`"
    let slice = String(whole.dropFirst(6))
    #expect(!ByteSearch.holds(UInt8(ascii: ":"), in: slice))
    #expect(ByteSearch.holds(UInt8(ascii: "`"), in: slice))
    #expect(ByteSearch.holds(UInt8(ascii: ":"), in: String(decoding: Array(whole.utf8), as: UTF8.self)))
  }
}
