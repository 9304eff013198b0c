import DrillGrading
import Foundation
import GradingFigures

/// `swiftdrill-grading features ROOT`: per answer × key point of every shown labelled set, its
/// label, today's verdict and the signals the matcher drew it from (`KeyPointSignals`), one
/// tab-separated line each under a header: what `Benchmarks/Grading/calibrate.py` fits
/// (docs/evaluation.md, "Session 27 (s27-calib)"). Shares are printed whole (shortest exact
/// digits), so the script's features are the matcher's; `fitted` is the fitted `withheld`'s
/// probability where it decides, "-" elsewhere (`calibrate.py --compare`); `decided` is 1 where the
/// fitted `withheld` decides the point (`KeyPointMatcher.decidesWithheld`), file or not: a point a
/// fitted rule doubted is touched, not contradicted and still not decided.
enum Features {
  static let header = [
    "set", "id", "kind", "point", "label", "verdict", "share", "partial_share", "via_also", "parts_touched",
    "parts", "via", "contradiction", "withheld", "answer_touched", "answer_contradicted",
    "answer_credited", "points", "clauses", "words", "concepts", "question_share", "fitted", "decided",
  ]

  static func write(root: URL, lexicon: GradingLexicon) throws {
    print(header.joined(separator: "\t"))
    try JudgedPoint.forEach(root: root, lexicon: lexicon) { point in
      let signal = point.signal
      let row: [Any] =
        point.columns + [
          signal.share, signal.partialShare,
          signal.viaAlso ? 1 : 0, signal.partsTouched, signal.parts, signal.via.rawValue,
          signal.contradiction.rawValue, signal.withheld ? 1 : 0, signal.answerTouched,
          signal.answerContradicted, signal.answerCredited, signal.points, signal.clauses, signal.words,
          signal.concepts, signal.questionShare, fitted(lexicon.withhold, point.check, signal),
          KeyPointMatcher.decidesWithheld(point.check, signal) ? 1 : 0,
        ]
      print(row.map { "\($0)" }.joined(separator: "\t"))
    }
  }

  /// The fitted rule's probability, all its digits, where it decides the point (else "-").
  static func fitted(_ model: FittedWithhold?, _ check: KeyPointCheck, _ signal: KeyPointSignals) -> String {
    guard let model, KeyPointMatcher.decidesWithheld(check, signal) else { return "-" }
    return String(format: "%.17g", model.probability(signal))
  }
}
