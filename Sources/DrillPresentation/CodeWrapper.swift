/// Lays code out for a width without letting the terminal cut it: a line that does not fit is
/// broken at a token boundary (before a token that follows a space, or before a `.member`),
/// never inside a string, a comment or a number while another break fits, and each row that
/// continues the one above starts with `mark` in the gutter, its text indented four columns
/// past the line's own indentation. The code between the marks is the code: only spaces at a
/// break are dropped, and Swift reads a line broken at those places the same. A token wider
/// than the whole row is cut at the row's end, still marked.
public enum CodeWrapper {
  /// The gutter mark of a row that continues the row above it.
  public static let mark = "↩"

  /// Swift source, highlighted, as rows of at most `width` columns after `indent` spaces.
  public static func lines(swift code: String, width: Int, indent: Int) -> [StyledText] {
    var rows: [StyledText] = []
    var line: [Cell] = []
    var depth = 0
    for token in SwiftHighlighter.tokens(TerminalSanitizer.strip(code).expandingTabs()) {
      if token.kind == .interpolation { depth += token.text.hasSuffix("(") ? 1 : -1 }
      let literal =
        depth > 0 || [.string, .comment, .number, .interpolation].contains(token.kind)
      let style = SwiftHighlighter.style(for: token.kind)
      for character in token.text {
        if character == "\n" {
          rows += wrap(line, width: width, indent: indent)
          line = []
        } else {
          line.append(
            Cell(character: character, style: style, literal: literal, number: token.kind == .number))
        }
      }
    }
    return rows + wrap(line, width: width, indent: indent)
  }

  /// Code of another language (or highlighted elsewhere), broken only after spaces.
  public static func lines(_ code: StyledText, width: Int, indent: Int) -> [StyledText] {
    code.lines.flatMap { line in
      let cells = line.spans.flatMap { span in
        span.text.expandingTabs().map {
          Cell(character: $0, style: span.style, literal: false, number: false)
        }
      }
      return wrap(cells, width: width, indent: indent)
    }
  }

  /// A line of program output in rows of at most `room` columns, broken after a space where one
  /// fits, else at the row's end. Nothing is dropped: the rows joined give the line back.
  public static func pieces(of line: String, room: Int) -> [String] {
    let cells = line.map { Cell(character: $0, style: .plain, literal: true, number: false) }
    var pieces: [String] = []
    var start = 0
    repeat {
      let end = breakIndex(cells, from: start, room: max(1, room), minimum: start + 1)
      pieces.append(String(cells[start..<end].map(\.character)))
      start = end
    } while start < cells.count
    return pieces
  }

  /// One character of a line, with what the wrapper needs to know about it.
  struct Cell {
    var character: Character
    var style: TextStyle
    /// Inside a string, comment or number: a break here would change the code.
    var literal: Bool
    var number: Bool
    var isSpace: Bool { character == " " }
    var columns: Int { character.displayWidth }
  }

  /// How good a break before a cell is, best first.
  enum Quality: Int, Comparable {
    /// Before a token after a space: Swift reads it the same.
    case boundary
    /// Before `.member` in a chain: Swift reads it the same, but a space reads better.
    case member
    /// Before an opening brace: Swift reads it the same, but a lone `{` reads badly.
    case brace
    /// After a space inside a string or comment: the text reads on, but the code changes.
    case space
    /// Anywhere: a token wider than the row.
    case anywhere

    static func < (lhs: Quality, rhs: Quality) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  static func quality(_ cells: [Cell], before index: Int) -> Quality {
    let previous = cells[index - 1]
    let current = cells[index]
    if previous.isSpace && !current.isSpace {
      return previous.literal ? .space : current.character == "{" && !current.literal ? .brace : .boundary
    }
    if current.character == ".", !current.literal, index + 1 < cells.count,
      previous.character.isLetter || previous.character.isNumber || ")]?!_".contains(previous.character),
      cells[index + 1].character.isLetter || cells[index + 1].character == "_"
    {
      return .member
    }
    return .anywhere
  }

  static func wrap(_ cells: [Cell], width: Int, indent: Int) -> [StyledText] {
    let lead = cells.prefix { $0.isSpace }.count
    let firstRoom = max(1, width - indent)
    guard cells.reduce(0, { $0 + $1.columns }) > firstRoom else {
      return [
        cells.isEmpty ? StyledText() : StyledText(String(repeating: " ", count: indent)) + styled(cells)
      ]
    }
    // Continuation rows: the mark, then four columns past the line's indentation (at most half
    // the row, so deep code keeps room).
    let continuationColumn = indent + min(lead + 4, max(2, (width - indent) / 2))
    var continuation = StyledText(mark, style: .muted)
    continuation.append(String(repeating: " ", count: max(1, continuationColumn - 1)))
    let continuationRoom = max(1, width - max(2, continuationColumn))
    var rows: [StyledText] = []
    var start = 0
    var room = firstRoom
    while start < cells.count {
      let end = breakIndex(cells, from: start, room: room, minimum: rows.isEmpty ? lead + 1 : start + 1)
      var row = Array(cells[start..<end])
      while row.last?.isSpace == true && !(row.last?.literal ?? false) { row.removeLast() }
      rows.append(
        (rows.isEmpty ? StyledText(String(repeating: " ", count: indent)) : continuation) + styled(row))
      start = end
      while start < cells.count, cells[start].isSpace, !cells[start].literal { start += 1 }
      room = continuationRoom
    }
    return rows
  }

  /// Where the row that starts at `start` ends: the whole rest when it fits in `room` columns,
  /// else the best break that fits (the latest of the best quality), never before `minimum`.
  static func breakIndex(_ cells: [Cell], from start: Int, room: Int, minimum: Int) -> Int {
    var used = 0
    var fits = start
    while fits < cells.count, used + cells[fits].columns <= room {
      used += cells[fits].columns
      fits += 1
    }
    guard fits < cells.count else { return cells.count }
    // A break before `fits` puts that cell first on the next row.
    var best = (index: max(start + 1, fits), quality: Quality.anywhere)
    var index = max(start + 1, minimum)
    while index <= fits {
      let quality = quality(cells, before: index)
      if quality < .anywhere, quality <= best.quality { best = (index, quality) }
      index += 1
    }
    return best.index
  }

  static func styled(_ cells: [Cell]) -> StyledText {
    StyledText(cells.map { StyledText.Span(String($0.character), style: $0.style) }).coalesced()
  }
}
