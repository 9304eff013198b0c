import Foundation

/// ISO-8601 parsing and formatting in UTC, the form every stored time uses.
public enum ISO8601 {
  public static func parse(_ text: String) -> Date? {
    // The form a text has is tried first (a failed parse costs as much as a start-up's
    // worth of other work): with fractional seconds when it has a dot.
    let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    let styles =
      text.utf8.contains(UInt8(ascii: "."))
      ? [withFraction, Date.ISO8601FormatStyle()] : [Date.ISO8601FormatStyle(), withFraction]
    for style in styles {
      if let date = try? Date(text, strategy: style) { return date }
    }
    // A bare date means midnight UTC.
    if let date = try? Date(text + "T00:00:00Z", strategy: Date.ISO8601FormatStyle()) { return date }
    return nil
  }

  public static func format(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle())
  }

  /// The one form of a moment in tables (`scores`, `show`): "2026-01-15 09:00", in UTC.
  public static func minute(_ date: Date) -> String {
    minute(format(date))
  }

  /// "2026-01-15T09:00:00Z" (a stored time) as "2026-01-15 09:00"; other text as it is.
  public static func minute(_ stored: String) -> String {
    guard stored.count >= 16, stored.dropFirst(10).first == "T" else { return stored }
    return String(stored.prefix(16)).replacingOccurrences(of: "T", with: " ")
  }
}
