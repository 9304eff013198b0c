import DrillPresentation
import DrillSupport
import Foundation

/// "Due in the next 7 days today 1 · Fri 0 · Sat 2 · …", one line for `due` and `stats`
/// (session 47's tryout: `stats` showed the counts without day names).
public enum DueForecastLine {
  /// The heading and the days, then a newline; "none yet (no answers)" without a forecast. Each
  /// day is glued to its count and to the "·" after it (`StyledText.glued`), so a narrow screen
  /// breaks between days and never starts a line with "·".
  public static func text(_ forecast: [DayCount], timeZone: TimeZone) -> StyledText {
    var text = StyledText("Due in the next 7 days ", style: .bold)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "EEE"
    let days = forecast.enumerated().map { index, day in
      let separator = index == forecast.count - 1 ? "" : " ·"
      return StyledText.glued(
        "\(index == 0 ? "today" : formatter.string(from: day.day)) \(day.count)\(separator)")
    }
    text.append(days.isEmpty ? "none yet (no answers)" : days.joined(separator: " "))
    text.append("\n")
    return text
  }
}
