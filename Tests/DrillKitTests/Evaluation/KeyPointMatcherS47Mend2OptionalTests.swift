import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Session 47's review, finding 3, mended (s47-mend2; docs/evaluation.md): the `T?` rule glued a
/// question that ends in a capitalised word to the answer after it ("… in Swift? no, …"), so the
/// learner's "no" negated their own correction. A `?` before an answer word
/// (`StatementReader.answerWords`) ends its sentence; `T?` before what it does ("Int? can hold …")
/// is still one sentence.
///
/// Besides the review's repro, the answers are invented, not from the labelled sets.
@Suite struct KeyPointMatcherS47Mend2OptionalTests {
  /// A question before an answer word is a sentence of its own, its `?` no type.
  @Test(arguments: [
    "Is it a Class? no, it is a struct.",
    "Can you call it from any thread in Swift? no, it must run on the main thread.",
    "Does it run on the MainActor? yes, all UI updates run there.",
    "Is a Set ordered like an Array? nope, it has no order.",
  ])
  func aQuestionBeforeAnAnswerWordEndsItsSentence(text: String) {
    let sentences = KeyPointMatcherS47FalseOppositeTests.sentences(text)
    expectEqual(sentences.count, 2, "\(text): \(sentences)")
    expectTrue(!sentences.joined().contains("optional"), "\(text): \(sentences)")
  }

  /// The rule still reads `T?` before what it does as one sentence.
  @Test(arguments: [
    ("Int? can hold nil", [["int", "optional", "can", "hold", "nil"]]),
    ("String? means a String or nil", [["string", "optional", "means", "a", "string", "or", "nil"]]),
  ])
  func anOptionalTypeBeforeAVerbStaysOneSentence(text: String, expected: [[String]]) {
    expectEqual(KeyPointMatcherS47FalseOppositeTests.sentences(text), expected, "\(text)")
  }

  /// The review's `try` repro: the learner's correction after the question is credited, not
  /// negated by the "no" glued to it.
  @Test func aCorrectionAfterAQuestionIsCredited() {
    let answer = "Is a struct shared like a Class? no, struct copies are independent."
    let check = KeyPointMatcher.check(["Struct copies are independent"], against: answer, lexicon: .bundled)[
      0]
    expectTrue(check.credited, "\(check)")
  }

  /// The byte, scalar and character readings agree on the new shapes.
  @Test func everyReadingAgrees() {
    let texts = [
      "Is it a Class? no, it is. In Swift? No. MainActor? yes, Int? can hold nil. Int? not really",
      "Café? nope. Ünïcode? yes, String? means. É? because Int? so Int? sometimes",
    ]
    StatementReaderCapitalWordTests.expectEveryReadingAgrees(texts)
  }
}
