import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// The statement-level matcher on the examples of issue 23.
@Suite struct KeyPointMatcherTests {
  static let lexicon = GradingLexicon.bundled

  static func credited(_ point: String, _ answer: String, notes: KeyPointNotes = KeyPointNotes())
    -> KeyPointCheck
  {
    KeyPointMatcher.check([point], notes: [notes], against: answer, lexicon: lexicon)[0]
  }

  @Test func theBundledLexiconIsFoundAndHasNoProblems() {
    expectTrue(!Self.lexicon.negations.isEmpty)
    expectTrue(Self.lexicon.problems.isEmpty, "\(Self.lexicon.problems)")
  }

  @Test(arguments: [
    ("Structs are copied when assigned", "assigning a struct copies it"),
    ("Classes share one instance by reference", "a class is shared by reference"),
    ("extensions cannot add stored properties", "extensions can add computed but not stored properties"),
    (
      "weak references become nil when the object is freed",
      "a weak reference goes nil once the object is deallocated"
    ),
    (
      "closures are non-escaping by default",
      "so basically, by default Swift assumes the closure is used up before the function returns"
    ),
  ])
  func creditsAStatementSaidInOtherWords(point: String, answer: String) {
    let check = Self.credited(point, answer)
    expectTrue(check.credited, "\(check)")
    expectTrue(check.evidence != nil)
  }

  @Test(arguments: [
    ("weak references become nil when the object is freed", "unowned is the one that becomes nil"),
    ("Classes share one instance by reference", "structs are values"),
    ("`T?` is `Optional<T>`, an enum with `.some(T)` and `.none`", "an optional may hold a value or nil"),
  ])
  func doesNotCreditAnotherSubjectOrMissingWords(point: String, answer: String) {
    expectTrue(!Self.credited(point, answer).credited)
  }

  @Test(arguments: [
    ("weak references must be optional", "weak references must be non-optional"),
    ("a weak reference does not keep the object alive", "weak keeps the object alive"),
    ("structs are copied on assignment", "structs are never copied on assignment"),
    ("extensions cannot add stored properties", "extensions can add stored properties"),
  ])
  func aClauseSayingTheOppositeIsAContradictionAndIsShown(point: String, answer: String) {
    let check = Self.credited(point, answer)
    expectTrue(!check.credited)
    expectTrue(check.contradicted)
    expectEqual(check.contradiction, answer)
  }

  @Test func theClaimSaidAboutARivalSubjectContradicts() {
    let point = "weak references become nil when the object is freed"
    let swapped = Self.credited(point, "unowned references become nil when the object is freed")
    expectTrue(swapped.contradicted)
    // The rival's own, true property says nothing about the point.
    expectEqual(
      Self.credited("weak references must be optional", "unowned references are non-optional"),
      KeyPointCheck(point: "weak references must be optional", touched: false))
  }

  @Test func aPointOfTwoPartsIsJudgedPartByPart() {
    let point = "Structs are copied on assignment; classes share one instance"
    // Both parts said in one sentence: each claim is read next to its own subject.
    expectTrue(Self.credited(point, "Structs get copied on assignment, classes share one instance").credited)
    // One part said, the other denied: the denial costs the point.
    let denied = Self.credited(point, "Structs get copied on assignment. Classes never share an instance.")
    expectEqual(denied.contradiction, "Classes never share an instance")
    // The subjects swapped.
    expectTrue(
      Self.credited(point, "Classes get copied on assignment, structs share one instance").contradicted)
    // One part of two is not the point.
    expectTrue(!Self.credited(point, "Structs get copied on assignment.").touched)
  }

  @Test func claimsSaidOfTheOtherRivalInOneSentenceSwapTheSubjects() {
    let point = "Default to a struct; use a class only when you need its features"
    let swapped = Self.credited(
      point, "I'd default to a class and only use a struct when I need its features")
    expectTrue(swapped.contradicted, "\(swapped)")
    let right = Self.credited(point, "I'd default to a struct and only use a class when I need its features")
    expectTrue(right.credited, "\(right)")
  }

  @Test func rivalsNamedInTheQuestionAsCodeAreReadAsTerms() {
    // `some` and `any` are stop words, except where the question quotes them as code.
    let point = "`some` = one fixed concrete type, hidden; `any` = a box for any conforming type."
    expectTrue(
      Self.credited(point, "any is one fixed concrete type, and some is a box for any conforming type")
        .contradicted)
    expectTrue(
      Self.credited(
        point, "some is one fixed concrete type, hidden, and any is a box for any conforming type"
      ).credited)
  }

  @Test(arguments: [
    ("`??` supplies a default", "The double question mark force-unwraps rather than supplying a default"),
    (
      "Suspending frees the thread instead of blocking it",
      "suspending blocks the thread instead of freeing it"
    ),
  ])
  func whatFollowsRatherThanOrInsteadOfIsDenied(point: String, answer: String) {
    let check = Self.credited(point, answer)
    expectTrue(!check.credited, "\(check)")
  }

  @Test func aPointSpreadOverTheClausesOfOneSentenceIsCredited() {
    let check = Self.credited(
      "Structs copy on assignment", "when you assign a struct, so basically everybody gets their own copy")
    expectTrue(check.credited, "\(check)")
  }

  @Test func aPointThatSaysAWordBothWaysIsNotContradictedByIt() {
    let check = Self.credited(
      "Copies share the same captured variables", "copies share the same captured variables")
    expectTrue(check.credited, "\(check)")
  }

  @Test func aRivalsClaimDoesNotCostAPointAnotherClauseStates() {
    let point = "weak references become nil when the object is freed"
    let check = Self.credited(
      point,
      "A weak reference becomes nil when the object is freed. Unowned becomes nil too when it is freed.")
    expectTrue(check.credited, "\(check)")
  }

  @Test func theSubjectSaidAsItsOppositeIsAnotherSubject() {
    // "optional" is not "non-optional": the clause says nothing of the point either way.
    let check = Self.credited("Non-optional types can never hold `nil`", "Optional types can hold nil")
    expectTrue(!check.touched)
    expectTrue(!check.contradicted)
  }

  /// A negation governs its own clause's words: not a subordinate clause, not another
  /// subject's clause, not an aside in parentheses (the bank's audit, issue 23).
  @Test(arguments: [
    (
      "A hang is when the app does not respond because the main thread is busy",
      "A hang is a period when the app does not respond to the user because the main thread is busy."
    ),
    (
      "An active app is in the foreground and receives events",
      "An active app is in the foreground and receives events. An inactive app is in the foreground but does not receive events."
    ),
    (
      "A publisher declares an `Output` type and a `Failure` type",
      "A publisher declares two types: its `Output` (the values it sends) and its `Failure` (the error it can end with, `Never` if it cannot fail)."
    ),
  ])
  func aNegationInAnotherClaimDoesNotContradict(point: String, answer: String) {
    let check = Self.credited(point, answer)
    expectTrue(check.credited, "\(check)")
  }

  @Test func theSameClaimDeniedStillContradicts() {
    expectTrue(
      Self.credited(
        "An active app is in the foreground and receives events", "An active app does not receive events"
      ).contradicted)
    expectTrue(
      Self.credited(
        "A publisher declares a `Failure` type",
        "A publisher does not declare a `Failure` type (it cannot fail)"
      ).contradicted)
  }

  @Test func anEllipticClauseQuotesTheClauseItTakesItsSubjectFrom() {
    let check = Self.credited(
      "extensions cannot add stored properties", "extensions can add computed but not stored properties")
    expectEqual(check.evidence, "extensions can add computed but not stored properties")
  }

  /// "unlike X" compares with another subject: what follows is said of X, positively, and is
  /// not the opposite of the clause it is attached to (found trying a mock interview).
  @Test func aComparisonWithAnotherSubjectIsNotAContradiction() {
    let answer =
      "A macro expands at compile time into new code; it is checked by the compiler, "
      + "unlike a function which runs at run time"
    let check = Self.credited("Macros expand into Swift code at compile time", answer)
    expectTrue(check.credited && !check.contradicted, "\(check)")
    // Not credited with a point it never made (the `#name` spelling).
    expectTrue(
      !Self.credited(
        "You write a macro as #name(…) in code or as an @Name attribute on a declaration", answer
      ).touched)
    let copied = Self.credited(
      "structs are copied on assignment", "Unlike classes, structs are copied on assignment")
    expectTrue(copied.credited && !copied.contradicted, "\(copied)")
    // Said of the compared subject, positively.
    let shared = Self.credited(
      "classes are shared by reference", "a struct is copied, unlike a class, which is shared")
    expectTrue(shared.credited && !shared.contradicted, "\(shared)")
    // The comparison does not hide a real denial.
    let denied = Self.credited(
      "structs are copied on assignment", "unlike classes, structs are not copied on assignment")
    expectTrue(denied.contradicted, "\(denied)")
  }

  @Test func aContradictionCostsThePointEvenWhenAnotherClauseTouchedIt() {
    let check = Self.credited(
      "structs are copied on assignment",
      "structs are copied on assignment. Structs are not copied on assignment.")
    expectTrue(check.touched)
    expectTrue(!check.credited)
  }

  @Test func anAuthoredAlternativeIsCreditedAndAWrongClaimContradicts() {
    let notes = KeyPointNotes(also: ["a weak var is zeroed on deallocation"], wrong: ["unowned becomes nil"])
    let point = "weak references become nil when the object is freed"
    expectTrue(Self.credited(point, "a weak var is zeroed on deallocation", notes: notes).credited)
    let wrong = Self.credited(point, "Unowned becomes nil, I think.", notes: notes)
    expectEqual(wrong.contradiction, "Unowned becomes nil")
  }

  @Test func spokenFillersDoNotStopACredit() {
    let check = Self.credited(
      "structs are copied when assigned", "Right, so basically assigning a struct copies it")
    expectTrue(check.credited)
  }

  @Test func theSuggestedRatingFollowsTouchedMinusContradicted() {
    let touched = KeyPointCheck(point: "a", touched: true, evidence: "a")
    let contradicted = KeyPointCheck(point: "b", touched: false, contradiction: "not b")
    expectEqual(Evaluator.suggestedRating([touched, touched]), .good)
    expectEqual(Evaluator.suggestedRating([touched, contradicted]), .again)
    expectEqual(Evaluator.suggestedRating([touched, touched, touched, contradicted]), .hard)
    // Four in five is good; three of four is not (session 45's tryout, finding 8).
    let unsaid = KeyPointCheck(point: "c", touched: false)
    expectEqual(Evaluator.suggestedRating([touched, touched, touched, touched, unsaid]), .good)
    expectEqual(Evaluator.suggestedRating([touched, touched, touched, unsaid]), .hard)
    expectEqual(Evaluator.suggestedRating([touched, touched, touched, touched, contradicted]), .hard)
    expectEqual(Evaluator.suggestedRating(Array(repeating: touched, count: 5) + [unsaid]), .good)
  }

  @Test(arguments: [("copies", "copi"), ("copied", "copi"), ("copying", "copi"), ("classes", "class")])
  func stemsThroughSnowball(word: String, stem: String) {
    expectEqual(SnowballStemmer().stem(word), stem)
  }
}
