import Foundation

/// The one clock everything reads. `SWIFTDRILL_NOW` fixes it for tests and replays.
public struct Clock: Sendable {
  private let source: @Sendable () -> Date

  public init(_ source: @escaping @Sendable () -> Date) {
    self.source = source
  }

  public func now() -> Date { source() }

  /// Whether time stands still (a fixed `SWIFTDRILL_NOW`).
  public private(set) var isFixed = false

  public static let system = Clock { Date() }

  public static func fixed(_ date: Date) -> Clock {
    var clock = Clock { date }
    clock.isFixed = true
    return clock
  }

  /// The clock for an environment: fixed when `SWIFTDRILL_NOW` holds an ISO-8601 time.
  public static func from(environment: [String: String]) throws(ClockError) -> Clock {
    guard let text = environment["SWIFTDRILL_NOW"], !text.isEmpty else { return .system }
    guard let date = ISO8601.parse(text) else { throw ClockError.invalidNow(text) }
    return .fixed(date)
  }
}

public enum ClockError: Error, Equatable {
  case invalidNow(String)
}

/// ISO-8601 parsing and formatting in UTC, the form every stored time uses.
public enum ISO8601 {
  public static func parse(_ text: String) -> Date? {
    let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    if let date = try? Date(text, strategy: withFraction) { return date }
    if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
    // A bare date means midnight UTC.
    if let date = try? Date(text + "T00:00:00Z", strategy: Date.ISO8601FormatStyle()) { return date }
    return nil
  }

  public static func format(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle())
  }
}
