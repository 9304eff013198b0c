/// Lays out rows in columns sized to their content, shrinking the widest
/// columns (cells cut with `…`, or wrapped in the columns that wrap) until the table fits the width.
///
/// `.plain` draws a bold header over a `─` underline with two spaces between
/// columns (for `packs`, `scores`, `stats`); `.box` draws box-drawing borders
/// (Markdown tables). Cell text is stripped of control sequences.
public struct TableFormatter: Sendable {
  /// A column: its header title and how its cells are aligned.
  public struct Column: Sendable, Hashable {
    public var title: String
    public var alignment: TextAlignment
    /// A column that is never shrunk (ids): the others give way first, and the
    /// table is wider than asked rather than cut one of its cells.
    public var keepsWidth: Bool
    /// A column whose cells wrap at spaces inside it (titles) instead of being cut with `…`:
    /// a row then takes as many lines as its longest such cell.
    public var wraps: Bool

    public init(
      _ title: String, alignment: TextAlignment = .left, keepsWidth: Bool = false, wraps: Bool = false
    ) {
      self.title = title
      self.alignment = alignment
      self.keepsWidth = keepsWidth
      self.wraps = wraps
    }
  }

  /// How the table is drawn.
  public enum Border: Sendable, Hashable {
    case plain
    case box
  }

  public var columns: [Column]
  public var border: Border

  public init(columns: [Column], border: Border = .plain) {
    self.columns = columns
    self.border = border
  }

  /// The table as lines joined with newlines (no trailing newline).
  public func render(_ rows: [[String]], width: Int) -> StyledText {
    render(styledRows: rows.map { $0.map { StyledText($0) } }, width: width)
  }

  /// The table for cells that carry their own styles (a green score, a dim date).
  public func render(styledRows rows: [[StyledText]], width: Int) -> StyledText {
    StyledText(lines: lines(styledRows: rows, width: width))
  }

  /// The table's lines, each at most `width` columns when the columns can shrink that far.
  public func lines(styledRows rows: [[StyledText]], width: Int) -> [StyledText] {
    let header = columns.map { StyledText($0.title, style: .bold) }
    var layout = Layout(header: header, rows: rows, alignments: columns.map(\.alignment), border: border)
    layout.keptColumns = Set(columns.indices.filter { columns[$0].keepsWidth })
    layout.wrappedColumns = Set(columns.indices.filter { columns[$0].wraps })
    return layout.lines(width: width)
  }

  /// The shared layout engine; Markdown tables call it with styled header cells.
  struct Layout {
    var header: [StyledText]
    var rows: [[StyledText]]
    var alignments: [TextAlignment]
    var border: Border
    /// Columns never shrunk (see `Column.keepsWidth`).
    var keptColumns: Set<Int> = []
    /// Columns whose cells wrap (see `Column.wraps`).
    var wrappedColumns: Set<Int> = []
    /// A Markdown table's layout (session 47's tryout: lesson 12's cells cut with `…` lost the
    /// words each row is there for): every cell wraps inside its column, a row as tall as its
    /// tallest cell, and no column is narrower than its longest word; when even that does not
    /// fit, the table is drawn as a list, one entry per row (`listLines`).
    var wrapsEveryCell = false

    init(header: [StyledText], rows: [[StyledText]], alignments: [TextAlignment], border: Border) {
      let count = alignments.count
      func normalize(_ row: [StyledText]) -> [StyledText] {
        let cells = row.prefix(count).map(Self.cleanCell)
        return cells + Array(repeating: StyledText(), count: count - cells.count)
      }
      self.header = normalize(header)
      self.rows = rows.map(normalize)
      self.alignments = alignments
      self.border = border
    }

    /// One line per cell: newlines become spaces, control sequences go.
    static func cleanCell(_ cell: StyledText) -> StyledText {
      StyledText(
        cell.sanitized().spans.map {
          StyledText.Segment($0.text.replacing("\n", with: " ").expandingTabs(), style: $0.style)
        })
    }

    func lines(width: Int) -> [StyledText] {
      guard !alignments.isEmpty else { return [] }
      if wrapsEveryCell {
        let floors = longestWords()
        guard floors.reduce(0, +) + overhead <= width else { return listLines(width: width) }
        var layout = self
        layout.wrappedColumns = Set(alignments.indices)
        let widths = layout.columnWidths(fitting: width, floors: floors)
        switch border {
        case .plain: return layout.plainLines(widths)
        case .box: return layout.boxLines(widths)
        }
      }
      let widths = columnWidths(fitting: width)
      switch border {
      case .plain: return plainLines(widths)
      case .box: return boxLines(widths)
      }
    }

    private var overhead: Int {
      switch border {
      case .plain: 2 * (alignments.count - 1)
      case .box: 3 * alignments.count + 1
      }
    }

    /// Each column's width: its widest cell, the widest shrunk one column at a time until the
    /// table fits `width`, none below its `floors` (1 when not given).
    func columnWidths(fitting width: Int, floors: [Int] = []) -> [Int] {
      var widths = alignments.indices.map { column in
        ([header] + rows).map { $0[column].displayWidth }.max() ?? 0
      }
      widths = widths.map { max(1, $0) }
      func floor(_ column: Int) -> Int { column < floors.count ? max(1, floors[column]) : 1 }
      var excess = widths.reduce(0, +) + overhead - width
      let shrinkable = widths.indices.filter { !keptColumns.contains($0) }
      while excess > 0,
        let widest = shrinkable.filter({ widths[$0] > floor($0) }).max(by: { widths[$0] < widths[$1] })
      {
        widths[widest] -= 1
        excess -= 1
      }
      return widths
    }

    /// The width of each column's longest word (a run without spaces), header included.
    func longestWords() -> [Int] {
      alignments.indices.map { column in
        ([header] + rows).map { row in
          row[column].spans.map(\.text).joined().split(whereSeparator: { $0 == " " || $0 == "\t" })
            .map { String($0).displayWidth }.max() ?? 0
        }.max() ?? 0
      }
    }

    /// A table too narrow for its words, as a list: each row's first cell after the first
    /// column's header, then each other cell after its column's header ("Operation: contains(x)" /
    /// "Array: walks it" …), wrapped to `width`. A table of no rows lists its header cells (the
    /// review, finding 10: it vanished).
    func listLines(width: Int) -> [StyledText] {
      var lines: [StyledText] = []
      let wrapper = TextWrapper(width: width, indent: 0, hangingIndent: 2)
      let indented = TextWrapper(width: width, indent: 2, hangingIndent: 4)
      if rows.isEmpty {
        for cell in header where !cell.spans.allSatisfy({ $0.text.isEmpty }) {
          lines += wrapper.lines(Self.bold(cell))
        }
        return lines
      }
      let firstTitle = header[0].spans.map(\.text).joined()
      for (index, row) in rows.enumerated() {
        if index > 0 { lines.append(StyledText()) }
        lines += wrapper.lines(
          firstTitle.isEmpty
            ? Self.bold(row[0]) : StyledText(firstTitle + ": ", style: .muted) + Self.bold(row[0]))
        for column in row.indices.dropFirst() where !row[column].spans.allSatisfy({ $0.text.isEmpty }) {
          let title = header[column].spans.map(\.text).joined()
          let entry = title.isEmpty ? row[column] : StyledText(title + ": ", style: .muted) + row[column]
          lines += indented.lines(entry)
        }
      }
      return lines
    }

    private static func bold(_ text: StyledText) -> StyledText {
      StyledText(
        text.spans.map {
          var style = $0.style
          style.bold = true
          return StyledText.Segment($0.text, style: style)
        })
    }

    private func cell(_ text: StyledText, _ column: Int, _ widths: [Int]) -> StyledText {
      text.truncated(toWidth: widths[column]).padded(toWidth: widths[column], alignment: alignments[column])
    }

    func plainLines(_ widths: [Int]) -> [StyledText] {
      func line(_ cells: [StyledText]) -> StyledText {
        var result = StyledText()
        for (column, text) in cells.enumerated() {
          if column > 0 { result.append("  ") }
          result.append(cell(text, column, widths))
        }
        return result.trimmingTrailingSpaces().coalesced()
      }
      let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
      return [line(header), StyledText(rule, style: .muted)] + rows.flatMap { split($0, widths).map(line) }
    }

    /// A row as the lines it takes: wrapping cells in lines of their column's width, the other
    /// cells on the first line.
    private func split(_ row: [StyledText], _ widths: [Int]) -> [[StyledText]] {
      guard !wrappedColumns.isEmpty else { return [row] }
      let pieces = row.indices.map { column in
        wrappedColumns.contains(column) && row[column].displayWidth > widths[column]
          ? TextWrapper(width: widths[column]).lines(row[column]) : [row[column]]
      }
      let count = pieces.map(\.count).max() ?? 1
      return (0..<count).map { index in
        pieces.map { index < $0.count ? $0[index] : StyledText() }
      }
    }

    func boxLines(_ widths: [Int]) -> [StyledText] {
      func rule(_ left: String, _ middle: String, _ right: String) -> StyledText {
        let body = widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle)
        return StyledText(left + body + right, style: .muted)
      }
      func line(_ cells: [StyledText]) -> StyledText {
        var result = StyledText("│", style: .muted)
        for (column, text) in cells.enumerated() {
          result.append(" ")
          result.append(cell(text, column, widths))
          result.append(" ")
          result.append("│", style: .muted)
        }
        return result.coalesced()
      }
      return [rule("┌", "┬", "┐")] + split(header, widths).map(line) + [rule("├", "┼", "┤")]
        + rows.flatMap { split($0, widths).map(line) } + [rule("└", "┴", "┘")]
    }
  }
}
