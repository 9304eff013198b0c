import DrillKitTesting
import DrillSupport
import Testing

@testable import DrillMarkdown

/// The loader makes a file's `SourceText` from its bytes (`init?(utf8:path:)`), checked by
/// `UTF8Validation` instead of `String(validating:)`: the same files must be refused, and
/// the text, its lines and their slices must be those of the `String` path.
@Suite struct SourceTextBytesTests {
  static func stdlibValid(_ bytes: [UInt8]) -> Bool {
    String(validating: bytes, as: UTF8.self) != nil
  }

  @Test func everyShortSequenceIsJudgedAsTheStandardLibraryDoes() {
    // Every lead byte with every second byte, then a continuation, an ASCII byte or nothing.
    for lead in UInt8(0x80)...0xFF {
      for second in UInt8(0)...0xFF {
        for tail: [UInt8] in [[], [0x80], [0xBF, 0x80], [0x41], [0x80, 0x41], [0xC0]] {
          let bytes = [0x61, lead, second] + tail
          let valid = bytes.withUnsafeBytes(UTF8Validation.isValid)
          expectTrue(valid == Self.stdlibValid(bytes), "\(bytes)")
        }
      }
    }
  }

  @Test func randomTextsAreJudgedAsTheStandardLibraryDoes() {
    var generator = SeededGenerator(seed: 29)
    let pieces: [[UInt8]] = [
      Array("plain ascii words ".utf8), Array("é".utf8), Array("日本".utf8), Array("😀".utf8),
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0x80], [0xFF],
      [0xF0, 0x9F, 0x98], [0x0A], [0x00],
    ]
    for _ in 0..<3000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      let valid = bytes.withUnsafeBytes(UTF8Validation.isValid)
      expectTrue(valid == Self.stdlibValid(bytes), "\(bytes)")
      expectTrue((SourceText(utf8: bytes, path: "p.md") != nil) == valid)
    }
  }

  @Test func theTextAndItsLinesAreThoseOfTheStringPath() throws {
    let texts = [
      "# Pack\n\nid: é-pack\r\ntags: a, b\rlast", "\u{FEFF}# With a byte-order mark\n",
      "\u{FEFF}\u{301}a mark after the byte-order mark\n", "", "\n\n", "ünïcode ☃ line\nascii\n",
    ]
    for text in texts {
      let fromString = SourceText(text, path: "p.md")
      let fromBytes = try #require(SourceText(utf8: Array(text.utf8), path: "p.md"))
      expectEqual(fromBytes.text, fromString.text)
      expectEqual(fromBytes.bytes, fromString.bytes)
      expectEqual(fromBytes.lineCount, fromString.lineCount)
      for number in 0...fromString.lineCount + 1 {
        expectEqual(fromBytes.line(number), fromString.line(number))
        expectEqual(fromBytes.isASCII(number), fromString.isASCII(number))
        let last = fromString.lineCount
        expectEqual(fromBytes.slice(number, last), fromString.slice(number, last))
      }
    }
    expectEqual(SourceText("\u{FEFF}x\n", path: "").text, "x\n")
    // U+FEFF breaks a grapheme before a mark: the mark stays, the byte-order mark goes.
    expectEqual(SourceText("\u{FEFF}\u{301}x\n", path: "").text, "\u{301}x\n")
  }
}
