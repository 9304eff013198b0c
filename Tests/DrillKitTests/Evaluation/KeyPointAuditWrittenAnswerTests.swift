import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// The bank's audit reads a model Answer as a learner's answer is read (session 48): two of its
/// sentences are paired as a terse speaker's wide fragments (`Judge.fragmentPairs`) as they are
/// for a learner who says them. Until then the audit read no pairs, and called an error a point
/// the app credited to a learner typing the Answer.
@Suite struct KeyPointAuditWrittenAnswerTests {
  static let point = "Rasterization helps a complex layer tree whose content does not change."
  /// Each sentence alone touches nothing; read together as a wide pair they state the point
  /// (`KeyPointMatcherWideFragmentTests`).
  static let answer = "It flattens the layer tree into a cached bitmap. Good for complex, static content."

  @Test func aWidePairCreditsALearner() {
    let spoken = KeyPointMatcher.judged([Self.point], against: Self.answer, lexicon: .bundled)
    expectTrue(spoken.checks[0].credited, "\(spoken.checks)")
    let alone = KeyPointMatcher.judged(
      [Self.point], against: "It flattens the layer tree into a cached bitmap.", lexicon: .bundled)
    expectTrue(!alone.checks[0].touched, "\(alone.checks)")
  }

  /// An Answer stating its point only through a wide pair passes `check`: the app credits it to a
  /// learner who types it. Without the pair's second sentence, the point is an error at its line.
  @Test func anAnswerStatingAPointOnlyThroughAWidePairPasses() {
    let pack = """
      ---
      id: layers
      title: Layers
      ---

      ## Rasterizing
      kind: verbal

      When does rasterizing a layer help?

      ### Answer
      \(Self.answer)

      ### Key points
      - \(Self.point)

      """
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    let paired = loader.loadPack(text: pack, path: "layers.md")
    expectTrue(paired.diagnostics.isEmpty, "\(paired.diagnostics)")
    let typed = paired.questions.first.map {
      Evaluator.keyPointChecks(of: $0, answer: Self.answer, lexicon: .bundled).map(\.credited)
    }
    expectEqual(typed, [true])
    let text = pack.replacingOccurrences(of: " Good for complex, static content.", with: "")
    let half = loader.loadPack(text: text, path: "layers.md").diagnostics
    expectEqual(half.count, 1, "\(half)")
    expectEqual(half.first?.severity, .error)
    expectEqual(half.first?.location.line, 15)
  }
}
