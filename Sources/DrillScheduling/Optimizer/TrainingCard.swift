/// One card's reviews as the optimizer reads them: ratings in time order, with the whole
/// days since the review before (0 for the first, and for reviews on the same day).
struct TrainingCard: Sendable {
  var ratings: [Rating]
  var elapsedDays: [Int]

  init(_ history: ReviewHistory) {
    let reviews = history.reviews.sorted { $0.reviewedAt < $1.reviewedAt }
    ratings = reviews.map(\.rating)
    elapsedDays = reviews.indices.map { index in
      index == 0
        ? 0 : max(0, Scheduler.wholeDays(from: reviews[index - 1].reviewedAt, to: reviews[index].reviewedAt))
    }
  }

  /// How many reviews count for the loss: after the first, at least a day after the previous.
  var trainingReviewCount: Int { elapsedDays.dropFirst().count { $0 >= 1 } }
}

/// Every card's reviews in flat arrays, for training: card `i`'s reviews are
/// `reviews(of: i)` of `ratings` and `elapsedDays` (as in `TrainingCard`).
struct TrainingSet: Sendable {
  private(set) var ratings: [Rating] = []
  private(set) var elapsedDays: [Int] = []
  /// Where each card's reviews start; one more entry, the end of the last card's.
  private var starts: [Int] = [0]
  /// Each card's `trainingReviewCount`.
  private(set) var trainingReviewCounts: [Int] = []

  init(_ cards: [TrainingCard]) {
    for card in cards {
      ratings += card.ratings
      elapsedDays += card.elapsedDays
      starts.append(ratings.count)
      trainingReviewCounts.append(card.trainingReviewCount)
    }
  }

  var count: Int { trainingReviewCounts.count }

  func reviews(of card: Int) -> Range<Int> { starts[card]..<starts[card + 1] }
}
