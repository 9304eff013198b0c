/// The state of a game of Add 1.
public struct Add1Game {
  /// The 4 digits shown.
  public private(set) var code: String
  /// Right answers minus wrong ones.
  public private(set) var score = 0
  /// How long a match lasts, in seconds.
  public let seconds: Double
  /// When the match's clock started (the first scored answer); nil before.
  public private(set) var startedAt: Double?
  /// Where new codes come from.
  private var generator: SeededGenerator

  /// A game showing `code`; later codes come from seed 0.
  public init(code: String) {
    self.code = code
    seconds = 60
    generator = SeededGenerator(seed: 0)
  }

  /// A game whose codes come from a generator seeded with `seed`; a match lasts `seconds`.
  public init(seed: UInt64, seconds: Double = 60) {
    self.seconds = seconds
    generator = SeededGenerator(seed: seed)
    code = Self.randomCode(using: &generator)
  }

  /// Four digits from 0 to 9, drawn from `generator` in order.
  public static func randomCode(using generator: inout SeededGenerator) -> String {
    var code = ""
    for _ in 0..<4 {
      code += String(generator.next() % 10)
    }
    return code
  }

  /// Scores one answer (4 characters) and shows a new code; anything shorter or
  /// longer is not an answer yet.
  public mutating func answer(_ text: String) -> String {
    guard text.count == 4 else { return "Type the 4 digits of the answer" }
    let message: String
    if Self.isCorrect(text, for: code) {
      score += 1
      message = "Right! Score: \(score)"
    } else {
      score -= 1
      message = "Wrong: the answer was \(Self.expectedAnswer(for: code)). Score: \(score)"
    }
    code = Self.randomCode(using: &generator)
    return message
  }

  /// The seconds left at `time`: all of them until the clock starts, never below 0.
  public func timeLeft(at time: Double) -> Double {
    guard let startedAt else { return seconds }
    return max(0, seconds - (time - startedAt))
  }

  /// The time left as `mm:ss`, the seconds rounded up.
  public func timeText(at time: Double) -> String {
    let left = Int(timeLeft(at: time).rounded(.up))
    let minutes = left / 60
    let rest = left % 60
    return (minutes < 10 ? "0" : "") + String(minutes) + ":" + (rest < 10 ? "0" : "") + String(rest)
  }

  /// When the match ends, in the same seconds as `startedAt`; nil before the clock starts.
  public var deadline: Double? {
    guard let startedAt else { return nil }
    return startedAt + seconds
  }

  /// Ends the match when its time has run out at `time`: returns "Time's up! …" with the
  /// score, and a new match is ready. Nil while there is time left (or no match running).
  public mutating func timeUp(at time: Double) -> String? {
    guard let deadline, time >= deadline else { return nil }
    let message = "Time's up! Your score: \(score)"
    score = 0
    startedAt = nil
    code = Self.randomCode(using: &generator)
    return message
  }

  /// An answer given at `time`: after the end of the match it is not scored and a new
  /// match is ready; the first scored answer starts the clock.
  public mutating func answer(_ text: String, at time: Double) -> String {
    guard text.count == 4 else { return answer(text) }
    if let message = timeUp(at: time) { return message }
    if startedAt == nil { startedAt = time }
    return answer(text)
  }
}
