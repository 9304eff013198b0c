import Foundation

/// How `drill` paces learning, as Anki's deck options do: the learning and relearning
/// steps (FSRS-6 short-term scheduling), the learn-ahead limit, the new questions a day and
/// the hour the study day starts at (Anki's "next day starts at").
/// Kept in the progress file's settings (`drill --learning-steps …` sets them).
public struct DrillSettings: Sendable, Equatable {
  /// Steps a new question, or one answered Again while learning, goes through (1m 10m).
  public var learningSteps: [TimeInterval]
  /// Steps a forgotten review question goes through (10m).
  public var relearningSteps: [TimeInterval]
  /// When nothing else is left, a learning question due within this long is asked at once (20m).
  public var learnAhead: TimeInterval
  /// New questions a drill introduces per study day (10).
  public var newPerDay: Int
  /// The local hour (0–23) a study day starts at (4): a review question is due from the
  /// start of the study day holding its due time, and the daily new limit counts from it.
  public var dayStartHour: Int

  public static let defaults = DrillSettings(
    learningSteps: [60, 600], relearningSteps: [600], learnAhead: 1_200, newPerDay: 10, dayStartHour: 4)

  public init(
    learningSteps: [TimeInterval], relearningSteps: [TimeInterval], learnAhead: TimeInterval, newPerDay: Int,
    dayStartHour: Int = 4
  ) {
    self.learningSteps = learningSteps
    self.relearningSteps = relearningSteps
    self.learnAhead = learnAhead
    self.newPerDay = newPerDay
    self.dayStartHour = dayStartHour
  }

  /// The study day holding `time` in `timeZone`: from the last `dayStartHour` o'clock at or
  /// before it to the next one (Anki's day, which starts at 4 am by default).
  public func studyDay(of time: Date, timeZone: TimeZone) -> (start: Date, end: Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let midnight = calendar.startOfDay(for: time)
    let hour = min(23, max(0, dayStartHour))
    var start =
      calendar.date(bySettingHour: hour, minute: 0, second: 0, of: midnight)
      ?? midnight.addingTimeInterval(TimeInterval(hour) * 3_600)
    if start > time {
      start = calendar.date(byAdding: .day, value: -1, to: start) ?? start.addingTimeInterval(-86_400)
    }
    let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    return (start, end)
  }

  /// Steps written as Anki writes them: `1m 10m`, `30s`, `1h`, `2d`; empty (or `none`) for no steps.
  /// Nil when a step is not a positive whole number with a unit s, m, h or d.
  public static func steps(parsing text: String) -> [TimeInterval]? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    if words == ["none"] { return [] }
    var steps: [TimeInterval] = []
    for word in words {
      guard let step = duration(parsing: word) else { return nil }
      steps.append(step)
    }
    return steps
  }

  /// The longest step or learn-ahead time: a year. Anki's steps are minutes to days; a longer
  /// one would schedule past every review (and `99999999d` printed a date cut in half).
  public static let longestDuration: TimeInterval = 365 * 86_400

  /// `20m`, `90s`, `1h`, `1.5h`, `1d` (a bare number is minutes): digits with at most one decimal
  /// point, then a unit. Nil when it is not a whole number of seconds from one second to
  /// `longestDuration` (`1e20s` and `999999999999999d` overflowed the text written back).
  public static func duration(parsing word: String) -> TimeInterval? {
    let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
    var number = Substring(word.lowercased())
    var unit: TimeInterval = 60
    if let last = number.last, let seconds = units[last] {
      unit = seconds
      number = number.dropLast()
    }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    let digitsOnly = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }
    guard parts.count <= 2, digitsOnly, number.count <= 12, let value = Double(number) else { return nil }
    let seconds = value * unit
    guard seconds >= 1, seconds <= longestDuration, seconds.rounded() == seconds else { return nil }
    return seconds
  }

  /// `1m 10m`, as `steps(parsing:)` reads it back (`none` for no steps).
  public static func text(of steps: [TimeInterval]) -> String {
    steps.isEmpty ? "none" : steps.map(text(of:)).joined(separator: " ")
  }

  /// `10m`, `90s`, `1h`, `2d`: the largest unit that divides the duration.
  public static func text(of duration: TimeInterval) -> String {
    for (unit, seconds) in [("d", 86_400.0), ("h", 3_600), ("m", 60)]
    where duration >= seconds && duration.truncatingRemainder(dividingBy: seconds) == 0 {
      return "\(Int(duration / seconds))\(unit)"
    }
    return duration.rounded() == duration ? "\(Int(duration))s" : "\(duration)s"
  }
}
