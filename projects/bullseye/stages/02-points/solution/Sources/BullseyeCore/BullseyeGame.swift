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

  /// How far the slider is from the target.
  public var sliderTargetDifference: Int {
    abs(sliderValue - target)
  }

  /// The points the slider is worth now: 200 on the target, 150 one away, else 100 minus the difference.
  public func pointsForCurrentRound() -> Int {
    if sliderTargetDifference == 0 {
      return 200
    } else if sliderTargetDifference == 1 {
      return 150
    } else {
      return 100 - sliderTargetDifference
    }
  }
}
