import Foundation

extension KeyPointMatcher {
  /// The last step of a grading (docs/evaluation.md, "Session 27 (s27-fitted)"): in an answer that
  /// contradicts at least one key point, each point a clause touched and no rule contradicted is
  /// withheld (touched, but not counted: the words it shares with the point are taken as reused,
  /// not understood) when the fitted rule's probability is below its threshold, or, without
  /// `fitted`, when the answer contradicts more points than it credits (the hand rule, session
  /// 14; `KeyPointSignals.withheld`). Every credit keeps its evidence, every contradiction stays,
  /// and an answer that contradicts nothing, as `check` demands of the bank's model Answers, is
  /// never affected.
  ///
  /// A touch the fitted rule is sure is reused (probability below `reusedContradiction`) is the
  /// answer's twist of the point: its claim given to the other subject, said by an opposite the
  /// lexicon lacks, or with another value ("PNG files shrink a lot in the download" for "…
  /// shrink little"). It is shown as the contradiction it is, not as a point merely not said
  /// (docs/evaluation.md, "Session 32 (s32-grading94)").
  static func withhold(_ checks: inout [KeyPointCheck], signals: [KeyPointSignals], fitted: FittedWithhold?) {
    for index in checks.indices where decidesWithheld(checks[index], signals[index]) {
      guard let fitted else {
        checks[index].withheld = signals[index].withheld
        continue
      }
      let probability = fitted.probability(signals[index])
      checks[index].withheld = probability < fitted.threshold
      if probability < reusedContradiction, let evidence = checks[index].evidence {
        (checks[index].withheld, checks[index].contradiction) = (false, evidence)
      }
    }
  }

  /// Below this probability of the fitted `withheld`, a withheld touch contradicts its point.
  static let reusedContradiction = 0.1

  /// Whether the last step decides this point: touched, not contradicted, in an answer that
  /// contradicts a point (calibrate.py's `decided_by_fit` with `--touched-only --contradicting-only`).
  package static func decidesWithheld(_ check: KeyPointCheck, _ signal: KeyPointSignals) -> Bool {
    check.touched && !check.contradicted && signal.answerContradicted > 0
  }
}

extension FittedWithhold {
  /// The probability that the point is stated: 1 / (1 + e^-(bias + Σ weight × feature)), the
  /// features summed in `Feature.allCases` order.
  package func probability(_ signal: KeyPointSignals) -> Double {
    logistic(bias: bias, weights: weights, features: Self.features(signal))
  }

  /// The signals as numbers, in `Feature.allCases` order, exactly as calibrate.py's
  /// `features(row)` reckons them from `swiftdrill-grading features`' columns.
  static func features(_ signal: KeyPointSignals) -> [Double] {
    func number(_ flag: Bool) -> Double { flag ? 1 : 0 }
    let touched = number(signal.via != .none)
    let points = Double(max(1, signal.points))
    let contradicted = Double(signal.answerContradicted) / points
    let logWords = log1p(Double(signal.words))
    var values = [
      touched, signal.share, signal.partialShare, number(signal.viaAlso),
      Double(signal.partsTouched) / Double(max(1, signal.parts)), number(signal.parts > 1),
    ]
    let vias: [KeyPointSignals.Via] = [.borrowed, .sentence, .fragments, .pronoun, .model]
    values += vias.map { number(signal.via == $0) }
    let kinds: [KeyPointSignals.Contradiction] = [
      .polarity, .roles, .rival, .misstates, .converse, .wrongLine,
    ]
    values += kinds.map { number(signal.contradiction == $0) }
    values += [
      number(signal.withheld), Double(signal.answerTouched) / points, contradicted,
      Double(signal.answerCredited) / points, logWords, log1p(Double(signal.clauses)), signal.questionShare,
      points, touched * contradicted, touched * signal.questionShare, touched * logWords,
    ]
    return values
  }
}
