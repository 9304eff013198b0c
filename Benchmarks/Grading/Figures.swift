import DrillGrading
import Foundation

/// One graded answer: what the labels say and what the matcher credited.
struct Graded {
  var question: String
  var kind: String
  var covered: Int
  var credited: Int
  /// Points labelled contradicted that the matcher credited.
  var creditedContradictions: Int
  /// Which points (from 1) those are.
  var creditedContradictionPoints: [Int] = []
}

/// Issue 23's measures over a list of graded answers (the fixture README defines them).
struct Figures {
  var answers: [Graded]

  var meanAbsoluteError: Double {
    answers.isEmpty
      ? 0 : Double(answers.reduce(0) { $0 + abs($1.credited - $1.covered) }) / Double(answers.count)
  }

  var ranking: (right: Int, pairs: Int) {
    var right = 0
    var pairs = 0
    for (index, first) in answers.enumerated() {
      for second in answers[(index + 1)...]
      where first.question == second.question && first.covered != second.covered {
        pairs += 1
        let (better, worse) = first.covered > second.covered ? (first, second) : (second, first)
        if better.credited > worse.credited { right += 1 }
      }
    }
    return (right, pairs)
  }

  var creditForNothing: Double {
    let none = answers.filter { $0.covered == 0 }
    return none.isEmpty ? 0 : Double(none.reduce(0) { $0 + $1.credited }) / Double(none.count)
  }

  var mean: (credited: Double, covered: Double) {
    let count = Double(max(1, answers.count))
    return (
      Double(answers.reduce(0) { $0 + $1.credited }) / count,
      Double(answers.reduce(0) { $0 + $1.covered }) / count
    )
  }

  var contradictionsCredited: Int { answers.reduce(0) { $0 + $1.creditedContradictions } }

  /// The ranking per pair of kinds (the better-covered kind first): pairs counted higher,
  /// tied and inverted, worst first.
  var rankingByKinds: [(kinds: String, right: Int, tied: Int, inverted: Int)] {
    var counts: [String: (right: Int, tied: Int, inverted: Int)] = [:]
    for (index, first) in answers.enumerated() {
      for second in answers[(index + 1)...]
      where first.question == second.question && first.covered != second.covered {
        let (better, worse) = first.covered > second.covered ? (first, second) : (second, first)
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
    }
    return counts.map {
      (kinds: $0.key, right: $0.value.right, tied: $0.value.tied, inverted: $0.value.inverted)
    }
    .sorted { ($0.tied + $0.inverted, $0.kinds) > ($1.tied + $1.inverted, $1.kinds) }
  }

  /// The MAE's numerator: points credited wrongly or missed.
  var pointsOff: Int { answers.reduce(0) { $0 + abs($1.credited - $1.covered) } }

  /// One line: the four goals.
  var summary: String {
    let (right, pairs) = ranking
    return String(
      format:
        "%d answers: MAE %.2f (%d off), better higher %.1f%% (%d/%d), credit for nothing %.2f, contradicted credited %d",
      answers.count, meanAbsoluteError, pointsOff, pairs == 0 ? 100 : Double(right) / Double(pairs) * 100,
      right, pairs,
      creditForNothing, contradictionsCredited)
  }
}

/// Grades every answer of a labelled set; prints each point when `detail` is set.
func grade(
  _ set: LabelledSet, root: URL, lexicon: GradingLexicon, detail: Bool, tsv: String? = nil
) -> [Graded] {
  var graded: [Graded] = []
  for question in set.questions {
    let bundled = BundledQuestion(
      root: root, file: question.file, id: question.id, keyPoints: question.keyPoints)
    for answer in question.answers {
      let checks = KeyPointMatcher.check(
        question.keyPoints, notes: bundled.notes, against: answer.text, prompt: bundled.prompt,
        lexicon: lexicon, model: bundled.model)
      if let tsv {
        for (index, (check, label)) in zip(checks, answer.labels).enumerated() {
          let mark = check.credited ? "credited" : check.contradicted ? "contradicted" : "-"
          let quote = check.evidence ?? check.contradiction ?? ""
          print([tsv, question.id, answer.kind, "\(index + 1)", label, mark, quote].joined(separator: "\t"))
        }
      }
      if detail {
        print("\n[\(answer.kind)] \(question.id): \(answer.text)")
        for (check, label) in zip(checks, answer.labels) {
          let mark = check.credited ? "covered" : check.contradicted ? "contradicted" : "not-said"
          print("  \(mark == label ? "  " : "XX") \(label) / \(mark): \(check.point)")
          if let evidence = check.evidence { print("       ✓ \(evidence)") }
          if let contradiction = check.contradiction { print("       ✗ \(contradiction)") }
        }
      }
      graded.append(
        Graded(
          question: question.id, kind: answer.kind, covered: answer.covered,
          credited: checks.filter(\.credited).count,
          creditedContradictions: zip(checks, answer.labels).filter { $0.credited && $1 == "contradicted" }
            .count,
          creditedContradictionPoints: zip(checks, answer.labels).enumerated()
            .filter { $1.0.credited && $1.1 == "contradicted" }.map { $0.offset + 1 }))
    }
  }
  return graded
}
