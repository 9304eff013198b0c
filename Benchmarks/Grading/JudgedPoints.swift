import DrillGrading
import Foundation
import GradingFigures

/// Every key point of every answer of the shown labelled sets, judged with its bundled question's
/// prompt, notes and model Answer, and the matcher's signals (`everySignal`): what the `features`
/// and `wrongline-features` tables print a line of.
struct JudgedPoint {
  var set: String
  var question: LabelledSet.Question
  var answer: LabelledSet.Answer
  /// The point's index in the question, from 0.
  var index: Int
  var check: KeyPointCheck
  var signal: KeyPointSignals

  /// The first columns of both tables: set, id, kind, point (from 1), label, verdict.
  var columns: [Any] {
    let verdict = check.credited ? "credited" : check.contradicted ? "contradicted" : "-"
    return [set, question.id, answer.kind, index + 1, answer.labels[index], verdict]
  }

  /// Calls `body` with each judged point, set by set, answer by answer, in order.
  static func forEach(root: URL, lexicon: GradingLexicon, _ body: (JudgedPoint) -> Void) throws {
    let spoken = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/spoken")
    for name in LabelledSet.shown(in: root) {
      for question in try LabelledSet.load(spoken.appendingPathComponent(name)).questions {
        let bundled = BundledQuestion(
          root: root, file: question.file, id: question.id, keyPoints: question.keyPoints)
        for answer in question.answers {
          let (checks, signals) = KeyPointMatcher.judged(
            question.keyPoints, notes: bundled.notes, against: answer.text, prompt: bundled.prompt,
            lexicon: lexicon, model: bundled.model, quotesEvidence: false)
          for (index, (check, signal)) in zip(checks, signals).enumerated() {
            body(
              JudgedPoint(
                set: name, question: question, answer: answer, index: index, check: check, signal: signal))
          }
        }
      }
    }
  }
}
