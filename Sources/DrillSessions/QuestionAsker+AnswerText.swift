import DrillContent
import DrillEvaluation
import DrillSupport
import Foundation

/// What is done with an answer's text before it is graded: cut to the limit, an empty one asked
/// again, a later attempt's credit.
extension QuestionAsker {
  /// The most characters of a typed (not code) answer that are graded and stored
  /// (`AnswerCut.characters`).
  public static let answerLimit = AnswerCut.characters

  /// The most UTF-8 bytes of a graded answer (`AnswerCut.bytes`).
  public static let answerByteLimit = AnswerCut.bytes

  /// `text` cut as `AnswerCut.cut` cuts it, with a note saying so, for a short, output or explain
  /// question; code is compiled whole.
  func capped(_ text: String, _ question: Question) -> String {
    guard question.type != .code else { return text }
    let (kept, limit) = AnswerCut.cut(text)
    switch limit {
    case nil: break
    case .bytes(let count):
      console.writeLine(
        "Your answer is \(count.groupedDigits) bytes; the first "
          + "\(Self.answerByteLimit.groupedDigits) are graded and kept.", style: .warning)
    case .characters(let count):
      console.writeLine(
        "Your answer is \(count.groupedDigits) characters; the first \(Self.answerLimit.groupedDigits) "
          + "are graded and kept.", style: .warning)
    }
    return kept
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
