/// Terminal column widths: East Asian wide and fullwidth characters and emoji
/// take two columns, combining marks and other zero-width scalars none.
extension Character {
  /// Columns the character occupies in a terminal (0, 1 or 2).
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    // A variation selector 16 or a multi-scalar emoji sequence asks for emoji presentation.
    if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation {
      return 2
    }
    return Self.width(of: first)
  }

  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges, coarse but covering the common scripts.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension StringProtocol {
  /// Columns the text occupies in a terminal; see `Character.displayWidth`.
  public var displayWidth: Int {
    if let ascii = utf8.withContiguousStorageIfAvailable(Self.asciiWidth), let width = ascii { return width }
    var total = 0
    for character in self { total += character.displayWidth }
    return total
  }

  /// The width of ASCII text (nil for any other): one column for each printable byte, none
  /// for a control. The same as the characters' widths (no ASCII character asks for emoji
  /// presentation, and `\r\n`, one character, is two controls), without breaking the text
  /// into characters and looking up their properties (most of a first prompt's wrapping).
  private static func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var width = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte >= 0x20 && byte != 0x7F { width += 1 }
    }
    return width
  }
}

extension String {
  /// The longest prefix that fits in `width` columns, ending in `…` when text was cut.
  public func truncated(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if displayWidth <= width { return self }
    var result = ""
    var used = 0
    for character in self {
      let columns = character.displayWidth
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }
}
