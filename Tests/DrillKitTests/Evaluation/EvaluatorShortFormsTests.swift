import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation

/// Session 48's tryout, G8: short answers read as a fair examiner reads them. "0…4" (one ellipsis
/// character) is "0...4"; "the Content-Type header" answers "Which … header …?"; "Content Type"
/// is "Content-Type". No wrong answer becomes right: another header, another range, a noun the
/// question does not name stay wrong.
@Suite(.ownThreads) struct EvaluatorShortFormsTests {
  /// networking/content-type-header, as bundled.
  static let header = Question(
    localID: "content-type-header", packID: "networking", title: "Header",
    prompt: "You send a POST whose `httpBody` is JSON made by `JSONEncoder`. Which HTTP\n"
      + "request header tells the server how to read the body?",
    accept: [
      "`Content-Type`", "Content-Type", "`Content-Type: application/json`", "Content-Type: application/json",
    ])
  /// interview-written-beginner/range-for-loop's Accept list.
  static let range = Question(
    localID: "range-for-loop", packID: "interview-written-beginner", title: "Range",
    prompt: "Complete the modern version so that it prints `Hello!` five times with `i` going from 0 to 4.",
    accept: [
      "`0..<5`", "`0...4`",
      #"/(for (i|_) in )?\(? ?0 ?(\.\.< ?5|\.\.\. ?4) ?\)?( ?\{ ?print ?\( ?"hello!" ?\) ?\})?/"#,
    ])

  @Test(arguments: [
    ("the Content-Type header", true), ("Content Type", true), ("the Content Type header", true),
    ("The `Content-Type` header", true), ("a Content-Type header", true), ("content-type", true),
    ("the Accept header", false), ("Accept", false), ("Content-Type value", false),
    ("the Content-Length header", false), ("ContentType", false), ("the header", false),
    ("Content", false), ("Type", false),
  ])
  func headerAnswers(text: String, correct: Bool) {
    expectEqual(Evaluator(lexicon: .bundled).evaluate(Self.header, Response(text: text)).correct, correct)
  }

  @Test(arguments: [
    ("0\u{2026}4", true), ("0 \u{2026} 4", true), ("(0\u{2026}4)", true), ("0...4", true), ("0..<5", true),
    ("0\u{2026}5", false), ("1\u{2026}4", false), ("0\u{2026}<5", false), ("0\u{2026}", false),
    ("the 0..<4 range", false), ("0..<4", false),
  ])
  func rangeAnswers(text: String, correct: Bool) {
    expectEqual(Evaluator(lexicon: .bundled).evaluate(Self.range, Response(text: text)).correct, correct)
  }

  /// A trailing noun goes only when the prompt names it, and only one of the generic ones.
  @Test func readingsDropOnlyWhatThePromptNames() {
    expectEqual(
      AnswerMatcher.readings(of: "the map method", prompt: "Which method turns each element?"),
      ["the map method", "map method", "map"])
    expectEqual(
      AnswerMatcher.readings(of: "the map method", prompt: "What turns each element?"),
      ["the map method", "map method"])
    expectEqual(AnswerMatcher.readings(of: "map", prompt: "Which method?"), ["map"])
    expectEqual(AnswerMatcher.spacedHyphens("Content-Type"), "Content Type")
    expectEqual(AnswerMatcher.spacedHyphens("`Content-Type`"), nil)
    expectEqual(AnswerMatcher.spacedHyphens("x - 1"), nil)
  }
}
