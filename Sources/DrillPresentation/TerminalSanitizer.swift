/// Removes terminal control sequences from text that comes from content
/// (packs, lessons, program output) before it reaches the screen.
///
/// Strips ESC-introduced sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`,
/// DCS/SOS/PM/APC strings and two-byte escapes), the 8-bit C1 controls, DEL,
/// and every C0 control except newline and tab. A carriage return is dropped too.
/// Bidirectional embedding, override and isolate characters (U+202A–U+202E,
/// U+2066–U+2069), which can make text read differently from what it is, are
/// shown escaped: `\u{202E}`.
public enum TerminalSanitizer {
  public static func strip(_ text: String) -> String {
    // Fast path: nothing to strip.
    if !text.unicodeScalars.contains(where: isControl) { return text }

    var output = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0x1B:
        skipEscape(&scalars)
      case 0x9B:
        skipCSI(&scalars)
      case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
        skipString(&scalars)
      case 0x202A...0x202E, 0x2066...0x2069:
        output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      default:
        if !isControl(scalar) { output.append(scalar) }
      }
    }
    return String(output)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let next = scalars.next() else { return }
    switch next {
    case "[": skipCSI(&scalars)
    case "]", "P", "X", "^", "_": skipString(&scalars)
    default:
      // Two-byte escape, or an intermediate byte followed by a final one.
      if (0x20...0x2F).contains(next.value) {
        while let more = scalars.next(), (0x20...0x2F).contains(more.value) {}
      }
    }
  }

  /// CSI: parameter and intermediate bytes, then one final byte 0x40–0x7E.
  private static func skipCSI(_ scalars: inout String.UnicodeScalarView.Iterator) {
    while let scalar = scalars.next() {
      if (0x40...0x7E).contains(scalar.value) { return }
      if !(0x20...0x3F).contains(scalar.value) { return }
    }
  }

  /// OSC, DCS and friends run until BEL or ST (`ESC \` or 0x9C).
  private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0x07, 0x9C: return
      case 0x1B:
        _ = scalars.next()
        return
      default: continue
      }
    }
  }
}
