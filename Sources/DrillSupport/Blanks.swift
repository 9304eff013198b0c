/// White space at the ends of a text, without Foundation: what `CharacterSet.whitespaces` holds
/// (space, tab, the space separators) and, with `lineBreaks`, what `.whitespacesAndNewlines`
/// adds (`\n` to `\r`, U+0085, the line and paragraph separators). On Linux Foundation's
/// `trimmingCharacters(in:)` goes through `NSString`; these read the scalars at the ends only.
/// Used by Anki's text, the moves files and the grading lexicon.
public enum Blanks {
  /// Whether `scalar` is white space (`lineBreaks`: a line break counts too).
  public static func contains(_ scalar: Unicode.Scalar, lineBreaks: Bool) -> Bool {
    switch scalar.value {
    case 0x20, 0x09: return true
    case 0x0A...0x0D, 0x85: return lineBreaks
    case 0..<0x80: return false
    default:
      switch scalar.properties.generalCategory {
      case .spaceSeparator: return true
      case .lineSeparator, .paragraphSeparator: return lineBreaks
      default: return false
      }
    }
  }

  /// `text` without white space at either end.
  public static func trimmed(_ text: Substring, lineBreaks: Bool) -> Substring {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !contains($0, lineBreaks: lineBreaks) }) else {
      return text[text.endIndex...]
    }
    let last = scalars.lastIndex(where: { !contains($0, lineBreaks: lineBreaks) }) ?? first
    return Substring(scalars[first...last])
  }
}
