@testable import DrillEvaluation
@testable import DrillGrading

/// One key point judged against one answer with the bundled lexicon: what the suites of the
/// matcher's single rules ask of it. Every polarity contradiction stands: the fitted rule
/// (`grading/polarity.txt`) weighs a whole answer to a whole question, and a lone point has no
/// such answer (`KeyPointMatcherFittedPolarityTests`).
func checkPoint(_ point: String, _ answer: String) -> KeyPointCheck {
  KeyPointMatcher.check([point], against: answer, lexicon: singleRuleLexicon)[0]
}

/// The bundled lexicon without the fitted polarity rule (`checkPoint`).
let singleRuleLexicon: GradingLexicon = {
  var lexicon = GradingLexicon.bundled
  lexicon.polarity = nil
  return lexicon
}()
