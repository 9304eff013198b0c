/// The FSRS-6 memory model written once over any `FSRSScalar`: the same formulas as
/// `Scheduler+Formulas.swift` (tests hold the two to the same values), evaluated with
/// `Double` to measure a fit and with `Tracked` to get its gradient.
struct FSRSModel<T: FSRSScalar> {
  let weights: [T]
  let decay: T
  let factor: T
  /// Terms that depend on the weights alone, worked out once.
  private let easyDifficulty: T
  private let stabilityGain: T
  private let shortTermDivisor: T

  init(weights: [T]) {
    self.weights = weights
    decay = -weights[20]
    factor = T(0.9).pow(T(1) / decay) - T(1)
    easyDifficulty = weights[4] - (weights[5] * T(Double(Rating.easy.rawValue - 1))).exp() + T(1)
    stabilityGain = weights[8].exp()
    shortTermDivisor = (weights[17] * weights[18]).exp()
  }

  /// Stability and difficulty after one card's reviews so far.
  struct Memory {
    var stability: T
    var difficulty: T
  }

  /// Recall probability after `elapsedDays` at `stability`.
  func retrievability(elapsedDays: Int, stability: T) -> T {
    (T(1) + factor * T(Double(elapsedDays)) / stability).pow(decay)
  }

  /// The memory after the first review of a card.
  func first(_ rating: Rating) -> Memory {
    Memory(
      stability: weights[rating.rawValue - 1].clamped(above: T(Scheduler.stabilityMinimum)),
      difficulty: initialDifficulty(rating).clamped(to: Scheduler.difficultyRange))
  }

  /// The memory after a later review, `elapsedDays` whole days after the previous one.
  func next(_ memory: Memory, rating: Rating, elapsedDays: Int) -> Memory {
    let stability: T
    if elapsedDays < 1 {
      stability = shortTerm(memory.stability, rating: rating)
    } else {
      let recall = retrievability(elapsedDays: elapsedDays, stability: memory.stability)
      let raw =
        rating == .again
        ? forget(memory, retrievability: recall) : remember(memory, retrievability: recall, rating: rating)
      stability = raw.clamped(above: T(Scheduler.stabilityMinimum))
    }
    return Memory(stability: stability, difficulty: nextDifficulty(memory.difficulty, rating: rating))
  }

  private func initialDifficulty(_ rating: Rating) -> T {
    weights[4] - (weights[5] * T(Double(rating.rawValue - 1))).exp() + T(1)
  }

  private func nextDifficulty(_ difficulty: T, rating: Rating) -> T {
    let target = easyDifficulty
    let delta = -weights[6] * T(Double(rating.rawValue - 3))
    let damped = difficulty + (T(10) - difficulty) * delta / T(9)
    let reverted = weights[7] * target + (T(1) - weights[7]) * damped
    return reverted.clamped(to: Scheduler.difficultyRange)
  }

  private func shortTerm(_ stability: T, rating: Rating) -> T {
    var increase =
      (weights[17] * (T(Double(rating.rawValue) - 3) + weights[18])).exp() * stability.pow(-weights[19])
    if rating != .again {
      increase = increase.clamped(above: T(1))
    }
    return (stability * increase).clamped(above: T(Scheduler.stabilityMinimum))
  }

  private func forget(_ memory: Memory, retrievability: T) -> T {
    let longTerm =
      weights[11] * memory.difficulty.pow(-weights[12])
      * ((memory.stability + T(1)).pow(weights[13]) - T(1))
      * ((T(1) - retrievability) * weights[14]).exp()
    let shortTerm = memory.stability / shortTermDivisor
    return longTerm.clamped(below: shortTerm)
  }

  private func remember(_ memory: Memory, retrievability: T, rating: Rating) -> T {
    let hardPenalty = rating == .hard ? weights[15] : T(1)
    let easyBonus = rating == .easy ? weights[16] : T(1)
    return memory.stability
      * (T(1)
        + stabilityGain * (T(11) - memory.difficulty) * memory.stability.pow(-weights[9])
        * (((T(1) - retrievability) * weights[10]).exp() - T(1)) * hardPenalty * easyBonus)
  }

  /// Replays one card, calling `visit` for every review after the first that came at
  /// least a day after the one before, with the recall probability predicted for it.
  func replay(_ card: TrainingCard, visit: (_ predicted: T, _ recalled: Bool) -> Void) {
    replay(card.ratings[...], card.elapsedDays[...], visit: visit)
  }

  /// Replays card `card` of `set`, as `replay(_:visit:)`.
  func replay(_ set: TrainingSet, card: Int, visit: (_ predicted: T, _ recalled: Bool) -> Void) {
    let reviews = set.reviews(of: card)
    replay(set.ratings[reviews], set.elapsedDays[reviews], visit: visit)
  }

  private func replay(
    _ ratings: ArraySlice<Rating>, _ elapsedDays: ArraySlice<Int>,
    visit: (_ predicted: T, _ recalled: Bool) -> Void
  ) {
    guard let firstRating = ratings.first else { return }
    var memory = first(firstRating)
    for index in ratings.indices.dropFirst() {
      let elapsed = elapsedDays[index]
      let rating = ratings[index]
      if elapsed >= 1 {
        visit(retrievability(elapsedDays: elapsed, stability: memory.stability), rating != .again)
      }
      memory = next(memory, rating: rating, elapsedDays: elapsed)
    }
  }
}
