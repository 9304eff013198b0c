import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A sentence that asks asserts nothing (session 48, s48-question; session 47's review, finding 4;
/// docs/evaluation.md): a candidate who asks the wrong claim back and answers it, "Is it true that
/// ⟨a `wrong:` line⟩? No, ⟨the point⟩.", was told "you said the opposite". A question's clauses
/// neither credit nor contradict a point (`StatementReader.asks`); a tag question ("…, right?")
/// asserts its statement, a question answered yes is asserted, and the "No" after a question
/// answers it without denying what follows.
///
/// The answers are invented, not from the labelled sets.
@Suite struct KeyPointMatcherS48QuestionTests {
  static let point = "A struct is copied when you assign it to another variable."
  static let wrong = "Assigning a struct shares one instance between both variables."
  static let notes = [KeyPointNotes(wrong: [wrong])]

  static func check(_ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], notes: notes, against: answer, lexicon: .bundled)[0]
  }

  /// The wrong claim asked back and answered: not the opposite, and the answer credited.
  @Test(arguments: [
    "Is it true that assigning a struct shares one instance between both variables? No, a struct is copied when you assign it to another variable.",
    "is it true that assigning a struct shares one instance between both variables in swift? No, a struct is copied when you assign it.",
    "Does assigning a struct share one instance between both variables? Nope, the struct is copied when you assign it to another variable.",
    "So is one instance shared between both variables when you assign a struct? Not really: a struct is copied when you assign it.",
  ])
  func theAskedBackWrongClaimIsNoOpposite(answer: String) {
    let check = Self.check(answer)
    expectTrue(!check.contradicted, "\(answer): \(check)")
    expectTrue(check.credited, "\(answer): \(check)")
  }

  /// A tag question asserts its statement: a wrong claim is still caught, a right one credited.
  @Test func aTagQuestionAssertsItsStatement() {
    let wrong = Self.check("Assigning a struct shares one instance between both variables, isn't it?")
    expectTrue(wrong.contradicted, "\(wrong)")
    let right = Self.check("A struct is copied when you assign it to another variable, right?")
    expectTrue(right.credited, "\(right)")
  }

  /// "Why? Because …" credits its answer; a question answered yes, or by `then` (a checklist: the
  /// question is its condition), is asserted, an aside of its own between.
  @Test(arguments: [
    "Is the struct assigned to another variable? Then it is copied.",
    "Is a struct (a value type) copied when you assign it to another variable? Yes, it is.",
    "Why? Because a struct is copied when you assign it to another variable.",
    "Is a struct copied when you assign it to another variable? Yes, that is the point of a value type.",
  ])
  func anAnsweredQuestionCredits(answer: String) {
    let check = Self.check(answer)
    expectTrue(check.credited, "\(answer): \(check)")
  }

  /// A question alone, the wrong claim asked, asserts nothing: neither credited nor contradicted.
  @Test func aQuestionAloneAssertsNothing() {
    let check = Self.check("Does assigning a struct share one instance between both variables?")
    expectTrue(!check.touched && !check.contradicted, "\(check)")
  }

  /// After the review (s48-mend1, finding 1): a right claim asked rhetorically or affirmed by a
  /// short answer is credited, and not told the opposite.
  @Test(arguments: [
    "Isn't it true that a struct is copied when you assign it to another variable?",
    "Isn't a struct copied when you assign it to another variable?",
    "Is it true that a struct is copied when you assign it to another variable? It is.",
    "Is a struct copied when you assign it to another variable? Of course.",
    "Is it true that a struct is copied when you assign it to another variable? True.",
    "Is it true that a struct is copied when you assign it to another variable? That's right.",
    "Is a struct copied when you assign it to another variable? Certainly.",
    "Does a struct get copied when you assign it to another variable? It does.",
    "What happens is a struct is copied when you assign it to another variable?",
    "Which means a struct is copied when you assign it to another variable?",
    "Did you know that a struct is copied when you assign it to another variable?",
  ])
  func aRightClaimAskedRhetoricallyOrAffirmedCredits(answer: String) {
    let check = Self.check(answer)
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }

  /// Session 48's review, finding 20: a right claim said as a question and answered yes, in each of
  /// the ways a learner says yes, is credited and not told the opposite (the rules pinned only
  /// "…, right?" and "Why? Because …" before).
  @Test(arguments: [
    "Is it true that a struct is copied when you assign it to another variable? Yes.",
    "Is a struct copied when you assign it to another variable? Yes.",
    "Is it true that a struct is copied when you assign it to another variable? Yep, it is.",
    "Is it true that a struct is copied when you assign it to another variable? Yeah.",
    "Is it true that a struct is copied when you assign it to another variable? Exactly.",
    "Is it true that a struct is copied when you assign it to another variable? Absolutely.",
    "Is it true that a struct is copied when you assign it to another variable? Correct.",
    "Is it true that a struct is copied when you assign it to another variable? Indeed.",
    "Is it true that a struct is copied when you assign it to another variable? Definitely.",
    "Is it true that a struct is copied when you assign it to another variable? Sure.",
    "Is it true that a struct is copied when you assign it to another variable? It is true.",
    "Is it true that a struct is copied when you assign it to another variable? That is correct.",
    "Does a struct get copied when you assign it to another variable? Yes, it does.",
    "Can a struct be copied when you assign it to another variable? It can.",
  ])
  func aRightClaimAskedAndAnsweredYesCredits(answer: String) {
    let check = Self.check(answer)
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }

  /// The wrong claim asked rhetorically or affirmed by a short answer is told the opposite; asked
  /// back and answered no (a negative question too), it is not.
  @Test(arguments: [
    ("Isn't it true that assigning a struct shares one instance between both variables?", true),
    ("Is it true that assigning a struct shares one instance between both variables? It is.", true),
    ("Is it true that assigning a struct shares one instance between both variables? Of course.", true),
    ("Is it true that assigning a struct shares one instance between both variables? That's right.", true),
    // Answered yes in other words (finding 20).
    ("Is it true that assigning a struct shares one instance between both variables? Yes.", true),
    ("Is it true that assigning a struct shares one instance between both variables? Exactly.", true),
    ("Does assigning a struct share one instance between both variables? Yes, it does.", true),
    (
      "Isn't it true that assigning a struct shares one instance between both variables? No, it is copied.",
      false
    ),
    ("Is it true that assigning a struct shares one instance between both variables? Of course not.", false),
    ("Is it true that assigning a struct shares one instance between both variables? It is not.", false),
  ])
  func theWrongClaimAskedRhetoricallyOrAffirmed(answer: String, contradicted: Bool) {
    let check = Self.check(answer)
    expectEqual(check.contradicted, contradicted, "\(answer): \(check)")
  }

  /// "X in Swift? no, …" and "X in swift? No, …" are graded the same (the review's finding 3):
  /// the question ends at its `?` whatever the capital before it.
  @Test(arguments: [
    ("in Swift? no,", "in swift? No,"), ("in Swift?", "in swift?"),
    ("like a Class? no,", "like a class? No,"),
  ])
  func theCapitalBeforeTheQuestionMarkChangesNothing(upper: String, lower: String) {
    let shape =
      "Is it true that assigning a struct shares one instance between both variables %@ a struct is copied when you assign it to another variable."
    let (first, second) = (
      Self.check(shape.replacingOccurrences(of: "%@", with: upper)),
      Self.check(shape.replacingOccurrences(of: "%@", with: lower))
    )
    expectEqual(first.credited, second.credited, "\(first) \(second)")
    expectEqual(first.contradicted, second.contradicted, "\(first) \(second)")
    expectTrue(first.credited && !first.contradicted, "\(first)")
  }

  /// Which sentences ask: opened by an auxiliary or a wh-word (lead-ins before it) and ended by `?`.
  @Test(arguments: [
    ("Is it true that a struct is shared?", true), ("So does it copy?", true),
    ("Why would you use it?", true),
    ("When does it copy?", true), ("Doesn't it copy?", true), ("Is it `Int?`", false),
    ("A struct is copied, right?", false), ("When you assign it, it is copied?", false),
    ("Is it true that it is shared.", false), ("It copies, doesn't it?", false),
    ("What happens is it copies?", false), ("Which means it copies?", false),
    ("What you get is Int?", false), ("Did you know that it copies?", false),
    ("What does it copy?", true), ("Which one is copied?", true), ("What is copied?", true),
  ])
  func whichSentencesAsk(text: String, asks: Bool) {
    let sentences = StatementReader.characterPieces(of: text, asides: false).map { piece in
      switch piece {
      case .sentence(let tokens): tokens
      }
    }
    expectEqual(sentences.count, 1, "\(text)")
    expectEqual(sentences.first.map { StatementReader.asks($0, in: text) }, asks, "\(text)")
  }

  /// In a question, `T?` before a word that says no act of a type ends the question; before one
  /// that does ("Can an Int? hold nil"), and outside a question, it is still the type.
  @Test(arguments: [
    (
      "Is a struct shared like a Class? struct copies are independent.",
      [["is", "a", "struct", "shared", "like", "a", "class"], ["struct", "copies", "are", "independent"]]
    ),
    ("Can an Int? hold nil?", [["can", "an", "int", "optional", "hold", "nil"]]),
    ("Int? can hold nil", [["int", "optional", "can", "hold", "nil"]]),
    ("A Class? struct copies", [["a", "class", "optional", "struct", "copies"]]),
  ])
  func anOptionalTypeInAQuestion(text: String, expected: [[String]]) {
    expectEqual(KeyPointMatcherS47FalseOppositeTests.sentences(text), expected, "\(text)")
  }

  /// The byte, scalar and character readings agree on questions and `T?` in them.
  @Test func everyReadingAgrees() {
    let texts = [
      "Is it a Class? struct copies. So can an Int? hold nil? Does Café? éclair. When is Ünïcode? no",
      "Est-ce Vrai? non. Why Int? because. Which É? it is. Is `Int?` an Int? maybe, And Int? means",
    ]
    StatementReaderCapitalWordTests.expectEveryReadingAgrees(texts)
  }
}
