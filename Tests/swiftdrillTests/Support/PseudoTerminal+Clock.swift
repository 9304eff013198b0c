import Foundation

/// Reading a ticking countdown off the screen, for the countdown tests.
extension PseudoTerminal {
  /// Which countdown to read: Add 1 and Anagrams draw `Time mm:ss`, the interview `⏱ mm:ss left`.
  enum ClockLabel {
    case game, interview
  }

  /// The last time the program drew after `offset`, in seconds.
  func lastTimeShown(_ label: ClockLabel, after offset: String.Index) -> Int? {
    let text = output[offset...]
    let match =
      switch label {
      case .game: text.matches(of: /Time (\d\d):(\d\d)/).last?.output
      case .interview: text.matches(of: /⏱ (\d\d):(\d\d) left/).last?.output
      }
    guard let match, let minutes = Int(match.1), let seconds = Int(match.2) else { return nil }
    return minutes * 60 + seconds
  }

  /// Reads whatever the program draws for `seconds`, typing nothing.
  func watch(seconds: Double) {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end { send("", pause: 0.05) }
  }
}
