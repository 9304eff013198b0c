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

  /// A game whose secret is `secret`.
  public init(secret: Int) {
    self.secret = secret
  }

  /// The range as the player sees it, both ends included: "from 0 to 99".
  public var rangeText: String {
    "from \(lowerBound) to \(upperBound)"
  }
}
