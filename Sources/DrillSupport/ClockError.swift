public enum ClockError: Error, Equatable {
  case invalidNow(String)
  /// `SWIFTDRILL_CLOCK_RATE` is not a number from 1 to 1000.
  case invalidRate(String)
}
