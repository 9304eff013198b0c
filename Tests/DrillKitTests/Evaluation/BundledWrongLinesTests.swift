import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Every `wrong:` line of the bundled bank, said alone as an answer, is told "you said the
/// opposite" at its point (session 38), graded as the app grades an answer. `check`'s audit makes a
/// line credited so an error, and one read as saying nothing at all ("not said"), which warns the
/// learner of nothing, a warning; the bank's are sharpened until heard (session 37 found three).
@Suite struct BundledWrongLinesTests {
  static let questions: [Question] = {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return ContentLoader().load([
      ContentSource(root.appendingPathComponent("questions", isDirectory: true), role: .questions)
    ]).packs.flatMap(\.questions)
  }()

  @Test func everyWrongLineSaidAloneContradictsItsPoint() throws {
    var lines = 0
    var unheard: [String] = []
    for question in Self.questions {
      for (index, notes) in question.keyPointNotes.enumerated() where index < question.keyPoints.count {
        for wrong in notes.wrong {
          lines += 1
          let checks = Evaluator.keyPointChecks(of: question, answer: wrong, lexicon: .bundled)
          if !checks[index].contradicted { unheard.append("\(question.id) #\(index + 1): \(wrong)") }
        }
      }
    }
    try #require(lines > 300, "the bundled bank was not found (\(lines) wrong: lines)")
    expectTrue(
      unheard.isEmpty,
      "\(unheard.count) wrong: lines said alone are not heard:\n\(unheard.joined(separator: "\n"))")
  }
}
