import DrillSupport

/// What a command prints: a report laid out for a terminal width. A command prints one with
/// `Console.write(_:)` (or `write(_:json:)`); a report never writes itself.
package protocol TerminalReport {
  /// The report for `width` columns.
  func render(width: Int) -> StyledText
}

/// A report drawn once, then fitted: every line wrapped to the width with a hanging indent
/// of two (ids and other glued words stay whole).
package protocol FittedReport: TerminalReport {
  /// The report's lines before they are fitted; `width` sizes what is drawn to it (charts).
  func layout(width: Int) -> StyledText
}

extension FittedReport {
  package func render(width: Int) -> StyledText {
    StyledText(lines: layout(width: width).fitted(toWidth: width, hangingIndent: 2))
  }
}

extension Console {
  /// `report` laid out for this console's width; through the pager when it is taller than a
  /// terminal's screen (`page(_:)`).
  package func write(_ report: some TerminalReport) {
    page(report.render(width: width))
  }

  /// `report` as JSON when `json`, else laid out for this console's width.
  package func write(_ report: some TerminalReport & JSONReport, json: Bool) {
    if json { write(StyledText(report.json())) } else { write(report) }
  }
}
