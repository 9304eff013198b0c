import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// The bank's audit reads a model Answer as written: two of its sentences are not paired as a
/// terse speaker's wide fragments (`pairsWideFragments`, `Judge.fragmentPairs`), while a learner
/// who says the same two sentences is credited through the pair.
@Suite struct KeyPointAuditWrittenAnswerTests {
  static let point = "Rasterization helps a complex layer tree whose content does not change."
  /// Each sentence alone touches nothing; read together as a wide pair they state the point
  /// (`KeyPointMatcherWideFragmentTests`).
  static let answer = "It flattens the layer tree into a cached bitmap. Good for complex, static content."

  @Test func aWidePairCreditsALearnerButNotTheAudit() {
    let spoken = KeyPointMatcher.judged([Self.point], against: Self.answer, lexicon: .bundled)
    expectTrue(spoken.checks[0].credited, "\(spoken.checks)")
    let written = KeyPointMatcher.judged(
      [Self.point], against: Self.answer, lexicon: .bundled, everySignal: false, withdrawsSiblings: false,
      pairsWideFragments: false)
    expectTrue(!written.checks[0].touched, "\(written.checks)")
  }

  /// An Answer stating its point only through a wide pair is a `check` error at the point's line.
  @Test func anAnswerStatingAPointOnlyThroughAWidePairIsAnError() {
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
    let problems = loader.loadPack(text: pack, path: "layers.md").diagnostics
    expectEqual(problems.count, 1, "\(problems)")
    expectEqual(problems.first?.severity, .error)
    expectEqual(problems.first?.location.line, 15)
    let said = Self.answer.replacingOccurrences(of: "bitmap. Good", with: "bitmap, good")
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    let text = pack.replacingOccurrences(of: Self.answer, with: said)
    let whole = loader.loadPack(text: text, path: "layers.md")
    expectTrue(whole.diagnostics.isEmpty, "\(whole.diagnostics)")
  }
}
