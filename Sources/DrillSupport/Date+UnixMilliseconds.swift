import Foundation

extension Date {
  /// Milliseconds since 1970-01-01 UTC, rounded: how the progress database stores times.
  package var unixMilliseconds: Int64 {
    let value = (timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite else { return 0 }
    return Int64(max(min(value, 9.0e15), -9.0e15))
  }

  package init(unixMilliseconds: Int64) {
    self.init(timeIntervalSince1970: Double(unixMilliseconds) / 1000)
  }
}
