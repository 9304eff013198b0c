import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation

/// `KeyPointAuditCache.fileJSON`, the cache file written byte by byte: the JSON
/// `JSONEncoder` made of `known.merging(fresh)`, strings escaped as it escapes them.
@Suite struct KeyPointAuditCacheFileTests {
  typealias Finding = KeyPointAuditCache.Finding

  static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    KeyPointAuditCache.appendString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func encoded(_ text: String) throws -> String {
    let list = String(decoding: try JSONEncoder().encode([text]), as: UTF8.self)
    return String(list.dropFirst().dropLast())
  }

  @Test func everyASCIIByteAndOtherScalarsAreEscapedAsTheEncoderEscapesThem() throws {
    let others: [Unicode.Scalar] = ["é", "\u{85}", "\u{9B}", "\u{2028}", "\u{202E}", "日", "😀", "\u{FEFF}"]
    for scalar in (0...0x7F).compactMap(Unicode.Scalar.init) + others {
      let text = "a\(scalar)b"
      expectEqual(Self.escaped(text), try Self.encoded(text), "U+\(String(scalar.value, radix: 16))")
    }
    let mixed = "\"quoted\" \\ a/b \u{1}\u{1F}\t\r\n\u{8}\u{C} café — 日本"
    expectEqual(Self.escaped(mixed), try Self.encoded(mixed))
    expectEqual(Self.escaped(""), try Self.encoded(""))
  }

  /// A finding's two keys in the order they are declared (`JSONEncoder`'s order of them varies
  /// from run to run: its bytes are compared with the keys put in that order).
  @Test func oneEntryIsTheEncodersBytesWithTheKeysInOrder() throws {
    let entries: [[Finding]] = [
      [],
      [Finding(point: 0, message: "the point \"x\" is missing")],
      [Finding(point: -1, message: "a/b"), Finding(point: 12, message: "line\nbreak")],
    ]
    for findings in entries {
      let file = KeyPointAuditCache.fileJSON(fresh: ["0123abcd": findings], known: [:])
      var encoded = String(decoding: try JSONEncoder().encode(["0123abcd": findings]), as: UTF8.self)
      for finding in findings {
        let message = Self.escaped(finding.message)
        encoded = encoded.replacingOccurrences(
          of: #"{"message":\#(message),"point":\#(finding.point)}"#,
          with: #"{"point":\#(finding.point),"message":\#(message)}"#)
      }
      expectEqual(String(decoding: file, as: UTF8.self), encoded)
    }
    expectEqual(
      String(decoding: KeyPointAuditCache.fileJSON(fresh: ["k": entries[2]], known: [:]), as: UTF8.self),
      #"{"k":[{"point":-1,"message":"a\/b"},{"point":12,"message":"line\nbreak"}]}"#)
    expectEqual(String(decoding: KeyPointAuditCache.fileJSON(fresh: [:], known: [:]), as: UTF8.self), "{}")
  }

  @Test func freshAndKnownEntriesAreTheMergedDictionary() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      func entries() -> [String: [Finding]] {
        var result: [String: [Finding]] = [:]
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
          let key = String(Int.random(in: 0...20, using: &generator))
          result[key] = (0..<Int.random(in: 0...3, using: &generator)).map { index in
            Finding(
              point: Int.random(in: -1...5, using: &generator),
              wrong: Bool.random(using: &generator) ? Int.random(in: 0...2, using: &generator) : nil,
              message: "m\(index) \(key) «é»/\u{7}")
          }
        }
        return result
      }
      let fresh = entries()
      let known = entries()
      let file = KeyPointAuditCache.fileJSON(fresh: fresh, known: known)
      let decoded = try JSONDecoder().decode([String: [Finding]].self, from: file)
      expectEqual(decoded, known.merging(fresh) { _, new in new })
    }
  }
}
