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
    // Not a clause the same screen shows as a credited point's evidence (session 47's review,
    // finding 15: the model Answer of `version-and-build-number` was told its credited sentence
    // "may say the opposite of another point").
    let evidence = checks.filter(\.credited).compactMap(\.evidence)
    var doubted = false
    var reason: String?
    for index in checks.indices where signals[index].doubted && reason == nil {
      guard
        let clause = checks[index].doubtedBy
          ?? signals[index].doubtedAt.map({ quote($0, checks[index].point) })
      else { continue }
      doubted = true
      if !evidence.contains(where: { quotesOverlap(clause, $0) }) { reason = clause }
    }
    for index in checks.indices where checks[index].withheld {
      if let reason {
        checks[index].withheldFor = reason
      } else if !doubted {
        (checks[index].withheld, signals[index].withheld) = (false, false)
      }
      // Every doubted clause is credited evidence: withheld as before, under the note that names
      // no clause (`withheldFor` nil); credit does not change.
    }
  }

  /// Two quotes of one answer (`quote`) show the same words: one's words (the "…" marks aside,
  /// case ignored) hold a run of `overlapWords` of the other's in a row, or all of a shorter one.
  static func quotesOverlap(_ first: String, _ second: String) -> Bool {
    func words(_ quote: String) -> [String] {
      quote.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "…" }).map(String.init)
    }
    let (one, other) = (words(first), words(second))
    let run = min(overlapWords, one.count, other.count)
    guard run > 0 else { return false }
    let runs = Set((0...(other.count - run)).map { other[$0..<($0 + run)].joined(separator: " ") })
    return (0...(one.count - run)).contains { runs.contains(one[$0..<($0 + run)].joined(separator: " ")) }
  }

  /// How many words in a row two quotes share to be one clause (`quotesOverlap`).
  static let overlapWords = 4
}
