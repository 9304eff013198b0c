import DrillGrading
import DrillScheduling

/// The verdict on one answer.
public struct Outcome: Sendable, Hashable {
  /// Whether the input was an answer at all. When false (`c` typed for a
  /// two-choice question), nothing is recorded and the question is asked again.
  public var understood: Bool
  /// 0…1; partial for choose-all questions.
  public var credit: Double
  /// Full credit.
  public var correct: Bool
  /// The FSRS grade to record.
  public var rating: Rating
  public var feedback: Feedback
  /// The one definition of a right answer, used by every summary, `stats`, `mistakes` and
  /// the interview report: an answer is right when its grade is not Again (`Rating.isRight`).
  /// So a code answer right on a later attempt is right (at half points, rated Hard), and a
  /// choose-all answer with partial credit is wrong (rated Again), whatever its points. In a
  /// mock interview an explain answer rated above what its key points allow is recorded at that
  /// rating (`cappedByEvidence()`): Hard, a pass at half the points, or Again, not right.
  public var isRight: Bool { rating.isRight }

  /// A mock interview counted less than the self-rating gave: the key points stated allow half
  /// the points (recorded Hard) or none (recorded Again) (`cappedByEvidence()`).
  public var isCappedByEvidence = false

  /// The check was stopped (Ctrl-C while the code compiled or ran): the question is cancelled.
  public var wasCancelled = false

  public init(credit: Double, correct: Bool, rating: Rating, feedback: Feedback) {
    self.understood = true
    self.credit = min(max(credit, 0), 1)
    self.correct = correct
    self.rating = rating
    self.feedback = feedback
  }

  /// A check stopped by the learner: nothing is recorded.
  public static let cancelled: Outcome = {
    var outcome = notUnderstood("Stopped.")
    outcome.wasCancelled = true
    return outcome
  }()

  /// Input that is not an answer; `message` says what is expected.
  public static func notUnderstood(_ message: String) -> Outcome {
    var outcome = Outcome(credit: 0, correct: false, rating: .again, feedback: Feedback(summary: message))
    outcome.understood = false
    return outcome
  }
}

/// What to show the learner after an answer.
public struct Feedback: Sendable, Hashable {
  /// One line: "Correct.", "Not quite: 1 of 2 right choices, 1 wrong pick.".
  public var summary: String
  /// The right answer, as text to show (the right choices, the first accepted answer, the output).
  public var expected: String?
  /// Further lines: compiler messages with the learner's own line numbers, an output difference, test output.
  public var details: [String]
  /// For explain questions: each key point and whether the answer touched it.
  public var keyPoints: [KeyPointCheck]
  /// For a wrong `output` answer: the expected lines against the learner's.
  public var lineDiff: LineDiff?
  /// For failed code: the last lines the program printed, shown verbatim as output.
  public var output: String?

  public init(
    summary: String, expected: String? = nil, details: [String] = [], keyPoints: [KeyPointCheck] = []
  ) {
    self.summary = summary
    self.expected = expected
    self.details = details
    self.keyPoints = keyPoints
  }
}
