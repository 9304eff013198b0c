/// Scores answers: values in, an `Outcome` out. Only `code` questions leave
/// the process, through the `CodeRunner` (without one they cannot be scored).
public struct Evaluator: Sendable {
  public var runner: CodeRunner?

  public init(runner: CodeRunner? = nil) {
    self.runner = runner
  }

  /// The verdict on `response` to `question`.
  public func evaluate(_ question: Question, _ response: Response) -> Outcome {
    switch question.type {
    case .choice: evaluateChoice(question, response)
    case .short: evaluateShort(question, response)
    case .output: evaluateOutput(question, response)
    case .code: evaluateCode(question, response)
    case .explain: evaluateExplain(question, response)
    }
  }

  /// The FSRS grade of a machine-scored answer: wrong → again; right after a
  /// hint or slower than the question's `time` → hard; right → good.
  /// Partial credit counts as wrong.
  public static func rating(correct: Bool, question: Question, response: Response) -> Rating {
    guard correct else { return .again }
    if response.hintsUsed > 0 { return .hard }
    if let limit = question.time, let elapsed = response.elapsedSeconds, elapsed > Double(limit) {
      return .hard
    }
    return .good
  }

  /// A right-or-wrong outcome with the rating rule applied.
  func graded(
    _ correct: Bool, _ question: Question, _ response: Response, expected: String?, details: [String] = []
  ) -> Outcome {
    Outcome(
      credit: correct ? 1 : 0, correct: correct,
      rating: Self.rating(correct: correct, question: question, response: response),
      feedback: Feedback(summary: correct ? "Correct." : "Not quite.", expected: expected, details: details))
  }
}
