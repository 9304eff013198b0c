import DrillContent
import DrillGrading
import DrillScheduling
import Synchronization

/// Scores answers: values in, an `Outcome` out. Only `code` questions leave
/// the process, through the `CodeRunner` (without one they cannot be scored).
public struct Evaluator: Sendable {
  private let runnerSource: RunnerSource
  /// How spoken answers' words are read (the bundled `grading/lexicon.txt`).
  public let lexicon: GradingLexicon

  /// The runner code answers go through (made on first use when `init(makingRunner:)` gave a maker).
  public var runner: CodeRunner? { runnerSource.runner }

  public init(runner: CodeRunner? = nil, lexicon: GradingLexicon = .bundled) {
    runnerSource = RunnerSource(made: runner)
    self.lexicon = lexicon
  }

  /// An evaluator whose runner is made when the first code answer is checked: finding
  /// `swiftc` and asking its version starts the compiler (≈ 75 MB and 0.1 s on a cold
  /// cache), which a session without code answers never needs.
  public init(makingRunner make: @escaping @Sendable () -> CodeRunner?, lexicon: GradingLexicon = .bundled) {
    runnerSource = RunnerSource(make: make)
    self.lexicon = lexicon
  }

  /// The runner, made at most once. `Mutex` keeps the one-time making safe across threads.
  private final class RunnerSource: Sendable {
    private let state: Mutex<(made: CodeRunner?, make: (@Sendable () -> CodeRunner?)?)>

    init(made: CodeRunner?) {
      state = Mutex((made, nil))
    }

    init(make: @escaping @Sendable () -> CodeRunner?) {
      state = Mutex((nil, make))
    }

    var runner: CodeRunner? {
      state.withLock { state in
        if let make = state.make {
          state = (make(), nil)
        }
        return state.made
      }
    }
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
