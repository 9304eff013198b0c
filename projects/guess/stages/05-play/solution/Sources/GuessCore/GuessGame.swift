/// The state of one game of Guess the Number.
public struct GuessGame {
  /// The number to find.
  public private(set) var secret: Int
  /// The smallest number the secret may still be.
  public private(set) var lowerBound = 0
  /// The largest number the secret may still be.
  public private(set) var upperBound = 99
  /// How many guesses were made in this game.
  public private(set) var guesses = 0
  /// Where new secrets come from.
  private var generator: SeededGenerator

  /// A game whose secret is `secret`; later games draw theirs from seed 0.
  public init(secret: Int) {
    self.secret = secret
    generator = SeededGenerator(seed: 0)
  }

  /// A game whose secrets come from a generator seeded with `seed`.
  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    secret = Int(generator.next() % 100)
  }

  /// The range as the player sees it, both ends included: "from 0 to 99".
  public var rangeText: String {
    "from \(lowerBound) to \(upperBound)"
  }

  /// Starts a new game: the whole range, no guesses, a new secret.
  public mutating func reset() {
    lowerBound = 0
    upperBound = 99
    guesses = 0
    secret = Int(generator.next() % 100)
  }

  /// Judges one guess: counts it, moves a bound, and says how it went.
  /// A win starts a new game.
  public mutating func guess(_ number: Int) -> String {
    guesses += 1
    switch compare(number, with: secret) {
    case .smaller:
      lowerBound = max(lowerBound, number + 1)
      return "Your last guess was too low"
    case .greater:
      upperBound = min(upperBound, number - 1)
      return "Your last guess was too high"
    case .equal:
      let message = "You won in \(guesses) \(guesses == 1 ? "guess" : "guesses")!"
      reset()
      return message
    }
  }

  /// Judges one line the player typed: a whole number is a guess; anything
  /// else changes nothing and asks for a number.
  public mutating func play(_ line: String) -> String {
    guard let number = Int(line) else { return "Enter a number" }
    return guess(number)
  }
}
