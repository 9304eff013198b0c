import DrillEvaluation
import Foundation

/// How asking one question ended.
public enum AskResult: Sendable, Equatable {
  /// Answered and recorded.
  case answered(Outcome, points: Double)
  /// Answered and recorded, and then `:quit` (at the code-retry prompt): counted, and the
  /// session ends with its summary.
  case answeredThenQuit(Outcome, points: Double)
  /// `:skip`: nothing recorded.
  case skipped
  /// `:quit`: the session ends with its summary.
  case quit
  /// Ctrl-C: the session is cancelled.
  case interrupted
  /// The input ended.
  case endOfInput
  /// The session's time ran out before the answer was given (at the prompt, or while it was
  /// being checked): not scored, and the session ends.
  case timeUp
  /// The first line typed was one of the page's own commands (`AskOptions.pageCommand`, a lesson's
  /// `g N`, `p`, `q`): nothing recorded, the caller runs it.
  case pageCommand(String)

  /// The outcome of a recorded answer, whether or not the session goes on.
  public var recorded: (outcome: Outcome, points: Double)? {
    switch self {
    case .answered(let outcome, let points), .answeredThenQuit(let outcome, let points): (outcome, points)
    case .skipped, .quit, .interrupted, .endOfInput, .timeUp, .pageCommand: nil
    }
  }

  /// Whether the session should stop after this question.
  public var endsSession: Bool {
    switch self {
    case .answered, .skipped: false
    case .answeredThenQuit, .quit, .interrupted, .endOfInput, .timeUp, .pageCommand: true
    }
  }
}

/// How a question is shown: its place in the session, whether feedback follows.
public struct AskOptions: Sendable {
  /// "Question 3 of 10".
  public var number: Int?
  public var total: Int?
  /// How many questions wait after this one, shown instead of a total where the total moves
  /// (the drill: a missed question comes back, and "Question 2 of 12" after "1 of 11" read as a
  /// count that never settles, session 43's tryout), by kind: "3 new left · 2 coming back" moves
  /// while learning questions come back ("4 left" did not, session 46's tryout).
  public var remaining: DrillQueue.Left?
  /// Explanations and expected answers after each answer (off in mock interviews).
  public var showsFeedback = true
  /// Text shown in the header, e.g. the interview clock.
  public var status: String?
  /// When time runs out (timed interviews): on a terminal every prompt of the question shows
  /// the time left, ticking, and ends at it; an answer given after it is not scored.
  public var deadline: Date?
  /// A lone `q` leaves, as on a lesson page (lesson checks).
  public var leavesOnQ = false
  /// Whether a first line typed at the answer's prompt is one of the page's own commands, taken
  /// as that command and not graded (lesson checks: `g 3` typed at `output>` was graded as a miss,
  /// session 46's tryout).
  public var pageCommand: (@Sendable (String) -> Bool)?
  /// A line shown under the question naming the ways out (a lesson check: `:skip`, the page keys).
  public var keysNote: String?
  /// After the answer, what each rating would do and when the question comes back (drill).
  public var showsSchedule = false
  /// A self-rated explain answer scores at most one band above what its key points support
  /// (mock interviews: `Outcome.cappedByEvidence`).
  public var capsSelfRating = false

  public init(
    number: Int? = nil, total: Int? = nil, showsFeedback: Bool = true, status: String? = nil,
    deadline: Date? = nil, leavesOnQ: Bool = false
  ) {
    self.number = number
    self.total = total
    self.showsFeedback = showsFeedback
    self.status = status
    self.deadline = deadline
    self.leavesOnQ = leavesOnQ
  }
}
