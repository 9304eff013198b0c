import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Every model Answer of the bundled bank, typed by a learner, earns every one of its key points
/// in the app (session 48, review 16: 15 of 757 did not, 5 of them plain prose, while `check`'s
/// audit, which left out the sibling, fragment-pair, withholding and model-line steps, passed
/// them). Graded by `Evaluator.evaluate`, as `quiz` grades an explain answer.
@Suite struct BundledModelAnswersTests {
  static let questions = BundledWrongLinesTests.questions.filter {
    !$0.keyPoints.isEmpty && !($0.answer ?? "").isEmpty
  }

  /// A prose Answer: no code block, list, table, heading or quote, so its lines are what a learner
  /// would type of it, one paragraph after another.
  static func isProse(_ markdown: String) -> Bool {
    markdown.split(separator: "\n").allSatisfy { line in
      let text = line.drop { $0 == " " }
      let marks = ["```", "~~~", "- ", "* ", "+ ", "|", "#", ">"]
      guard !marks.contains(where: { text.hasPrefix($0) }) else { return false }
      let digits = text.prefix { $0.isNumber }
      return digits.isEmpty || !(text.dropFirst(digits.count).hasPrefix(". "))
    }
  }

  /// The points `text` does not earn, typed as the answer to `question`.
  static func lost(_ question: Question, typing text: String) -> [String] {
    let outcome = Evaluator(lexicon: .bundled).evaluate(question, Response(text: text, selfRating: .good))
    return outcome.feedback.keyPoints.enumerated().compactMap { index, check in
      guard !check.credited else { return nil }
      let verdict = check.contradicted ? "contradicted" : check.withheld ? "withheld" : "not said"
      return "\(question.id) #\(index + 1) \(verdict): \(check.point)"
    }
  }

  /// The Answer as `check`'s audit reads it (its prose, code blocks left out, a line per
  /// paragraph or list item), and a prose Answer on one line, as `quiz` reads a typed answer.
  @Test func everyModelAnswerEarnsEveryPointInTheApp() throws {
    try #require(Self.questions.count > 700, "the bundled bank was not found (\(Self.questions.count))")
    var lost: [String] = []
    var prose = 0
    for question in Self.questions {
      let spoken = KeyPointAudit.spokenAnswer(of: question)
      lost += Self.lost(question, typing: spoken)
      guard Self.isProse(question.answer ?? "") else { continue }
      prose += 1
      let typed = spoken.split(separator: "\n").joined(separator: " ")
      if typed != spoken { lost += Self.lost(question, typing: typed).map { "one line: " + $0 } }
    }
    expectTrue(prose > 300, "\(prose) prose Answers")
    expectTrue(lost.isEmpty, "\(lost.count) points lost:\n\(lost.joined(separator: "\n"))")
  }
}
