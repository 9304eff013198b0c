import DrillKitTesting
import DrillSupport
import Foundation
import Testing

/// Session 53, gap 3: `SWIFTDRILL_CLOCK_RATE` runs the clock N times as fast, from
/// `SWIFTDRILL_NOW` when set; anything but a number from 1 to 1000 is refused.
@Suite struct S53Mend0ClockTests {
  @Test func aRateRunsTheClockThatManyTimesAsFastFromNow() throws {
    let start = try #require(ISO8601.parse("2026-01-15T09:00:00Z"))
    let clock = try WallClock.from(
      environment: ["SWIFTDRILL_NOW": "2026-01-15T09:00:00Z", "SWIFTDRILL_CLOCK_RATE": "100"])
    expectTrue(!clock.isFixed)
    let first = clock.now()
    expectTrue(first >= start && first < start.addingTimeInterval(5), "\(first)")
    usleep(50_000)
    // 50 ms of real time are at least 5 s of this clock's.
    expectTrue(clock.now().timeIntervalSince(first) >= 5, "\(clock.now().timeIntervalSince(first))")
  }

  @Test(arguments: ["0", "0.5", "1001", "fast", "-3"])
  func anythingButARateFromOneToAThousandIsRefused(rate: String) {
    #expect(throws: ClockError.invalidRate(rate)) {
      try WallClock.from(environment: ["SWIFTDRILL_CLOCK_RATE": rate])
    }
  }

  @Test func withoutARateTheClockIsAsBefore() throws {
    expectTrue(try WallClock.from(environment: ["SWIFTDRILL_NOW": "2026-01-15T09:00:00Z"]).isFixed)
    expectTrue(try !WallClock.from(environment: [:]).isFixed)
  }
}
