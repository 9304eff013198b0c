/// The state of one game of Guess the Number.
public struct GuessGame {
  /// The number to find.
  public private(set) var secret: Int
  /// The lower end of the range shown to the player.
  public private(set) var lowerBound = 0
  /// The upper end of the range shown to the player.
  public private(set) var upperBound = 100
  /// How many guesses were made in this game.
  public private(set) var guesses = 0

  /// A game whose secret is `secret`.
  public init(secret: Int) {
    self.secret = secret
  }

  /// The range as the player sees it: "between 0 and 100".
  public var rangeText: String {
    "between \(lowerBound) and \(upperBound)"
  }

  /// Judges one guess: counts it, moves a bound, and says how it went.
  public mutating func guess(_ number: Int) -> String {
    guesses += 1
    switch compare(number, with: secret) {
    case .smaller:
      lowerBound = max(lowerBound, number)
      return "Your last guess was too low"
    case .greater:
      upperBound = min(upperBound, number)
      return "Your last guess was too high"
    case .equal:
      return "You won in \(guesses) \(guesses == 1 ? "guess" : "guesses")!"
    }
  }
}
