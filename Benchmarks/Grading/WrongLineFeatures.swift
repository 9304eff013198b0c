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
    let spoken = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/spoken")
    print(header.joined(separator: "\t"))
    for name in LabelledSet.shown {
      for question in try LabelledSet.load(spoken.appendingPathComponent(name)).questions {
        let bundled = BundledQuestion(
          root: root, file: question.file, id: question.id, keyPoints: question.keyPoints)
        for answer in question.answers {
          let (checks, signals) = KeyPointMatcher.judged(
            question.keyPoints, notes: bundled.notes, against: answer.text, prompt: bundled.prompt,
            lexicon: lexicon, model: bundled.model, quotesEvidence: false)
          for (index, (check, signal)) in zip(checks, signals).enumerated() {
            let verdict = check.credited ? "credited" : check.contradicted ? "contradicted" : "-"
            for (number, line) in signal.wrongLines.enumerated() {
              let row: [Any] = [
                name, question.id, answer.kind, index + 1, answer.labels[index], verdict, number + 1,
                line.share,
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
    }
  }
}
