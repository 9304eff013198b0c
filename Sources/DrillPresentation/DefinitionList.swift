/// Terms with their definitions in two columns (`  quiz   Answer a set of…`), the
/// definitions wrapped under their own column. When the terms leave less than
/// `minimumDefinitionWidth` columns, each definition goes under its term instead,
/// indented by `indent + 4`.
public struct DefinitionList: Sendable {
  public struct Row: Sendable {
    public var term: StyledText
    public var definition: StyledText

    public init(_ term: StyledText, _ definition: StyledText) {
      self.term = term
      self.definition = definition
    }
  }

  public var rows: [Row]
  /// Columns before each term.
  public var indent = 2
  /// Columns between the widest term and the definitions.
  public var gap = 2
  /// Narrower than this, definitions go under their terms.
  public static let minimumDefinitionWidth = 24

  public init(_ rows: [Row], indent: Int = 2, gap: Int = 2) {
    self.rows = rows
    self.indent = indent
    self.gap = gap
  }

  /// The rows laid out for `width` columns, without newlines.
  public func lines(width: Int) -> [StyledText] {
    let termWidth = rows.map(\.term.displayWidth).max() ?? 0
    let column = indent + termWidth + gap
    let sideBySide = width - column >= Self.minimumDefinitionWidth
    let lead = StyledText(String(repeating: " ", count: indent))
    var lines: [StyledText] = []
    for row in rows {
      if sideBySide {
        let term = lead + row.term.padded(toWidth: termWidth + gap)
        lines += TextWrapper(
          width: width, firstLinePrefix: term,
          continuationPrefix: StyledText(String(repeating: " ", count: column))
        ).lines(row.definition)
      } else {
        lines += (lead + row.term).fitted(toWidth: width)
        if !row.definition.isEmpty {
          lines += TextWrapper(width: width, indent: indent + 4).lines(row.definition)
        }
      }
    }
    return lines
  }

  /// The laid-out rows, each ending in a newline.
  public func render(width: Int) -> StyledText {
    var text = StyledText()
    for line in lines(width: width) {
      text.append(line)
      text.append("\n")
    }
    return text
  }
}
