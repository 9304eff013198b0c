/// Where a countdown's status line is on the screen, counted from what was drawn: the status
/// line, then the answer's earlier lines (`linesBetween`), then the prompt and the text typed
/// so far. A terminal keeps the status line directly above the prompt by moving up exactly
/// this many rows from the cursor, so nothing else printed can be overwritten.
package enum CountdownPlacement {
  /// Rows a line of `width` columns takes on a screen `columns` wide (an empty line takes one).
  package static func rows(ofWidth width: Int, columns: Int) -> Int {
    guard columns > 0 else { return 1 }
    return max(1, (width + columns - 1) / columns)
  }

  /// Rows from the cursor up to the status line. `typedBeforeCursor` is the part of the line
  /// being edited that sits before the cursor in this read (empty before the first key: a
  /// line editor's buffer may still hold the previous read's line until then). libedit moves
  /// the cursor to the next row as soon as a row is full, so a cursor right after a full row
  /// is on the row below it.
  package static func rowsUp(
    columns: Int, promptWidth: Int, typedBeforeCursor: Int, linesBetween: [Int]
  ) -> Int {
    guard columns > 0 else { return 1 }
    let between = linesBetween.reduce(0) { $0 + Self.rows(ofWidth: $1, columns: columns) }
    return 1 + between + (promptWidth + typedBeforeCursor) / columns
  }

  /// Which lines Ctrl-L draws again above the prompt on a screen of `rows` rows: the status
  /// line and the lines between always (the status line goes when even they do not fit, keeping
  /// the last of them), and before them as many of the page's last lines as fit, leaving
  /// `promptRows` for the prompt. Returns the indices of the page lines kept and how many of
  /// the lines between are kept (their last ones).
  package static func redraw(
    pageWidths: [Int], linesBetween: [Int], rows: Int, columns: Int, promptRows: Int = 1
  ) -> (page: Range<Int>, keepsStatus: Bool, between: Int) {
    var free = max(0, rows - promptRows)
    var between = 0
    for width in linesBetween.reversed() {
      let needed = Self.rows(ofWidth: width, columns: columns)
      guard needed <= free else { break }
      free -= needed
      between += 1
    }
    guard between == linesBetween.count, free >= 1 else {
      return (pageWidths.endIndex..<pageWidths.endIndex, false, between)
    }
    free -= 1
    var start = pageWidths.endIndex
    while start > pageWidths.startIndex {
      let needed = Self.rows(ofWidth: pageWidths[start - 1], columns: columns)
      guard needed <= free else { break }
      free -= needed
      start -= 1
    }
    return (start..<pageWidths.endIndex, true, between)
  }
}
