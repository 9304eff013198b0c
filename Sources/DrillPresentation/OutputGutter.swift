/// How a program's printed output is set apart from code and prose: each line
/// indented two columns like code, behind a muted `│ ` gutter. Colour also dims
/// it, but the gutter is what marks it as output without colour (`NO_COLOR`,
/// piped). The same gutter is used for lesson ```` ```output ```` blocks, a
/// snippet's run, expected output in feedback and output diffs. Output is never
/// wrapped: its lines are what the program printed.
public enum OutputGutter {
  /// The gutter after the indent.
  public static let mark = "│"

  /// One line of output behind the gutter, after `lead` (two spaces, or a diff's `- `).
  public static func line(_ text: String, style: TextStyle, lead: String = "  ") -> StyledText {
    var line = StyledText(lead)
    line.append(mark, style: .muted)
    if !text.isEmpty {
      line.append(" ")
      line.append(text, style: style)
    }
    return line
  }

  /// Every line of `output` behind the gutter, without newlines; a trailing
  /// newline adds no line, and empty output gives none.
  /// With a `width`, a line wider than the row goes on in rows marked `CodeWrapper.mark` in
  /// the lead (`↩ │ `), broken after a space where one fits: the terminal would cut it
  /// anywhere, and the piece on the next row would read as a line of its own.
  public static func lines(of output: String, style: TextStyle, width: Int? = nil) -> [StyledText] {
    var text = output.expandingTabs()
    if text.hasSuffix("\n") { text.removeLast() }
    guard !output.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { row in
      guard let width, row.displayWidth + 4 > width else { return [line(String(row), style: style)] }
      return CodeWrapper.pieces(of: String(row), room: width - 4).enumerated().map { index, piece in
        line(piece, style: style, lead: index == 0 ? "  " : CodeWrapper.mark + " ")
      }
    }
  }

  /// The gutter lines of `output`, each ending in a newline (wrapped as above with a `width`).
  public static func lines(_ output: String, style: TextStyle, width: Int? = nil) -> StyledText {
    var text = StyledText()
    for line in lines(of: output, style: style, width: width) {
      text.append(line)
      text.append("\n")
    }
    return text
  }
}
