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

  /// Reads whatever the program draws, typing nothing, until `condition` holds (checked after
  /// each read) or `seconds` have passed; whether it held. What a test looks at is waited for:
  /// after a fixed pause, a program that a loaded machine slows may not have drawn it yet.
  @discardableResult
  func watch(seconds: Double = 30, until condition: (PseudoTerminal) -> Bool) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while !condition(self) {
      guard Date() < end else { return false }
      send("", pause: 0.05)
    }
    return true
  }
}
