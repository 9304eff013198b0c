public enum ClockError: Error, Equatable {
  case invalidNow(String)
}
