@testable import DrillEvaluation
@testable import DrillGrading

/// One key point judged against one answer with the bundled lexicon: what the suites of the
/// matcher's single rules ask of it. Every polarity contradiction stands: the fitted rule
/// (`grading/polarity.txt`) does not weigh a question of one point
/// (`FittedPolarity.fewestPoints`, `KeyPointMatcherFittedPolarityTests`).
func checkPoint(_ point: String, _ answer: String) -> KeyPointCheck {
  KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
}
