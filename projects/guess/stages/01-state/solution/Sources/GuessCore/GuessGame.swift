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
}
