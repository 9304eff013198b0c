import Foundation

/// The one clock everything reads: the date now (the standard library's `Clock` measures
/// instants). `SWIFTDRILL_NOW` fixes it for tests and replays.
public struct WallClock: Sendable {
  private let source: @Sendable () -> Date

  public init(_ source: @escaping @Sendable () -> Date) {
    self.source = source
  }

  public func now() -> Date { source() }

  /// Whether time stands still (a fixed `SWIFTDRILL_NOW`).
  public private(set) var isFixed = false

  public static let system = WallClock { Date() }

  public static func fixed(_ date: Date) -> WallClock {
    var clock = WallClock { date }
    clock.isFixed = true
    return clock
  }

  /// The clock for an environment: fixed when `SWIFTDRILL_NOW` holds an ISO-8601 time. With
  /// `SWIFTDRILL_CLOCK_RATE=N` (a test knob, 1 to 1000) it runs N times as fast as the real one
  /// from the moment it is made, starting at `SWIFTDRILL_NOW` when that is set, else now: a timed
  /// interview's minute passes in 60/N real seconds, on the same timer as the real clock's.
  public static func from(environment: [String: String]) throws(ClockError) -> WallClock {
    var start: Date?
    if let text = environment["SWIFTDRILL_NOW"], !text.isEmpty {
      guard let date = ISO8601.parse(text) else { throw ClockError.invalidNow(text) }
      start = date
    }
    guard let text = environment["SWIFTDRILL_CLOCK_RATE"], !text.isEmpty else {
      return start.map(WallClock.fixed) ?? .system
    }
    guard let rate = Double(text), (1...1000).contains(rate) else { throw ClockError.invalidRate(text) }
    return running(from: start ?? Date(), rate: rate)
  }

  /// A clock that reads `start` now and runs `rate` times as fast as the real one.
  public static func running(from start: Date, rate: Double) -> WallClock {
    let origin = Date()
    return WallClock { start.addingTimeInterval(Date().timeIntervalSince(origin) * rate) }
  }
}
