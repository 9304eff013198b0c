import DrillSupport
import Foundation

/// One-line charts of a series with the block characters `▁▂▃▄▅▆▇█`.
public enum Sparkline {
  /// The eight levels, lowest first.
  public static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// One character per value, scaled from zero (or the lowest value when it is
  /// negative) up to the highest; an all-zero series is all `▁`.
  public static func render(_ values: [Int]) -> String {
    render(values.map(Double.init))
  }

  /// The same for fractional values; values that are not finite show as `▁`.
  public static func render(_ values: [Double]) -> String {
    let finite = values.filter(\.isFinite)
    let lower = min(0, finite.min() ?? 0)
    let upper = finite.max() ?? 0
    let span = upper - lower
    return String(
      values.map { value in
        guard value.isFinite, span > 0 else { return levels[0] }
        let index = Int(((value - lower) / span * Double(levels.count - 1)).rounded())
        return levels[min(levels.count - 1, max(0, index))]
      })
  }

  /// A sparkline of counts per day where a day without any is `·`, not the
  /// lowest bar, with a date axis under it: the first day, the middle one and
  /// "today", each placed under its own column.
  public static func days(_ counts: [DayCount]) -> (bars: String, axis: String) {
    guard !counts.isEmpty else { return ("", "") }
    let peak = counts.map(\.count).max() ?? 0
    let bars = String(
      counts.map { day -> Character in
        guard day.count > 0, peak > 0 else { return "·" }
        let index = Int((Double(day.count) / Double(peak) * Double(levels.count - 1)).rounded(.up))
        return levels[min(levels.count - 1, max(0, index))]
      })
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    // A day starts at local midnight; its noon falls on the same date in UTC for
    // any zone within twelve hours of it, so the label is right without the zone.
    func label(_ date: Date) -> String {
      let parts = calendar.dateComponents([.month, .day], from: date.addingTimeInterval(12 * 3_600))
      return String(format: "%02d-%02d", parts.month ?? 0, parts.day ?? 0)
    }
    var axis = [Character](repeating: " ", count: counts.count)
    func place(_ text: String, at column: Int) {
      let start = max(0, min(column, axis.count - text.count))
      guard start + text.count <= axis.count,
        axis[start..<(start + text.count)].allSatisfy({ $0 == " " })
          && (start == 0 || axis[start - 1] == " ")
      else { return }
      for (offset, character) in text.enumerated() { axis[start + offset] = character }
    }
    place("└" + label(counts[0].day), at: 0)
    if counts.count >= 24 { place(label(counts[counts.count / 2].day), at: counts.count / 2 - 2) }
    let last = "today┘"
    if counts.count >= last.count + 7 { place(last, at: counts.count - last.count) }
    return (bars, String(axis).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
  }
}
