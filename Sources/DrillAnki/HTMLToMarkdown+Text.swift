import Foundation

/// The text a field becomes, made tidy and escaped: a rendered field's lines trimmed and its blank
/// runs folded (`tidy`), and text escaped so Markdown reads it back as itself (`escape`).
extension HTMLToMarkdown {
  /// Lines trimmed at the end (outside code blocks), runs of blank lines folded into one,
  /// no-break spaces made spaces. One pass over the UTF-8 bytes.
  static func tidy(_ text: String) -> String {
    let space = UInt8(ascii: " ")
    let backtick = UInt8(ascii: "`")
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if previous == 0xC2, byte == 0xA0 {
        bytes[bytes.count - 1] = space
        previous = space
        continue
      }
      bytes.append(byte)
      previous = byte
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var lastLineEmpty = true
    var lines = 0
    var fence = 0
    func append(_ line: ArraySlice<UInt8>) {
      if lines > 0 { out.append(UInt8(ascii: "\n")) }
      out += line
      lines += 1
      lastLineEmpty = line.isEmpty
    }
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var line = bytes[start..<end]
      start = end + 1
      let indent = line.prefix { $0 == space }.count
      let ticks = line.dropFirst(indent).prefix { $0 == backtick }.count
      if fence > 0 {
        if ticks >= fence, indent + ticks == line.count { fence = 0 }
        append(line)
        continue
      }
      if ticks >= 3 {
        fence = ticks
        append(line)
        continue
      }
      line = trimmedEnd(line)
      if line.isEmpty && lastLineEmpty { continue }
      append(line)
    }
    // No blank lines at the end.
    while out.last == UInt8(ascii: "\n") { out.removeLast() }
    return String(decoding: out, as: UTF8.self)
  }

  /// A line without white space at its end (`Character.isWhitespace`, ASCII by bytes).
  private static func trimmedEnd(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var line = line
    while let last = line.last {
      if last == 0x20 || (last >= 0x09 && last <= 0x0D) {
        line.removeLast()
      } else if last >= 0x80 {
        let text = String(decoding: line, as: UTF8.self)
        guard let character = text.last, character.isWhitespace else { return line }
        line.removeLast(String(character).utf8.count)
      } else {
        return line
      }
    }
    return line
  }

  /// Escapes every character Markdown could read as structure, so the text reads back as itself.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&", "!", "$":
        result.append("\\")
        result.append(character)
      default:
        result.append(character)
      }
    }
    return result
  }
}
