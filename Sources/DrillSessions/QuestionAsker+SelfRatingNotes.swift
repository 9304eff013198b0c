import DrillContent
import DrillEvaluation

extension QuestionAsker {
  /// Why a self-rated answer earned what it did, where the verdict alone would puzzle: in a
  /// quiz or a drill the learner's rating counts (an interview caps it), so an answer whose key
  /// points support only Again but rated Good is said to be counted as rated; a contradicted
  /// point costs its share ("+8 of 10 points" for a Good rating); Hard pays half the points
  /// (session 44's tryout read "+8 of 10" and "+5 of 10" with no reason given).
  static func selfRatingNotes(_ outcome: Outcome, earned: String, of points: Int) -> [String] {
    let checks = outcome.feedback.keyPoints
    guard !checks.isEmpty, !outcome.isCappedByEvidence, outcome.rating.isRight else { return [] }
    var notes: [String] = []
    // What a mock interview would do is asked of the interview's own cap, not worked out again.
    let interview = outcome.cappedByEvidence()
    if outcome.rating >= .good, interview.isCappedByEvidence {
      let would =
        interview.credit == 0
        ? "as missed, no points: it states no key point, or says the opposite of more than it states."
        : "as partly right, at most half its points."
      notes.append(
        "Counted as you rated it (\(outcome.rating)), though the key points you stated suggest"
          + " again; a mock interview would count this answer \(would)")
    }
    let contradicted = checks.filter(\.contradicted).count
    if contradicted > 0 {
      let them = contradicted == 1 ? "1 key point" : "\(contradicted) key points"
      notes.append(
        "You said the opposite of \(them): each costs its share of the points, so \(earned) of \(points).")
    } else if outcome.rating == .hard {
      notes.append("Rated hard: a hard answer earns half the points.")
    }
    return notes
  }
}
