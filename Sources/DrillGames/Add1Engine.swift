import Foundation

/// The rules of Add 1: add one to every digit of a 4-digit code (9 wraps to 0)
/// as often as possible before the countdown ends.
///
/// Pure: every call takes the current time; random codes come from the generator passed in.
/// The countdown starts with the first scored answer. With `turbo`, game time runs twice
/// as fast while the score is above 10; the rate only changes at answers, so time is
/// integrated exactly between calls.
public struct Add1Engine: Sendable, Equatable {
  /// Number of digits in a code.
  public static let codeLength = 4

  /// Length of a match in seconds.
  public let seconds: Int
  /// Whether time runs twice as fast while the score is above 10.
  public let turbo: Bool
  /// The code on show.
  public private(set) var code: String
  /// Points in this match; it can go below zero.
  public private(set) var score = 0
  /// Game seconds left, as of `lastUpdate`.
  private var remaining: TimeInterval
  /// When time was last integrated; `nil` before the first scored answer.
  private var lastUpdate: Date?

  public init(seconds: Int = 60, turbo: Bool = false, using generator: inout some RandomNumberGenerator) {
    self.seconds = seconds
    self.turbo = turbo
    self.remaining = TimeInterval(seconds)
    self.code = Self.randomCode(using: &generator)
  }

  /// Whether the countdown is running (a scored answer has been given in this match).
  public var isRunning: Bool { lastUpdate != nil }

  /// The right answer for `code`: every digit plus one, 9 becoming 0.
  public static func answer(for code: String) -> String {
    String(
      code.map { character -> Character in
        guard let digit = character.wholeNumberValue else { return character }
        return Character(String((digit + 1) % 10))
      })
  }

  /// A code of `codeLength` independent digits 0–9 (leading zeros kept).
  public static func randomCode(using generator: inout some RandomNumberGenerator) -> String {
    String((0..<codeLength).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
  }

  /// How fast game time runs now.
  private var rate: Double {
    turbo && score > 10 ? 2 : 1
  }

  /// Game seconds left at `date` (the full length before the countdown starts).
  public func timeLeft(at date: Date) -> TimeInterval {
    guard let lastUpdate else { return remaining }
    return max(0, remaining - max(0, date.timeIntervalSince(lastUpdate)) * rate)
  }

  /// The wall-clock moment the countdown will end if nothing changes, or `nil` before it starts.
  public func deadline() -> Date? {
    lastUpdate.map { $0.addingTimeInterval(remaining / rate) }
  }

  /// Ends the match if its time has run out by `date` (at `deadline()` at the latest): returns
  /// `.timeUp` and readies a new match.
  public mutating func checkTime(at date: Date, using generator: inout some RandomNumberGenerator)
    -> Add1Event?
  {
    guard let deadline = deadline(), date >= deadline || timeLeft(at: date) <= 0 else { return nil }
    let final = score
    self = Add1Engine(seconds: seconds, turbo: turbo, using: &generator)
    return .timeUp(finalScore: final)
  }

  /// Scores one line of input given at `date`.
  ///
  /// An answer after the deadline is never scored: the match ends instead. Spaces around the
  /// answer are dropped (a hurried thumb's " 3857" is the four digits: session 50's tryout,
  /// finding 2); a line that is not then exactly four characters is not scored and the code stays. Otherwise the answer is right
  /// only when it is the code with every digit plus one (any non-digit is wrong); the score
  /// moves by one either way and a new code is drawn.
  public mutating func submit(
    _ input: String, at date: Date, using generator: inout some RandomNumberGenerator
  ) -> Add1Event {
    if let timeUp = checkTime(at: date, using: &generator) { return timeUp }
    let input = input.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    guard input.count == Self.codeLength else { return .notScored }
    if let lastUpdate {
      remaining = timeLeft(at: date)
      self.lastUpdate = max(lastUpdate, date)
    } else {
      lastUpdate = date
    }
    let expected = Self.answer(for: code)
    let right = String(input) == expected
    score += right ? 1 : -1
    code = Self.randomCode(using: &generator)
    return right ? .right(score: score) : .wrong(expected: expected, score: score)
  }
}

/// What one Add 1 answer (or the clock) did.
public enum Add1Event: Sendable, Equatable {
  /// Not exactly four characters: ignored, the code stays.
  case notScored
  /// Right answer; the new score.
  case right(score: Int)
  /// Wrong answer; the expected answer and the new score.
  case wrong(expected: String, score: Int)
  /// The countdown reached zero; a new match is ready.
  case timeUp(finalScore: Int)
}
