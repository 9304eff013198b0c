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
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    let words = Set(tokens)
    return phrase.split(separator: " ").map(String.init).filter {
      !words.contains($0) && !brokenAtSeparators($0, in: tokens)
    }
  }

  /// Whether `word` (a path or an id wider than the line) stands in `tokens` as consecutive
  /// pieces, each but the last ending with a separator it may break after (`/`, `-`, `_`,
  /// `.`, `:`, `,`): the wrapper's rule for a token that cannot fit, not a cut.
  static func brokenAtSeparators(_ word: String, in tokens: [String]) -> Bool {
    let separators: Set<Character> = ["/", "-", "_", ".", ":", ","]
    for start in tokens.indices where word.hasPrefix(tokens[start]) && !tokens[start].isEmpty {
      var joined = ""
      for index in start..<tokens.count {
        joined += tokens[index]
        if joined == word { return index > start }
        guard word.hasPrefix(joined), let last = tokens[index].last, separators.contains(last) else { break }
      }
    }
    return false
  }

  /// A line of program output without its `│ ` gutter.
  static func gutterless(_ line: String) -> String {
    line.hasPrefix("│ ") ? String(line.dropFirst(2)) : line
  }
}
