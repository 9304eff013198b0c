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

  /// The most UTF-8 bytes of a graded answer: four a character of `answerLimit`, more than 10,000
  /// characters of any script take. Marks stacked on one letter are one character however many
  /// there are: session 49's fuzzing found 150,000 accents on one `a` (300 KB) passed the
  /// character cut whole and held the grader about a second a key point.
  public static let answerByteLimit = 4 * answerLimit

  /// `text` cut to `answerLimit` characters, then to `answerByteLimit` bytes (at a scalar), with a
  /// note saying so, for a short, output or explain question; code is compiled whole.
  func capped(_ text: String, _ question: Question) -> String {
    guard question.type != .code, text.utf8.count > Self.answerLimit else { return text }
    let count = text.count
    let characters = count > Self.answerLimit ? String(text.prefix(Self.answerLimit)) : text
    if characters.utf8.count > Self.answerByteLimit {
      console.writeLine(
        "Your answer is \(Self.grouped(text.utf8.count)) bytes; the first "
          + "\(Self.grouped(Self.answerByteLimit)) are graded and kept.", style: .warning)
      return Self.prefix(characters, bytes: Self.answerByteLimit)
    }
    guard count > Self.answerLimit else { return text }
    console.writeLine(
      "Your answer is \(Self.grouped(count)) characters; the first \(Self.grouped(Self.answerLimit)) "
        + "are graded and kept.", style: .warning)
    return characters
  }

  /// The longest start of `text` of at most `limit` UTF-8 bytes that ends at a Unicode scalar.
  static func prefix(_ text: String, bytes limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var used = 0
    for scalar in text.unicodeScalars {
      used += UTF8.width(scalar)
      guard used <= limit else { break }
      scalars.append(scalar)
    }
    return String(scalars)
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
