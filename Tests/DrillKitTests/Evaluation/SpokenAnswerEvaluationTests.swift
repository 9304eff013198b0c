import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation

/// The matcher against answers labelled point by point by someone who saw only the
/// questions (Fixtures/spoken, kept unchanged; its README gives the format). The
/// figures per kind of answer are in docs/evaluation.md.
@Suite struct SpokenAnswerEvaluationTests {
  struct LabelledSet: Decodable {
    var questions: [LabelledQuestion]
  }

  struct LabelledQuestion: Decodable {
    var id: String
    var keyPoints: [String]
    var answers: [LabelledAnswer]
  }

  struct LabelledAnswer: Decodable {
    var kind: String
    var text: String
    var labels: [String]
    var covered: Int { labels.filter { $0 == "covered" }.count }
  }

  /// One graded answer: what the labels say and what the matcher credited.
  struct Graded {
    var question: String
    var kind: String
    /// The tuning half (questions at even positions in the file) or the held-out half.
    var tuning: Bool
    var covered: Int
    var credited: Int
    /// Points labelled contradicted that the matcher credited.
    var creditedContradictions: [String]
  }

  struct Figures: CustomStringConvertible {
    var answers: [Graded]

    var meanAbsoluteError: Double {
      answers.isEmpty
        ? 0 : Double(answers.reduce(0) { $0 + abs($1.credited - $1.covered) }) / Double(answers.count)
    }
    /// Pairs of answers to one question with different label counts, and how many the matcher orders the same way.
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
    var rankedRight: Double { ranking.pairs == 0 ? 1 : Double(ranking.right) / Double(ranking.pairs) }
    /// Mean points credited to answers that cover none.
    var creditForNothing: Double {
      let none = answers.filter { $0.covered == 0 }
      return none.isEmpty ? 0 : Double(none.reduce(0) { $0 + $1.credited }) / Double(none.count)
    }
    var description: String {
      String(
        format: "%d answers: MAE %.2f, better ranked higher %.1f%% (%d of %d pairs), credit for nothing %.2f",
        answers.count, meanAbsoluteError, rankedRight * 100, ranking.right, ranking.pairs, creditForNothing)
    }
  }

  static let kinds = ["expert", "partial", "one-point", "terse", "off-topic", "wrong-reuse", "mixed"]

  /// Every labelled answer graded with the bundled question's prompt and authored notes.
  static let graded: [Graded] = {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
      let data = try? Data(contentsOf: folder.appendingPathComponent("spoken/answers.json")),
      let set = try? JSONDecoder().decode(LabelledSet.self, from: data)
    else { return [] }
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let library = ContentLoader().load([
      ContentSource(root.appendingPathComponent("questions", isDirectory: true), role: .questions)
    ])
    let bank = Dictionary(
      library.packs.flatMap(\.questions).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var graded: [Graded] = []
    let detail = ProcessInfo.processInfo.environment["SPOKEN_DETAIL"]
    for (position, labelled) in set.questions.enumerated() {
      let question = bank[labelled.id]
      for answer in labelled.answers {
        let checks = KeyPointMatcher.check(
          labelled.keyPoints, notes: question?.keyPointNotes ?? [], against: answer.text,
          prompt: question?.prompt ?? "", lexicon: .bundled)
        if let detail, detail == "all" || (detail == "tuning") == position.isMultiple(of: 2) {
          // Per point: label, then what the matcher made of it (for tuning on one half only).
          print("\n[\(answer.kind)] \(labelled.id): \(answer.text)")
          for (check, label) in zip(checks, answer.labels) {
            let mark = check.credited ? "credited" : check.contradicted ? "contradicted" : "not-said"
            print(
              "  \(mark == label ? "  " : "XX") \(label) / \(mark): \(check.point)",
              check.evidence.map { "\n       ✓ \($0)" } ?? "",
              check.contradiction.map { "\n       ✗ \($0)" } ?? "")
          }
        }
        let contradictions = zip(checks, answer.labels).filter { $0.credited && $1 == "contradicted" }.map(
          \.0.point)
        graded.append(
          Graded(
            question: labelled.id, kind: answer.kind, tuning: position.isMultiple(of: 2),
            covered: answer.covered,
            credited: checks.filter(\.credited).count, creditedContradictions: contradictions))
      }
    }
    return graded
  }()

  @Test func theSetHas150AnswersTo20QuestionsOfTheBundledBank() {
    #expect(Self.graded.count >= 150)
    #expect(Set(Self.graded.map(\.question)).count >= 20)
  }

  @Test(arguments: kinds)
  func figuresPerKindOfAnswer(kind: String) {
    let figures = Figures(answers: Self.graded.filter { $0.kind == kind })
    let credited =
      Double(figures.answers.reduce(0) { $0 + $1.credited }) / Double(max(1, figures.answers.count))
    let covered =
      Double(figures.answers.reduce(0) { $0 + $1.covered }) / Double(max(1, figures.answers.count))
    print(
      "spoken answers, \(kind):",
      String(
        format: "%d answers: MAE %.2f, mean credited %.2f, mean covered %.2f", figures.answers.count,
        figures.meanAbsoluteError, credited, covered))
    #expect(!figures.answers.isEmpty)
  }

  /// Issue 23's goals. They are not all met yet (docs/evaluation.md gives the
  /// figures): the unmet ones are known issues, which fail the test once met.
  @Test func meetsTheGoalsOfIssue23() {
    let figures = Figures(answers: Self.graded)
    print("spoken answers, all:", figures)
    let credited = Self.graded.flatMap(\.creditedContradictions)
    print("spoken answers, contradicted points credited:", credited.count)
    for tuning in [true, false] {
      let half = Self.graded.filter { $0.tuning == tuning }
      print(
        "spoken answers, \(tuning ? "tuning half" : "held-out half"):", Figures(answers: half),
        "contradicted credited \(half.flatMap(\.creditedContradictions).count)")
    }
    withKnownIssue("issue 23's goals are not met yet (docs/evaluation.md)") {
      #expect(figures.meanAbsoluteError <= 0.6, "\(figures)")
      #expect(figures.rankedRight >= 0.85, "\(figures)")
      #expect(figures.creditForNothing <= 0.5, "\(figures)")
      #expect(credited.isEmpty, "contradicted points credited: \(credited.count)")
    }
  }
}
