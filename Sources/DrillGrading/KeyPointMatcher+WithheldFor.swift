extension KeyPointMatcher {
  /// What a withheld point was held back for, where the answer shows no contradiction (session
  /// 47's tryout, finding 23: "(not counted: you said the opposite of other points)" under two
  /// points, and no ✗ anywhere). `withhold` reads an answer that contradicts a point, and a point
  /// whose contradiction a fitted rule doubted (`decidePolarity`, `decideWrongLines`) counts as
  /// contradicted there, as the fitted rule was fitted to; such a point is then shown as not said.
  /// Each withheld point names the doubted clause (`KeyPointCheck.withheldFor`), which the learner
  /// is shown; without one (no rule left a doubted clause), the point is not withheld. Not
  /// withholding for a doubted point was measured and refused (credit 56 : 70 on the labelled
  /// sets; 49 : 123 in an earlier session): the doubted contradictions are mostly wrong-reuse
  /// answers' claims. Cost: nothing unless a point is withheld and none is contradicted.
  static func nameWithheldFor(
    _ checks: inout [KeyPointCheck], _ signals: inout [KeyPointSignals],
    quote: (Range<String.Index>, String) -> String
  ) {
    guard checks.contains(where: \.withheld), !checks.contains(where: \.contradicted) else { return }
    var reason: String?
    for index in checks.indices where signals[index].doubted && reason == nil {
      reason = checks[index].doubtedBy ?? signals[index].doubtedAt.map { quote($0, checks[index].point) }
    }
    for index in checks.indices where checks[index].withheld {
      if let reason {
        checks[index].withheldFor = reason
      } else {
        (checks[index].withheld, signals[index].withheld) = (false, false)
      }
    }
  }
}
