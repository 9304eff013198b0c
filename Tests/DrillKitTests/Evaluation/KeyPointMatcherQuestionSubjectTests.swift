import DrillKitTesting
import Testing

@testable import DrillGrading

/// An answer that opens with a pronoun ("It's …", "They're …") is about what the question asks
/// about: its first clause takes its subject from the prompt, for a point about the first of the
/// points' subjects the prompt names (docs/evaluation.md, session 32, s32-grading92;
/// `KeyPointMatcher+Pronouns.swift`).
@Suite struct KeyPointMatcherQuestionSubjectTests {
  static let closures = "Are closures value types or reference types? Show what follows from the answer."
  static let explosion =
    "What is \"thread explosion\" in GCD, what causes it, and how does Swift concurrency avoid it?"
  static let explosionPoints = [
    "Thread explosion is GCD creating far more threads than cores",
    "Swift concurrency uses a cooperative pool of about one thread per core",
  ]

  /// The pronoun stands for the question's subject (heldout22 `closures-reference-types`,
  /// `oop-or-functional`): credited with the prompt, not said without it, as before session 32.
  @Test(arguments: [
    (Self.closures, "Closures are reference types", "They're reference types."),
    (
      "Is Swift object-oriented or functional?",
      "Swift is multi-paradigm: object-oriented and functional features side by side",
      "It's both, really, it mixes OOP and functional, you get both styles side by side."
    ),
  ])
  func aPronounOpeningTheAnswerStandsForTheQuestionsSubject(prompt: String, point: String, answer: String) {
    let lent = KeyPointMatcher.check([point], against: answer, prompt: prompt, lexicon: .bundled)[0]
    expectTrue(lent.credited, "\(lent)")
    let alone = KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
    expectTrue(!alone.credited, "\(alone)")
  }

  /// The prompt names two subjects; "It" is the first one's (heldout2 `thread-explosion`): the
  /// point about Swift concurrency takes nothing from the question.
  @Test func onlyThePromptsFirstSubjectIsLent() {
    let checks = KeyPointMatcher.check(
      Self.explosionPoints, against: "It's when GCD makes many more threads than you have cores.",
      prompt: Self.explosion, lexicon: .bundled)
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(!checks[1].credited, "\(checks[1])")
  }

  /// The question lends to a touch only: a clause that says the claim the other way is no
  /// contradiction of a subject it never names.
  @Test func theQuestionLendsNoContradiction() {
    let check = KeyPointMatcher.check(
      ["Closures are reference types"], against: "They're not reference types, they're copied.",
      prompt: Self.closures, lexicon: .bundled)[0]
    expectTrue(!check.contradicted && !check.credited, "\(check)")
  }

  /// Only the answer's first clause: a pronoun opening a later sentence takes its subject from
  /// the answer, not from the question.
  @Test func aLaterPronounTakesNothingFromTheQuestion() {
    let check = KeyPointMatcher.check(
      ["Closures are reference types"], against: "Structs are copied on assignment. They're reference types.",
      prompt: Self.closures, lexicon: .bundled)[0]
    expectTrue(!check.credited, "\(check)")
  }
}
