import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress

/// The study day, as Anki's "next day starts at": from `dayStartHour` o'clock local time
/// to the same hour the next day.
@Suite struct StudyDayTests {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
  static let newYork = TimeZone(identifier: "America/New_York") ?? .current

  static func date(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  @Test func theDayTurnsAtFourLocalTimeNotAtMidnight() throws {
    let settings = DrillSettings.defaults
    expectEqual(settings.dayStartHour, 4)
    // 03:59 in Tokyo on 16 January is still the study day of 15 January.
    let before = settings.studyDay(of: try Self.date("2026-01-15T18:59:00Z"), timeZone: Self.tokyo)
    expectEqual(before.start, (try Self.date("2026-01-14T19:00:00Z")))
    expectEqual(before.end, (try Self.date("2026-01-15T19:00:00Z")))
    // 04:00 starts the next one.
    let at = settings.studyDay(of: try Self.date("2026-01-15T19:00:00Z"), timeZone: Self.tokyo)
    expectEqual(at.start, (try Self.date("2026-01-15T19:00:00Z")))
    expectEqual(at.end, (try Self.date("2026-01-16T19:00:00Z")))
  }

  @Test func anotherHourAndADaylightSavingDayAreStillLocalDays() throws {
    var settings = DrillSettings.defaults
    settings.dayStartHour = 0
    let midnight = settings.studyDay(of: try Self.date("2026-01-15T18:59:00Z"), timeZone: Self.tokyo)
    expectEqual(midnight.start, (try Self.date("2026-01-15T15:00:00Z")))
    // New York moves to summer time at 2 am on 8 March 2026: the study day from 4 am
    // (EST) on the 7th to 4 am (EDT) on the 8th is 23 hours long.
    settings.dayStartHour = 4
    let spring = settings.studyDay(of: try Self.date("2026-03-08T06:00:00Z"), timeZone: Self.newYork)
    expectEqual(spring.start, (try Self.date("2026-03-07T09:00:00Z")))
    expectEqual(spring.end, (try Self.date("2026-03-08T08:00:00Z")))
  }

  @Test func theHourIsKeptWithTheProgress() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var settings = try store.settings.drillSettings()
    settings.dayStartHour = 6
    try store.settings.setDrillSettings(settings)
    try expectEqual(ProgressStore(url: folder.database).settings.drillSettings().dayStartHour, 6)
  }
}
