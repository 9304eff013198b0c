import DrillContent
import DrillEvaluation
import Foundation

/// What is done with an answer's text before it is graded: cut to the limit, an empty one asked
/// again, a later attempt's credit.
extension QuestionAsker {
  /// The most characters of a typed (not code) answer that are graded and stored: far more than a
  /// spoken answer of several minutes (about 750 words, 4,500 characters), so a real answer never
  /// meets it; a pasted megabyte is cut here instead of holding the grader for minutes (session
  /// 44's tryout: 91 s for 1 MB without a full stop) and filling the progress file.
  public static let answerLimit = 10_000

  /// `text` cut to `answerLimit` characters (with a note saying so) for a short, output or
  /// explain question; code is compiled whole.
  func capped(_ text: String, _ question: Question) -> String {
    guard question.type != .code, text.utf8.count > Self.answerLimit else { return text }
    let count = text.count
    guard count > Self.answerLimit else { return text }
    console.writeLine(
      "Your answer is \(Self.grouped(count)) characters; the first \(Self.grouped(Self.answerLimit)) "
        + "are graded and kept.", style: .warning)
    return String(text.prefix(Self.answerLimit))
  }

  /// `1048576` as "1,048,576".
  static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// A code answer right on attempt 2 or later: half the points, rated Hard.
  static func laterAttempt(_ outcome: Outcome, attempt: Int) -> Outcome {
    var later = outcome
    later.credit = min(outcome.credit, 0.5)
    later.rating = .hard
    later.feedback.summary = "Right on attempt \(attempt)."
    return later
  }

  /// Why an empty `short` or `output` answer is asked again (never graded and recorded as a miss),
  /// or nil when `text` is not empty (or the question's expected output is itself empty).
  static func emptyAnswerNote(_ question: Question, _ text: String) -> String? {
    guard text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
    switch question.type {
    case .short:
      return "Nothing typed: type your answer (or :hint, :skip to see it)."
    case .output where !(question.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
      return "Nothing typed: type the lines the program prints, then '.' (or :skip to see them)."
    default:
      return nil
    }
  }
}
