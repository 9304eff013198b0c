import DrillSupport

/// The few text operations the importer runs on every field, over UTF-8 and Unicode
/// scalars: Foundation's `replacingOccurrences`, `range(of:)` and `trimmingCharacters`
/// bridge each string through NSString and were a third of an import's time
/// (docs/performance.md, "Importing an Anki package").
enum AnkiText {
  /// `text` with every `target` replaced by `replacement`; `text` itself when it has none.
  static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let needle = Array(target.utf8)
    guard let first = needle.first, text.utf8.contains(first) else { return text }
    let bytes = Array(text.utf8)
    let substitute = Array(replacement.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    var changed = false
    while index < bytes.count {
      if bytes[index] == first, index + needle.count <= bytes.count,
        bytes[index..<index + needle.count].elementsEqual(needle)
      {
        result += substitute
        index += needle.count
        changed = true
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return changed ? String(decoding: result, as: UTF8.self) : text
  }

  /// `text` without white space at either end: spaces and tabs (`CharacterSet.whitespaces`),
  /// and with `newlines` line breaks too (`.whitespacesAndNewlines`; `Blanks`).
  static func trimmed(_ text: some StringProtocol, newlines: Bool = true) -> String {
    String(Blanks.trimmed(Substring(text), lineBreaks: newlines))
  }

  /// What follows the last case-insensitive (ASCII) occurrence of `mark` in `text`.
  static func after(lastOf mark: String, in text: String) -> String? {
    let bytes = Array(text.utf8)
    let needle = Array(mark.lowercased().utf8)
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    for start in stride(from: bytes.count - needle.count, through: 0, by: -1) {
      var matches = true
      for offset in 0..<needle.count {
        var byte = bytes[start + offset]
        if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
        if byte != needle[offset] {
          matches = false
          break
        }
      }
      if matches { return String(decoding: bytes[(start + needle.count)...], as: UTF8.self) }
    }
    return nil
  }

  /// The bytes of `text` in lowercase hexadecimal.
  static func hex(_ text: String) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count * 2)
    for byte in text.utf8 {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: result, as: UTF8.self)
  }
}
