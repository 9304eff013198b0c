/// Issue 23's measures over a list of graded answers (the fixture README defines them): the
/// one reckoning of `swiftdrill-grading figures` and of `SpokenAnswerEvaluationTests`.
package struct Figures: Sendable {
  package var answers: [GradedAnswer]

  package init(answers: [GradedAnswer]) {
    self.answers = answers
  }

  /// The MAE's numerator: points credited wrongly or missed.
  package var pointsOff: Int { answers.reduce(0) { $0 + abs($1.credited - $1.covered) } }

  package var meanAbsoluteError: Double {
    answers.isEmpty ? 0 : Double(pointsOff) / Double(answers.count)
  }

  /// Pairs of answers to one question with different label counts, and how many the matcher
  /// orders the same way.
  package var ranking: (right: Int, pairs: Int) {
    var right = 0
    var pairs = 0
    for (better, worse) in rankedPairs {
      pairs += 1
      if better.credited > worse.credited { right += 1 }
    }
    return (right, pairs)
  }

  /// The share of those pairs ordered right (1 when there are none).
  package var rankedRight: Double {
    let (right, pairs) = ranking
    return pairs == 0 ? 1 : Double(right) / Double(pairs)
  }

  /// Mean points credited to answers that cover none.
  package var creditForNothing: Double {
    let none = answers.filter { $0.covered == 0 }
    return none.isEmpty ? 0 : Double(none.reduce(0) { $0 + $1.credited }) / Double(none.count)
  }

  /// Mean points credited and covered per answer.
  package var mean: (credited: Double, covered: Double) {
    let count = Double(max(1, answers.count))
    return (
      Double(answers.reduce(0) { $0 + $1.credited }) / count,
      Double(answers.reduce(0) { $0 + $1.covered }) / count
    )
  }

  /// Points labelled contradicted that the matcher credited.
  package var contradictionsCredited: Int { answers.reduce(0) { $0 + $1.creditedContradictions.count } }

  /// The ranking per pair of kinds (the better-covered kind first): pairs counted higher,
  /// tied and inverted, worst first.
  package var rankingByKinds: [(kinds: String, right: Int, tied: Int, inverted: Int)] {
    var counts: [String: (right: Int, tied: Int, inverted: Int)] = [:]
    for (better, worse) in rankedPairs {
      let key = "\(better.kind) > \(worse.kind)"
      var count = counts[key] ?? (0, 0, 0)
      if better.credited > worse.credited {
        count.right += 1
      } else if better.credited == worse.credited {
        count.tied += 1
      } else {
        count.inverted += 1
      }
      counts[key] = count
    }
    return counts.map {
      (kinds: $0.key, right: $0.value.right, tied: $0.value.tied, inverted: $0.value.inverted)
    }
    .sorted { ($0.tied + $0.inverted, $0.kinds) > ($1.tied + $1.inverted, $1.kinds) }
  }

  /// Every pair of answers to one question with different label counts, the better-covered first,
  /// in the order of the list.
  private var rankedPairs: [(better: GradedAnswer, worse: GradedAnswer)] {
    var pairs: [(better: GradedAnswer, worse: GradedAnswer)] = []
    for (index, first) in answers.enumerated() {
      for second in answers[(index + 1)...]
      where first.question == second.question && first.covered != second.covered {
        pairs.append(first.covered > second.covered ? (first, second) : (second, first))
      }
    }
    return pairs
  }
}
