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
  /// Where new targets come from.
  private var generator: SeededGenerator

  /// A game whose first target is `target`; later ones come from seed 0.
  public init(target: Int) {
    self.target = target
    generator = SeededGenerator(seed: 0)
  }

  /// A game whose targets come from a generator seeded with `seed`.
  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    target = Int(generator.next() % 100) + 1
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

  /// "Hit me!": scores the round and starts the next one with a new target.
  public mutating func hitMe() -> String {
    let points = pointsForCurrentRound()
    let message = "The slider's value is \(sliderValue). You earned \(points) points."
    score += points
    round += 1
    target = Int(generator.next() % 100) + 1
    return message
  }

  /// "Start over": a new game with a new target.
  public mutating func startNewGame() {
    score = 0
    round = 1
    sliderValue = 50
    target = Int(generator.next() % 100) + 1
  }

  /// Moves the slider by `amount`, keeping it from 1 to 100.
  public mutating func moveSlider(by amount: Int) {
    sliderValue = min(100, max(1, sliderValue + amount))
  }

  /// The slider drawn as text, without its number: `1 [---O---…] 100`.
  public var sliderBar: String {
    let position = (sliderValue - 1) * 49 / 99
    let before = String(repeating: "-", count: position)
    let after = String(repeating: "-", count: 49 - position)
    return "1 [" + before + "O" + after + "] 100"
  }
}
