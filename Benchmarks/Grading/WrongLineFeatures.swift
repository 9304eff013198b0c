import DrillGrading
import Foundation
import GradingFigures

/// `swiftdrill-grading wrongline-features ROOT`: per `wrong:` line an answer of a shown labelled
/// set touches outside the sentence stating its point, on a point no earlier rule contradicts,
/// the point's label, today's verdict and the touch's signals (`WrongLineSignal`), one
/// tab-separated line each under a header: what `Benchmarks/Grading/calibrate_wrongline.py` fits
/// (docs/evaluation.md, "Session 29 (s29-grading72)"). `fitted` is the fitted rule's probability
/// (`grading/wrongline.txt`), "-" without it.
enum WrongLineFeatures {
  static let header = [
    "set", "id", "kind", "point", "label", "verdict", "line", "share", "hand", "head_said", "own", "own_said",
    "strong_own", "strong_own_said", "concepts", "claim_said", "stated", "answer_contradicted_share",
    "question_share", "fitted",
  ]

  static func write(root: URL, lexicon: GradingLexicon) throws {
    print(header.joined(separator: "\t"))
    try JudgedPoint.forEach(root: root, lexicon: lexicon) { point in
      for (number, line) in point.signal.wrongLines.enumerated() {
        let row: [Any] =
          point.columns + [
            number + 1, line.share,
            line.hand ? 1 : 0, line.headSaid ? 1 : 0, line.own, line.ownSaid, line.strongOwn,
            line.strongOwnSaid, line.concepts, line.claimSaid ? 1 : 0, line.stated,
            line.answerContradicted,
            line.questionShare,
            lexicon.wrongLine.map { String(format: "%.17g", $0.probability(line)) } ?? "-",
          ]
        print(row.map { "\($0)" }.joined(separator: "\t"))
      }
    }
  }
}
