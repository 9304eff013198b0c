/// The rules of Bullseye: put a slider as close to a target as possible.
public struct BullseyeEngine: Sendable, Equatable {
  /// The scale of the slider and of the targets.
  public static let range = 1...100
  /// Where the slider starts each round.
  public static let sliderStart = 50

  /// The value to hit this round.
  public private(set) var target: Int
  /// Where the slider is.
  public private(set) var slider = BullseyeEngine.sliderStart
  /// Points over all rounds of this game.
  public private(set) var score = 0
  /// The round being played, from 1; `rounds + 1` once the last round is played.
  public private(set) var round = 1
  /// The rounds of a game: its score is their total, so games of one length compare fairly
  /// (session 46's tryout: with no last round, 40 careless rounds outscored 10 careful ones).
  public let rounds: Int

  public init(using generator: inout some RandomNumberGenerator, rounds: Int = GameOptions.defaultRounds) {
    target = Int.random(in: Self.range, using: &generator)
    self.rounds = max(1, rounds)
  }

  /// A game with a known target (tests).
  public init(target: Int, rounds: Int = GameOptions.defaultRounds) {
    self.target = target
    self.rounds = max(1, rounds)
  }

  /// Whether the last round has been played.
  public var isOver: Bool { round > rounds }

  /// The rounds played so far.
  public var roundsPlayed: Int { round - 1 }

  /// Points for a distance between slider and target: 200 for a bullseye, 150 when one off,
  /// otherwise 100 minus the distance.
  public static func points(difference: Int) -> Int {
    switch difference {
    case 0: 200
    case 1: 150
    default: 100 - difference
    }
  }

  /// Places the slider, clamped to 1…100.
  public mutating func setSlider(_ value: Int) {
    slider = min(max(value, Self.range.lowerBound), Self.range.upperBound)
  }

  /// Moves the slider by `delta`, stopping at the ends.
  public mutating func moveSlider(by delta: Int) {
    setSlider(slider + delta)
  }

  /// "Hit me!": scores the slider against the target, then starts the next round.
  public mutating func hit(using generator: inout some RandomNumberGenerator) -> BullseyeRound {
    let difference = abs(slider - target)
    let result = BullseyeRound(
      round: round, target: target, slider: slider, difference: difference,
      points: Self.points(difference: difference))
    score += result.points
    round += 1
    target = Int.random(in: Self.range, using: &generator)
    slider = Self.sliderStart
    return result
  }

  /// "Start over" (or the next game): score 0, round 1, a new target, as many rounds.
  public mutating func startOver(using generator: inout some RandomNumberGenerator) {
    self = BullseyeEngine(using: &generator, rounds: rounds)
  }

  /// What the Info command shows in a game of the default length (and `help play bullseye`).
  public static let aboutText = aboutText(rounds: GameOptions.defaultRounds)

  /// What the Info command shows in a game of `rounds` rounds: the review (finding 14) saw "A game
  /// is 10 rounds" above "Round 1 of 3".
  public static func aboutText(rounds: Int) -> String {
    let length =
      rounds == GameOptions.defaultRounds
      ? "A game is \(rounds) rounds (another length: play bullseye --rounds N)"
      : "This game is \(rounds) round\(rounds == 1 ? "" : "s") (the default is "
        + "\(GameOptions.defaultRounds); another length: play bullseye --rounds N)"
    return """
      Bullseye: every round names a target from 1 to 100, both included. Slide the marker to \
      where you think that number sits on the scale (the scale has no numbers on it) and lock \
      it in. A perfect hit earns 200 points, being one off earns 150, and otherwise you get 100 \
      minus how far off you were. \(length); its score is the total, and only a game played to \
      its last round is recorded. Start over whenever you like.
      """
  }
}

/// The outcome of one "Hit me!".
public struct BullseyeRound: Sendable, Equatable {
  public var round: Int
  public var target: Int
  public var slider: Int
  public var difference: Int
  public var points: Int

  /// A short verdict for the round.
  public var verdict: String {
    switch difference {
    case 0: "Bullseye!"
    case 1...5: "So close!"
    case 6...10: "Nice shot."
    default: "Keep practising."
    }
  }
}
