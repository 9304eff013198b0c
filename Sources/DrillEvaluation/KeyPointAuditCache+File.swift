import Foundation

extension KeyPointAuditCache {
  /// The cache file's JSON: every entry of `fresh`, then each of `known` that `fresh` does
  /// not replace (the dictionary `known.merging(fresh)` makes, without making it), in the
  /// form `JSONEncoder` gives it: no spaces, a finding as `{"point":…,"message":…}` (and
  /// `"warning":true` for a warning), strings escaped as it escapes them. Written byte by byte:
  /// the encoder's boxes cost about 10,000 instructions an entry (33 M of a `check` of 3,300
  /// audited questions).
  static func fileJSON(fresh: [String: [Finding]], known: [String: [Finding]]) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(40 * (fresh.count + known.count) + 2)
    bytes.append(UInt8(ascii: "{"))
    for (key, findings) in fresh {
      appendEntry(key, findings, to: &bytes)
    }
    for (key, findings) in known where fresh[key] == nil {
      appendEntry(key, findings, to: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
    return Data(bytes)
  }

  private static func appendEntry(_ key: String, _ findings: [Finding], to bytes: inout [UInt8]) {
    if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
    appendString(key, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: "["))
    for (index, finding) in findings.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: #"{"point":"#.utf8)
      bytes.append(contentsOf: String(finding.point).utf8)
      if let wrong = finding.wrong {
        bytes.append(contentsOf: #","wrong":"#.utf8)
        bytes.append(contentsOf: String(wrong).utf8)
      }
      bytes.append(contentsOf: #","message":"#.utf8)
      appendString(finding.message, to: &bytes)
      if finding.warning == true { bytes.append(contentsOf: #","warning":true"#.utf8) }
      bytes.append(UInt8(ascii: "}"))
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// `text` as a JSON string, escaped as `JSONEncoder` escapes it by default: the quote, the
  /// backslash and the slash after a backslash, the five controls with a letter (`\b`, `\t`,
  /// `\n`, `\f`, `\r`), the other C0 controls as `\u00xx` in lowercase hex; every other byte
  /// as it is. A text with none of these (every key, most messages) is copied whole.
  static func appendString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    let plain = text.utf8.withContiguousStorageIfAvailable { text in
      text.allSatisfy { byte in
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "/")
      }
    }
    if plain == true {
      bytes.append(contentsOf: text.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      let escaped: UInt8
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped = byte
      case 0x08: escaped = UInt8(ascii: "b")
      case 0x09: escaped = UInt8(ascii: "t")
      case 0x0A: escaped = UInt8(ascii: "n")
      case 0x0C: escaped = UInt8(ascii: "f")
      case 0x0D: escaped = UInt8(ascii: "r")
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
        continue
      default:
        bytes.append(byte)
        continue
      }
      bytes.append(UInt8(ascii: "\\"))
      bytes.append(escaped)
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
