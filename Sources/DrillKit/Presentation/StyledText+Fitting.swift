/// Fitting finished lines to the terminal: the one path every printed line takes
/// to respect the width (see `Console.writeWrapped`).
extension StyledText {
  /// The text as lines of at most `width` columns. A line that fits is kept as it
  /// is (its spaces and alignment too); a longer one is wrapped at spaces by
  /// `TextWrapper`, never inside a word, its continuation lines indented like its
  /// first line plus `hangingIndent` columns. A word wider than the whole width
  /// (an id, a path) stands alone on its line and overflows it.
  public func fitted(toWidth width: Int, hangingIndent: Int = 0) -> [StyledText] {
    lines.flatMap { line -> [StyledText] in
      guard line.displayWidth > width else { return [line] }
      let indent = line.leadingSpaces
      var wrapper = TextWrapper(width: width, indent: indent, hangingIndent: indent + max(0, hangingIndent))
      wrapper.keepsSpaces = true
      return wrapper.lines(line)
    }
  }

  /// Spaces at the start of the text, across spans.
  var leadingSpaces: Int {
    var count = 0
    for span in spans {
      let spaces = span.text.prefix { $0 == " " }.count
      count += spaces
      if spaces < span.text.count { break }
    }
    return count
  }
}
