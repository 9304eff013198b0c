/// A piece of text with a style, printed with ANSI escapes on a colour
/// terminal and as plain text everywhere else.
public struct StyledText: Sendable, Hashable, ExpressibleByStringLiteral {
  public struct Segment: Sendable, Hashable {
    public var text: String
    public var style: TextStyle
    /// A terminal control sequence swiftdrill itself writes (`StyledText.control`):
    /// the only text `rendered(color:)` does not pass through `TerminalSanitizer`.
    public var isControl = false
    /// A token meant for copying whole (a path, a command to run: `StyledText.whole`). The
    /// wrapper never breaks it, not even at its spaces or separators: one wider than the line
    /// stands alone on its line and the terminal folds it, so a copy of it is one piece.
    public var isWhole = false

    public init(_ text: String, style: TextStyle = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// Control characters and sequences of swiftdrill's own (clear the line, a
  /// carriage return in raw mode, the bell), written as they are. Never for
  /// text that came from anywhere else.
  public static func control(_ sequence: String) -> StyledText {
    var span = Segment(sequence)
    span.isControl = true
    return StyledText([span])
  }

  /// A path or a command meant for copying, as one token no wrap breaks (see `Segment.isWhole`).
  public static func whole(_ text: String, style: TextStyle = .plain) -> StyledText {
    var span = Segment(text, style: style)
    span.isWhole = true
    return StyledText([span])
  }

  public var spans: [Segment]

  public init(_ spans: [Segment] = []) {
    self.spans = spans
  }

  public init(_ text: String, style: TextStyle = .plain) {
    self.spans = [Segment(text, style: style)]
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The text with every style dropped.
  public var plain: String {
    spans.map(\.text).joined()
  }

  public mutating func append(_ text: String, style: TextStyle = .plain) {
    spans.append(Segment(text, style: style))
  }

  public mutating func append(_ other: StyledText) {
    spans.append(contentsOf: other.spans)
  }

  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    StyledText(lhs.spans + rhs.spans)
  }

  /// The text with ANSI SGR escapes when `color` is true, plain otherwise.
  ///
  /// The one way text reaches the terminal: every span except `control` ones
  /// goes through `TerminalSanitizer` here, whatever its origin (content, a
  /// file or package name, a program's or the compiler's output), so no path
  /// can print an escape sequence around it.
  public func rendered(color: Bool) -> String {
    var result = ""
    for span in spans {
      let text = span.isControl ? span.text : TerminalSanitizer.strip(span.text)
      // The codes only for coloured output (plain output never needs them).
      let codes = color && !span.isControl ? span.style.sgrCodes : ""
      if codes.isEmpty {
        result += text
      } else {
        result += "\u{1B}[\(codes)m\(text)\u{1B}[0m"
      }
    }
    return result
  }
}

/// Display attributes of a span; a colour plus flags.
public struct TextStyle: Sendable, Hashable {
  public enum Color: Int, Sendable, Hashable {
    case black = 30, red, green, yellow, blue, magenta, cyan, white
    case gray = 90
  }

  public var color: Color?
  public var bold = false
  public var dim = false
  public var italic = false
  public var underline = false
  public var inverse = false
  public var strikethrough = false

  public init(
    color: Color? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
    underline: Bool = false, inverse: Bool = false, strikethrough: Bool = false
  ) {
    self.color = color
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.inverse = inverse
    self.strikethrough = strikethrough
  }

  public static let plain = TextStyle()
  public static let bold = TextStyle(bold: true)
  public static let dim = TextStyle(dim: true)
  public static let italic = TextStyle(italic: true)
  public static let heading = TextStyle(color: .cyan, bold: true)
  public static let code = TextStyle(color: .yellow)
  public static let success = TextStyle(color: .green, bold: true)
  public static let failure = TextStyle(color: .red, bold: true)
  public static let warning = TextStyle(color: .yellow, bold: true)
  public static let accent = TextStyle(color: .magenta)
  public static let muted = TextStyle(color: .gray)

  /// The SGR codes, `;` between them. Appended one by one: `joined(separator:)` looked up
  /// `[String]`'s conformances at run time on its first call in a process (a first prompt's
  /// most costly line of text).
  var sgrCodes: String {
    var codes = ""
    func add(_ code: String) {
      if !codes.isEmpty { codes += ";" }
      codes += code
    }
    if bold { add("1") }
    if dim { add("2") }
    if italic { add("3") }
    if underline { add("4") }
    if inverse { add("7") }
    if strikethrough { add("9") }
    if let color { add(String(color.rawValue)) }
    return codes
  }
}
