import Foundation

/// The rules of Guess the Number: find a secret from 0…99; each wrong guess narrows the range.
public struct GuessEngine: Sendable, Equatable {
  /// The initial lower bound shown.
  public static let lowest = 0
  /// The initial upper bound shown (the secret is always below it).
  public static let highest = 100

  /// The number to find.
  public private(set) var secret: Int
  /// The lower end of the range shown.
  public private(set) var lower = GuessEngine.lowest
  /// The upper end of the range shown.
  public private(set) var upper = GuessEngine.highest
  /// Guesses made in this game (whole numbers only).
  public private(set) var guesses = 0
  /// Whether the last guess was outside the range shown, ruled out by earlier guesses (it still
  /// counts; the player is told: session 44's tryout guessed 41 at "from 38 to 38").
  public private(set) var lastWasRuledOut = false

  public init(using generator: inout some RandomNumberGenerator) {
    secret = Int.random(in: Self.lowest..<Self.highest, using: &generator)
  }

  /// A game with a known secret (tests and replays).
  public init(secret: Int) {
    self.secret = secret
  }

  /// Whether `lower` is a guess (too low, so out of the range) rather than the first number.
  private var lowerIsGuess = false

  /// The numbers the secret may still be, both ends included: "from 0 to 99", then after 30 (too
  /// low) and 60 (too high) "from 31 to 59". The bounds move as the tutorial's do (to the guess);
  /// shown as the guesses themselves ("between 30 and 60"), the first range "between 0 and 100"
  /// included 0 and not 100 while later ones included neither end (session 43's tryout).
  public var rangeText: String {
    let (low, high) = (lowerIsGuess ? lower + 1 : lower, upper - 1)
    // One number left: "from 38 to 38" said it twice (session 44's tryout).
    return low == high ? "\(low), the only one left" : "from \(low) to \(high)"
  }

  /// Judges one line. A win starts a new game with a new secret drawn from `generator`.
  public mutating func guess(_ input: String, using generator: inout some RandomNumberGenerator)
    -> GuessEvent
  {
    let text = input.trimmingCharacters(in: .whitespaces)
    guard let number = Int(text) else {
      // Digits too many for an `Int` are a whole number still, far outside 0…99.
      let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
      return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) } ? .outOfRange : .notANumber
    }
    // The secret is one of 0…99: a guess outside can only be a slip, so it is not counted.
    guard (Self.lowest..<Self.highest).contains(number) else { return .outOfRange }
    guesses += 1
    lastWasRuledOut = number < (lowerIsGuess ? lower + 1 : lower) || number > upper - 1
    if number < secret {
      if !lowerIsGuess || number > lower { (lower, lowerIsGuess) = (number, true) }
      return .tooLow
    }
    if number > secret {
      upper = min(upper, number)
      return .tooHigh
    }
    let count = guesses
    self = GuessEngine(using: &generator)
    return .won(guesses: count)
  }
}

/// What one guess did.
public enum GuessEvent: Sendable, Equatable {
  case notANumber
  /// A whole number outside 0…99: refused, not counted.
  case outOfRange
  case tooLow
  case tooHigh
  /// The secret was found in this many guesses, the winning one included.
  case won(guesses: Int)

  /// The message shown to the player.
  public var message: String {
    switch self {
    case .notANumber: "Enter a number"
    case .outOfRange: "Guess a number from \(GuessEngine.lowest) to \(GuessEngine.highest - 1) (not counted)"
    case .tooLow: "Your last guess was too low"
    case .tooHigh: "Your last guess was too high"
    case .won(let guesses): "You won in \(guesses) \(guesses == 1 ? "guess" : "guesses")!"
    }
  }
}
