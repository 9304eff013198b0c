import Foundation

/// ISO-8601 parsing and formatting in UTC, the form every stored time uses.
public enum ISO8601 {
  public static func parse(_ text: String) -> Date? {
    // The form every stored time and `SWIFTDRILL_NOW` has, read by hand: making
    // Foundation's format style looks up the current time zone and a calendar (1.7
    // million instructions, at every start of a run with `SWIFTDRILL_NOW`).
    if let date = utcSeconds(text) { return date }
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

  /// "YYYY-MM-DDTHH:MM:SSZ" of a valid Gregorian date from 1583 on (before it, Foundation's
  /// calendar is Julian), else nil (and Foundation's parser decides).
  static func utcSeconds(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      bytes[19] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ start: Int, _ count: Int) -> Int? {
      var value = 0
      for byte in bytes[start..<start + count] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      year >= 1583, (1...12).contains(month), hour < 24, minute < 60, second < 60
    else { return nil }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard day >= 1, day <= lengths[month - 1] else { return nil }
    // Days from 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
  }

  /// "YYYY-MM-DDTHH:MM:SSZ" (UTC, whole seconds), as `Date.ISO8601FormatStyle()` writes it.
  public static func format(_ date: Date) -> String {
    // Written by hand for the years 1583–9999 (making Foundation's format style looks up a
    // calendar and time zone: ≈ 1 ms of CPU, once per process, on the summary of every answer).
    utcText(date) ?? date.formatted(Date.ISO8601FormatStyle())
  }

  /// `format` of a date from 1583 to 9999 (Gregorian, four-digit years), else nil.
  static func utcText(_ date: Date) -> String? {
    let interval = date.timeIntervalSince1970.rounded(.down)
    // 1583-01-01 and 10000-01-01.
    guard interval >= -12_212_553_600, interval < 253_402_300_800 else { return nil }
    let total = Int(interval)
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let seconds = total - days * 86_400
    // Howard Hinnant's civil_from_days.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    var text: [UInt8] = []
    text.reserveCapacity(20)
    func digits(_ value: Int, _ count: Int) {
      var divisor = 1
      for _ in 1..<count { divisor *= 10 }
      while divisor > 0 {
        text.append(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
        divisor /= 10
      }
    }
    digits(year, 4)
    text.append(UInt8(ascii: "-"))
    digits(month, 2)
    text.append(UInt8(ascii: "-"))
    digits(day, 2)
    text.append(UInt8(ascii: "T"))
    digits(seconds / 3_600, 2)
    text.append(UInt8(ascii: ":"))
    digits(seconds / 60 % 60, 2)
    text.append(UInt8(ascii: ":"))
    digits(seconds % 60, 2)
    text.append(UInt8(ascii: "Z"))
    return String(decoding: text, as: UTF8.self)
  }

  /// The day of `date`, "2026-01-15": the whole date, whatever the year has of digits ("287168-08-24"
  /// of a review a store written before session 53 may hold; the first ten characters were
  /// "287168-08-", session 53's tryout, finding 3).
  public static func day(_ date: Date) -> String {
    day(format(date))
  }

  /// The day of a stored time ("2026-01-15T09:00:00Z"): what comes before its "T"; other text as it is.
  public static func day(_ stored: String) -> String {
    String(stored.prefix { $0 != "T" })
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
