import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Every `wrong:` line of the bundled bank, said alone as an answer, is told "you said the
/// opposite" at its point (session 38). `check`'s audit asks only that such a line is not credited;
/// a line the matcher reads as saying nothing at all ("not said") warns the learner of nothing, so
/// it is sharpened in the content until it is heard (session 37 found three such lines).
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
          let checks = KeyPointMatcher.check(
            question.keyPoints, notes: question.keyPointNotes, against: wrong, prompt: question.prompt,
            lexicon: .bundled, model: KeyPointAudit.spokenAnswer(of: question))
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
