import Foundation

/// A count for one calendar day (reviews done, or questions due).
public struct DayCount: Sendable, Equatable, Codable {
  /// The day's first moment in the time zone it was counted in.
  public var day: Date
  public var count: Int

  public init(day: Date, count: Int) {
    self.day = day
    self.count = count
  }
}
