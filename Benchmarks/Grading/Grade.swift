import DrillGrading
import Foundation
import GradingFigures

extension Figures {
  /// One line: the four goals.
  var summary: String {
    let (right, pairs) = ranking
    return String(
      format:
        "%d answers: MAE %.2f (%d off), better higher %.1f%% (%d/%d), credit for nothing %.2f, contradicted credited %d",
      answers.count, meanAbsoluteError, pointsOff, rankedRight * 100, right, pairs, creditForNothing,
      contradictionsCredited)
  }
}

/// Grades every answer of a labelled set; prints each point when `detail` is set.
func grade(
  _ set: LabelledSet, name: String, root: URL, lexicon: GradingLexicon, detail: Bool, tsv: Bool = false
) -> [GradedAnswer] {
  var graded: [GradedAnswer] = []
  for question in set.questions {
    let bundled = BundledQuestion(
      root: root, file: question.file, id: question.id, keyPoints: question.keyPoints)
    for answer in question.answers {
      let checks = KeyPointMatcher.check(
        question.keyPoints, notes: bundled.notes, against: answer.text, prompt: bundled.prompt,
        lexicon: lexicon, model: bundled.model)
      if tsv {
        for (index, (check, label)) in zip(checks, answer.labels).enumerated() {
          let mark = check.credited ? "credited" : check.contradicted ? "contradicted" : "-"
          let quote = check.evidence ?? check.contradiction ?? ""
          let missing = check.missing.joined(separator: "; ")  // after the quote: `cut -f1-6` is unchanged
          print(
            [name, question.id, answer.kind, "\(index + 1)", label, mark, quote, missing].joined(
              separator: "\t"))
        }
      }
      if detail {
        print("\n[\(answer.kind)] \(question.id): \(answer.text)")
        for (check, label) in zip(checks, answer.labels) {
          let mark = check.credited ? "covered" : check.contradicted ? "contradicted" : "not-said"
          print("  \(mark == label ? "  " : "XX") \(label) / \(mark): \(check.point)")
          if let evidence = check.evidence { print("       ✓ \(evidence)") }
          if !check.missing.isEmpty { print("         not said: \(check.missing.joined(separator: "; "))") }
          if let contradiction = check.contradiction { print("       ✗ \(contradiction)") }
        }
      }
      graded.append(
        GradedAnswer(
          question: question.id, kind: answer.kind, set: name, labels: answer.labels, checks: checks))
    }
  }
  return graded
}
