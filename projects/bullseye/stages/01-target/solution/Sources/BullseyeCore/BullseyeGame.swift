/// The state of a game of Bullseye.
public struct BullseyeGame {
  /// The number to put the slider on, from 1 to 100.
  public private(set) var target: Int
  /// Points won in this game.
  public private(set) var score = 0
  /// The round being played, from 1.
  public private(set) var round = 1
  /// Where the slider is, from 1 to 100.
  public var sliderValue = 50

  /// A game whose first target is `target`.
  public init(target: Int) {
    self.target = target
  }
}
