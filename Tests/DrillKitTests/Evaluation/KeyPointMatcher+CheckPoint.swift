import DrillKitTesting

@testable import DrillEvaluation
@testable import DrillGrading

/// One key point judged against one answer with the bundled lexicon: what the suites of the
/// matcher's single rules ask of it. Every polarity contradiction stands: the fitted rule
/// (`grading/polarity.txt`) does not weigh a question of one point
/// (`FittedPolarity.fewestPoints`, `KeyPointMatcherFittedPolarityTests`).
func checkPoint(_ point: String, _ answer: String) -> KeyPointCheck {
  KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
}

/// `point` graded alone against `answer` (`checkPoint`) is credited and not contradicted; a
/// failure shows the answer and the check, at the caller's line.
func expectCredited(
  _ point: String, _ answer: String,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let check = checkPoint(point, answer)
  expectTrue(
    check.credited && !check.contradicted, "\(answer): \(check)", fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// `point` graded alone against `answer` (`checkPoint`) is contradicted; a failure shows the
/// answer and the check, at the caller's line.
func expectContradicted(
  _ point: String, _ answer: String,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let check = checkPoint(point, answer)
  expectTrue(
    check.contradicted, "\(answer): \(check)", fileID: fileID, filePath: filePath, line: line, column: column)
}
