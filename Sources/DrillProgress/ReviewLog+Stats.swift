import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// Statistics from the review log and the memory table. Days are study days in the given time
/// zone, starting at the `dayStartHour` given (0: calendar days). Level, kind and tags come from the review rows, so statistics do not
/// depend on the content still being installed.
extension ReviewLog {
  /// Accuracy and mean credit per level, kind, tag or mode, largest groups first (then by key).
  public func accuracy(by grouping: AccuracyStat.Grouping) throws(ProgressStoreError) -> [AccuracyStat] {
    var groups: [String: AccuracyStat] = [:]
    func add(_ key: String, credit: Double, passed: Bool) {
      var stat = groups[key] ?? AccuracyStat(key: key, reviews: 0, passed: 0, meanCredit: 0)
      stat.meanCredit = (stat.meanCredit * Double(stat.reviews) + credit) / Double(stat.reviews + 1)
      stat.reviews += 1
      stat.passed += passed ? 1 : 0
      groups[key] = stat
    }
    if grouping == .tag || grouping == .topic {
      let rows = try sql { () throws(SQLiteError) in
        try database.query("SELECT tags, credit, rating FROM reviews WHERE tags <> ''") {
          (tags: $0.text(0), credit: $0.double(1), rating: $0.int(2))
        }
      }
      for row in rows {
        let tags = row.tags.split(separator: ",").map(String.init)
        let keys = grouping == .topic ? Array(tags.prefix(1)) : Array(Set(tags))
        for key in keys {
          add(key, credit: row.credit, passed: row.rating > Rating.again.rawValue)
        }
      }
    } else {
      let column = grouping.rawValue
      let rows = try sql { () throws(SQLiteError) in
        try database.query(
          "SELECT coalesce(\(column), ''), count(*), sum(rating > 1), avg(credit) FROM reviews GROUP BY 1"
        ) { AccuracyStat(key: $0.text(0), reviews: $0.int(1), passed: $0.int(2), meanCredit: $0.double(3)) }
      }
      for row in rows { groups[row.key] = row }
    }
    return groups.values.sorted { ($0.reviews, $1.key) > ($1.reviews, $0.key) }
  }

  /// Reviews per day for the `days` study days ending with today (oldest first, zeros included).
  /// A study day starts at `dayStartHour` o'clock, as `due`'s and `drill`'s (session 51's tryout: a
  /// sitting from 23:40 to 00:20 made two bars, and the chart's "today" was not `due`'s).
  public func reviewsPerDay(
    days: Int = 30, now: Date, timeZone: TimeZone, dayStartHour: Int = 0
  ) throws(ProgressStoreError) -> [DayCount] {
    let starts = Self.dayStarts(
      count: max(0, days) + 1, endingAfter: now, timeZone: timeZone, forward: false, hour: dayStartHour)
    guard let first = starts.first, let end = starts.last else { return [] }
    let times = try sql { () throws(SQLiteError) in
      try database.query(
        "SELECT reviewed_at FROM reviews WHERE reviewed_at >= ?1 AND reviewed_at < ?2",
        [.integer(first.unixMilliseconds), .integer(end.unixMilliseconds)]
      ) { $0.int64(0) }
    }
    return Self.bucket(times, into: starts)
  }

  /// Consecutive study days (from `dayStartHour` o'clock) with at least one review, ending today,
  /// or yesterday when today has none yet: a late night counts once.
  public func streak(now: Date, timeZone: TimeZone, dayStartHour: Int = 0) throws(ProgressStoreError) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    var dayStart =
      Self.dayStarts(count: 1, endingAfter: now, timeZone: timeZone, forward: true, hour: dayStartHour)
      .first ?? calendar.startOfDay(for: now)
    var streak = 0
    var checkedToday = false
    while true {
      guard let next = calendar.date(byAdding: .day, value: 1, to: dayStart) else { break }
      let any = try sql { () throws(SQLiteError) in
        try database.scalarInt(
          "SELECT EXISTS (SELECT 1 FROM reviews WHERE reviewed_at >= ?1 AND reviewed_at < ?2)",
          [.integer(dayStart.unixMilliseconds), .integer(next.unixMilliseconds)])
      }
      if any == 1 {
        streak += 1
      } else if checkedToday || streak > 0 {
        break
      }
      checkedToday = true
      guard let previous = calendar.date(byAdding: .day, value: -1, to: dayStart) else { break }
      dayStart = previous
    }
    return streak
  }

  /// Questions due on each of the next `days` study days (starting at `dayStartHour`
  /// o'clock, as `drill` offers reviews), starting today; today includes overdue ones. With
  /// `servable`, only those questions count: what a drill can serve (lesson checks are asked by
  /// their lesson; session 48's tryout read "today 11" beside a drill of 6).
  public func dueForecast(
    days: Int = 7, now: Date, timeZone: TimeZone, dayStartHour: Int = 0, servable: Set<String>? = nil
  ) throws(ProgressStoreError) -> [DayCount] {
    let starts = Self.dayStarts(
      count: max(0, days) + 1, endingAfter: now, timeZone: timeZone, forward: true, hour: dayStartHour)
    guard let end = starts.last else { return [] }
    let rows = try sql { () throws(SQLiteError) in
      try database.query(
        "SELECT question_id, due FROM memory WHERE due < ?1", [.integer(end.unixMilliseconds)]
      ) {
        (id: $0.text(0), due: $0.int64(1))
      }
    }
    let times = rows.filter { servable?.contains($0.id) ?? true }.map(\.due)
    var counts = Self.bucket(times, into: starts)
    let overdue = times.filter { $0 < (starts.first?.unixMilliseconds ?? 0) }.count
    if !counts.isEmpty { counts[0].count += overdue }
    return counts
  }

  /// `count` consecutive day starts: backwards, the last one is tomorrow's (so the days
  /// end with today); forwards, the first one is today's.
  static func dayStarts(
    count: Int, endingAfter now: Date, timeZone: TimeZone, forward: Bool, hour: Int = 0
  ) -> [Date] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    var settings = DrillSettings.defaults
    settings.dayStartHour = hour
    let today = settings.studyDay(of: now, timeZone: timeZone).start
    let offsets = forward ? Array(0..<count) : Array((2 - count)...1)
    return offsets.compactMap { calendar.date(byAdding: .day, value: $0, to: today) }
  }

  /// Counts `times` (ms) into the days between consecutive `starts`.
  static func bucket(_ times: [Int64], into starts: [Date]) -> [DayCount] {
    let bounds = starts.map(\.unixMilliseconds)
    var counts = [Int](repeating: 0, count: max(0, bounds.count - 1))
    for time in times {
      // The last start at or before `time`.
      guard let index = bounds.lastIndex(where: { $0 <= time }), index < counts.count else { continue }
      counts[index] += 1
    }
    return zip(starts, counts).map { DayCount(day: $0, count: $1) }
  }
}
