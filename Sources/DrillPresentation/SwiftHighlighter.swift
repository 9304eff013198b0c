/// Colours Swift source for the terminal.
public enum SwiftHighlighter {
  /// The code as styled text, one span per token; control sequences are
  /// stripped and tabs become four spaces first.
  public static func highlight(_ code: String) -> StyledText {
    let clean = TerminalSanitizer.strip(code).expandingTabs()
    var text = StyledText()
    for token in tokens(clean) {
      text.append(token.text, style: style(for: token.kind))
    }
    return text.coalesced()
  }

  /// The tokens of `code`; their texts joined give `code` back.
  public static func tokens(_ code: String) -> [Token] {
    Lexer.tokenize(code)
  }

  /// The style each kind of token is shown in.
  public static func style(for kind: Token.Kind) -> TextStyle {
    switch kind {
    case .keyword: TextStyle(color: .magenta, bold: true)
    case .type: TextStyle(color: .cyan)
    case .string: TextStyle(color: .green)
    case .interpolation: TextStyle(color: .magenta)
    case .number: TextStyle(color: .blue)
    case .comment: TextStyle(color: .gray, italic: true)
    case .attribute, .directive: TextStyle(color: .yellow)
    case .identifier, .operator, .punctuation, .whitespace: .plain
    }
  }
}
