import DrillContent
import DrillGrading
import DrillScheduling
import Synchronization

/// Scores answers: values in, an `Outcome` out. Only `code` questions leave
/// the process, through the `CodeRunner` (without one they cannot be scored).
public struct Evaluator: Sendable {
  private let runnerSource: RunnerSource
  private let lexiconSource: LexiconSource
  /// How spoken answers' words are read (the bundled `grading/lexicon.txt`), read when an
  /// explain answer is first graded if `init(makingRunner:loadingLexicon:)` gave a loader.
  public var lexicon: GradingLexicon { lexiconSource.lexicon }

  /// The runner code answers go through: the first call makes it when `init(makingRunner:)`
  /// gave a maker (finding `swiftc` starts the compiler); later calls return the same one.
  public func startRunner() -> CodeRunner? { runnerSource.start() }

  public init(runner: CodeRunner? = nil, lexicon: GradingLexicon) {
    runnerSource = RunnerSource(made: runner)
    lexiconSource = LexiconSource(lexicon)
  }

  /// An evaluator whose runner is made when the first code answer is checked: finding
  /// `swiftc` and asking its version starts the compiler (≈ 75 MB and 0.1 s on a cold
  /// cache), which a session without code answers never needs.
  public init(makingRunner make: @escaping @Sendable () -> CodeRunner?, lexicon: GradingLexicon) {
    runnerSource = RunnerSource(make: make)
    lexiconSource = LexiconSource(lexicon)
  }

  /// The same, and a lexicon read when the first explain answer is graded: reading and
  /// stemming `lexicon.txt` was two thirds of a quiz's start-up (issue 29), and a session
  /// without explain questions never needs it.
  public init(
    makingRunner make: @escaping @Sendable () -> CodeRunner?,
    loadingLexicon load: @escaping @Sendable () -> GradingLexicon
  ) {
    runnerSource = RunnerSource(make: make)
    lexiconSource = LexiconSource(load: load)
  }

  /// The lexicon, read at most once.
  private final class LexiconSource: Sendable {
    private let state: Mutex<(loaded: GradingLexicon?, load: (@Sendable () -> GradingLexicon)?)>

    init(_ lexicon: GradingLexicon) {
      state = Mutex((lexicon, nil))
    }

    init(load: @escaping @Sendable () -> GradingLexicon) {
      state = Mutex((nil, load))
    }

    var lexicon: GradingLexicon {
      state.withLock { state in
        if let loaded = state.loaded { return loaded }
        let loaded = state.load?() ?? GradingLexicon()
        state = (loaded, nil)
        return loaded
      }
    }
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

    func start() -> CodeRunner? {
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
