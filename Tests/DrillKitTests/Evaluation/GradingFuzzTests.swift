import DrillContent
import DrillEvaluation
import DrillGrading
import DrillKitTesting
import DrillSessions
import Testing

/// The grading fuzz targets of session 49 (`make fuzz`: `spoken-answer`, `typed-answer`,
/// `grading-lexicon`) and what they found, each as its smallest text through the public grading
/// path. The saved inputs themselves are replayed by `FuzzRegressionTests`.
@Suite struct GradingFuzzTests {
  /// The fuzzers cut an answer where the app does (`QuestionAsker.capped`), so what they time
  /// is what a learner waits for.
  @Test func theFuzzersCutAnAnswerWhereTheAppDoes() {
    expectEqual(FuzzInput.answerLimit, QuestionAsker.answerLimit)
  }
}
