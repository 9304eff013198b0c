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

  /// The clock for an environment: fixed when `SWIFTDRILL_NOW` holds an ISO-8601 time.
  public static func from(environment: [String: String]) throws(ClockError) -> WallClock {
    guard let text = environment["SWIFTDRILL_NOW"], !text.isEmpty else { return .system }
    guard let date = ISO8601.parse(text) else { throw ClockError.invalidNow(text) }
    return .fixed(date)
  }
}
