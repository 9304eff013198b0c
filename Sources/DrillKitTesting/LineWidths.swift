/// Checks that text was laid out for a width: no line wider than the width that
/// could have been broken, and no word cut in two.
public enum LineWidths {
  /// The lines wider than `width` that hold a space after their indentation (so
  /// they could have wrapped there) and are not one of `verbatim` (code lines,
  /// which are never wrapped). A single token wider than the width may overflow.
  public static func overflows(in text: String, width: Int, verbatim: Set<String> = []) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
      guard line.displayWidth > width else { return false }
      let body = line.drop { $0 == " " }
      if verbatim.contains(String(body)) || verbatim.contains(gutterless(String(body))) { return false }
      return body.contains(" ")
    }
  }

  /// The words of `phrase` that do not appear whole (between spaces or line
  /// breaks) in `text`: a word cut at a line end shows up here.
  public static func cutWords(of phrase: String, in text: String) -> [String] {
    let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    return phrase.split(separator: " ").map(String.init).filter { !words.contains($0) }
  }

  /// A line of program output without its `│ ` gutter.
  static func gutterless(_ line: String) -> String {
    line.hasPrefix("│ ") ? String(line.dropFirst(2)) : line
  }
}
