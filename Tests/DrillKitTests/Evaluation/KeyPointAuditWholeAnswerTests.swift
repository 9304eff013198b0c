import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// `check`'s audit grades a model Answer as the app grades a learner who types it (session 48,
/// review 16), the steps that read the whole answer included. The fixture pack holds two bundled
/// questions as they were before session 48: each Answer states every point sentence by sentence
/// and loses one only in a whole-answer step (withholding; a sibling's better touch). Until then
/// `check` passed both.
@Suite struct KeyPointAuditWholeAnswerTests {
  static let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("swiftdrillTests/Fixtures/audit/whole-answer.md")

  static func load(_ text: String) -> ContentLibrary {
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    return loader.loadPack(text: text, path: "whole-answer.md")
  }

  @Test func aPointLostOnlyInTheWholeAnswerIsAnErrorAtItsLine() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    let library = Self.load(text)
    let problems = library.diagnostics
    expectEqual(problems.map(\.severity), [.error, .error], "\(problems)")
    expectEqual(problems.map { [$0.location.line, $0.location.column] }, [[46, 3], [90, 3]])
    expectContains(problems.first?.message ?? "", "key point 3 of `version-and-build-number` is stated by")
    expectContains(problems.first?.message ?? "", "but not counted")
    expectContains(problems.last?.message ?? "", "key point 4 of `actor-reentrancy` is not stated")
    // Each point is touched by the Answer's own sentences; the whole-answer steps take it.
    let questions = library.questions
    try #require(questions.count == 2)
    let withheld = Evaluator.keyPointChecks(
      of: questions[0], answer: KeyPointAudit.spokenAnswer(of: questions[0]), lexicon: .bundled)
    expectTrue(withheld[2].touched && withheld[2].withheld, "\(withheld[2])")
    let reentrancy = questions[1]
    let spoken = KeyPointAudit.spokenAnswer(of: reentrancy)
    let alone = KeyPointMatcher.judged(
      reentrancy.keyPoints, notes: reentrancy.keyPointNotes, against: spoken, prompt: reentrancy.prompt,
      lexicon: .bundled, withdrawsSiblings: false
    ).checks
    expectTrue(alone[3].credited, "\(alone[3])")
    let app = Evaluator.keyPointChecks(of: reentrancy, answer: spoken, lexicon: .bundled)
    expectTrue(!app[3].touched, "\(app[3])")
  }

  /// Session 48's rewording of the two questions (one `wrong:` line of the first, one word of
  /// the second's Answer): both pass, as they do in the bundled bank.
  @Test func theRewordedQuestionsPass() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
      .replacingOccurrences(
        of: "wrong: a new release can reuse the current version string",
        with: "wrong: a new release can ship with the version already on sale"
      )
      .replacingOccurrences(of: "re-check the state after every", with: "re-validate the state after every")
    let problems = Self.load(text).diagnostics
    expectTrue(problems.isEmpty, "\(problems)")
  }
}
