import DrillGrading
import Foundation
import GradingFigures

/// `swiftdrill-grading polarity-features ROOT`: per point of a shown labelled set that a clause
/// says the other way (contradiction `polarity`, with `grading/polarity.txt` set aside), the
/// point's label, that verdict, its verdict with every such contradiction doubted (`without`:
/// credited when another clause touches it, else not said, or withheld as the fitted `withheld`
/// decides), and the clause's signals (`PolaritySignal`), one tab-separated line each under a
/// header: what `Benchmarks/Grading/calibrate_polarity.py` fits (docs/evaluation.md, "Session 30
/// (s30-grading76)"). `fitted` is the file's probability, "-" without it.
enum PolarityFeatures {
  static let header = [
    "set", "id", "kind", "point", "label", "verdict", "without", "share", "point_denials", "said_denials",
    "flips", "claim_differ", "claim_agree", "gap", "concepts", "contrast", "weak", "stated",
    "answer_contradicted_share", "question_share", "fitted",
  ]

  static func write(root: URL, lexicon: GradingLexicon) throws {
    var doubting = lexicon
    doubting.polarity = .doubtingAll
    var without: [String] = []
    try JudgedPoint.forEach(root: root, lexicon: doubting) { point in
      if point.signal.polarity != nil { without.append(point.columns[5] as! String) }
    }
    var plain = lexicon
    plain.polarity = nil
    var row = 0
    print(header.joined(separator: "\t"))
    try JudgedPoint.forEach(root: root, lexicon: plain) { point in
      guard let signal = point.signal.polarity else { return }
      defer { row += 1 }
      let columns: [Any] =
        point.columns + [
          without[row], signal.share, signal.pointDenials, signal.saidDenials, signal.flips,
          signal.claimDiffer,
          signal.claimAgree, signal.gap, signal.concepts, signal.contrast ? 1 : 0, signal.weak ? 1 : 0,
          signal.stated, signal.answerContradicted, signal.questionShare,
          lexicon.polarity.map { String(format: "%.17g", $0.probability(signal)) } ?? "-",
        ]
      print(columns.map { "\($0)" }.joined(separator: "\t"))
    }
  }
}
