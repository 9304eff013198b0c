/// Fitting finished lines to the terminal: the one path every printed line takes
/// to respect the width (see `Console.writeWrapped`).
extension StyledText {
  /// The text as lines of at most `width` columns. A line that fits is kept as it
  /// is (its spaces and alignment too); a longer one is wrapped at spaces by
  /// `TextWrapper`, never inside a word, its continuation lines indented like its
  /// first line plus `hangingIndent` columns. A word wider than the whole width
  /// (an id, a path) stands alone on its line and overflows it.
  ///
  /// A no-break space (U+00A0) glues words together: the wrap never breaks there,
  /// and the line printed has an ordinary space in its place ("1 hint" stays whole).
  public func fitted(toWidth width: Int, hangingIndent: Int = 0) -> [StyledText] {
    lines.flatMap { line -> [StyledText] in
      guard line.displayWidth > width else { return [line.unglued] }
      let indent = line.leadingSpaces
      var wrapper = TextWrapper(width: width, indent: indent, hangingIndent: indent + max(0, hangingIndent))
      wrapper.keepsSpaces = true
      return wrapper.lines(line).map(\.unglued)
    }
  }

  /// The glue every text may hold, as `fitted` prints it.
  public static let noBreakSpace: Character = "\u{00A0}"

  /// `text` with its spaces turned into no-break spaces: one piece the wrap keeps whole.
  public static func glued(_ text: String) -> String {
    text.replacing(" ", with: String(noBreakSpace))
  }

  /// The text with each no-break space printed as an ordinary one.
  private var unglued: StyledText {
    guard spans.contains(where: { $0.text.contains(Self.noBreakSpace) }) else { return self }
    var copy = self
    for index in copy.spans.indices {
      copy.spans[index].text = copy.spans[index].text.replacing(String(Self.noBreakSpace), with: " ")
    }
    return copy
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
