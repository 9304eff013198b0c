/// Horizontal bar charts: a label column, a bar drawn with `█` and eighth
/// blocks (`▏▎▍▌▋▊▉`), then a caption or percentage.
public enum BarChart {
  /// One bar.
  public struct Row: Sendable, Hashable {
    public var label: String
    public var value: Double
    /// The value of a full bar. When nil, bars are scaled to the largest value
    /// and the value itself is shown; when set, the percentage is shown.
    public var max: Double?
    /// Shown after the bar instead of the value or percentage.
    public var caption: String?

    public init(label: String, value: Double, max: Double? = nil, caption: String? = nil) {
      self.label = label
      self.value = value
      self.max = max
      self.caption = caption
    }
  }

  /// Eighth blocks, index = eighths (0 draws nothing).
  static let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// The widths of the label and caption columns of a chart of `rows` at `width`.
  public struct Columns: Sendable, Hashable {
    public var label: Int
    public var caption: Int
  }

  /// The columns a chart of `rows` needs; charts drawn with the same columns (those of all their
  /// rows together) have bars of one length, so they can be compared (`stats`' sections).
  public static func columns(for rows: [Row], width: Int) -> Columns {
    let labels = rows.map { TerminalSanitizer.strip($0.label).replacing("\n", with: " ") }
    return Columns(
      label: min(labels.map(\.displayWidth).max() ?? 0, Swift.max(4, width / 3)),
      caption: rows.map(caption).map(\.displayWidth).max() ?? 0)
  }

  /// The chart as lines joined with newlines (no trailing newline), each at most `width` columns;
  /// `columns` (those of several charts' rows together) gives them all one bar length.
  public static func render(rows: [Row], width: Int, columns: Columns? = nil) -> StyledText {
    guard !rows.isEmpty else { return StyledText() }
    let labels = rows.map { TerminalSanitizer.strip($0.label).replacing("\n", with: " ") }
    let captions = rows.map(caption)
    let own = columns ?? Self.columns(for: rows, width: width)
    let labelWidth = own.label
    let captionWidth = Swift.max(own.caption, captions.map(\.displayWidth).max() ?? 0)
    let barWidth = Swift.max(1, width - labelWidth - captionWidth - 2)
    let largest = rows.map(\.value).filter(\.isFinite).max() ?? 0

    var lines: [StyledText] = []
    for (index, row) in rows.enumerated() {
      let full = row.max ?? largest
      let fraction = full > 0 && row.value.isFinite ? Swift.min(1, Swift.max(0, row.value / full)) : 0
      var line = StyledText(labels[index]).truncated(toWidth: labelWidth).padded(toWidth: labelWidth)
      line.append(" ")
      line.append(bar(fraction: fraction, width: barWidth), style: style(for: row, fraction: fraction))
      line.append(" ")
      line.append(StyledText(captions[index]).padded(toWidth: captionWidth, alignment: .right))
      lines.append(line.trimmingTrailingSpaces().coalesced())
    }
    return StyledText(lines: lines)
  }

  /// A bar `fraction` (0…1) of `width` columns long, padded with spaces to `width`.
  static func bar(fraction: Double, width: Int) -> String {
    let eighths = Int((fraction * Double(width) * 8).rounded())
    let bar = String(repeating: "█", count: eighths / 8) + partials[eighths % 8]
    return bar + String(repeating: " ", count: Swift.max(0, width - bar.count))
  }

  static func caption(for row: Row) -> String {
    if let caption = row.caption { return TerminalSanitizer.strip(caption) }
    guard row.value.isFinite else { return "–" }
    if let max = row.max {
      guard max > 0 else { return "–" }
      return "\(Int((row.value / max * 100).rounded()))%"
    }
    return formatted(row.value)
  }

  /// `12` for whole numbers, `12.5` otherwise (one decimal).
  static func formatted(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// Scores (rows with a `max`) are green, yellow or red; plain counts use the accent colour.
  static func style(for row: Row, fraction: Double) -> TextStyle {
    guard row.max != nil else { return TextStyle(color: .magenta) }
    if fraction >= 0.8 { return TextStyle(color: .green) }
    if fraction >= 0.5 { return TextStyle(color: .yellow) }
    return TextStyle(color: .red)
  }
}
