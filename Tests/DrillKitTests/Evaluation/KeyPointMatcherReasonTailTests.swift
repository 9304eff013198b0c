import DrillKitTesting
import Testing

@testable import DrillGrading

/// A key point that ends in its reason ("…, because …", ", since the …", "… so that …") is
/// touched by its claim alone, said in full in a sentence that gives no other reason (session 39,
/// s39-grading122): terse and expert answers state the claim and leave the reason to the listener,
/// and the labellers count it. The figures: 11 right credits gained, 1 wrong.
@Suite struct KeyPointMatcherReasonTailTests {
  @Test func theClaimBeforeItsReasonIsCredited() {
    let dsym = "You keep every archive's dSYM, because a new build cannot match an old crash."
    let check = checkPoint(dsym, "Symbolication needs the dSYM. Archive every dSYM.")
    expectTrue(check.credited, "\(check)")
    // The learner is told what was left out: the reason.
    expectEqual(check.missing, ["because a new build cannot match an old crash"])
    let validate = "The app still validates the values, because a valid structure can hold wrong content."
    let still = checkPoint(validate, "The output matches the schema. And I still validate the values.")
    expectTrue(still.credited, "\(still)")
  }

  /// A reason of the sentence's own that says a word of the point's reason (not of its claim)
  /// is the point's reason in other words.
  @Test func aReasonInThePointsOwnTermsIsCredited() {
    let dsym = "You keep every archive's dSYM, because a new build cannot match an old crash."
    let check = checkPoint(dsym, "Archive every dSYM, since a crash only matches its own build.")
    expectTrue(check.credited, "\(check)")
  }

  @Test func aReasonOfItsOwnInTheClaimsSentenceIsNotCredited() {
    let dsym = "You keep every archive's dSYM, because a new build cannot match an old crash."
    let check = checkPoint(dsym, "Archive every dSYM, because disk space is cheap.")
    expectTrue(!check.credited, "\(check)")
    let validate = "The app still validates the values, because a valid structure can hold wrong content."
    let since = checkPoint(validate, "And I still validate the values, since the model is slow.")
    expectTrue(!since.credited, "\(since)")
  }

  /// Its subject and some of its words are not the claim ("Adding a case to an enum is fine" names
  /// the change, not that it breaks).
  @Test func aClaimSaidInPartIsNotCredited() {
    let enumCase =
      "Adding a case to a public enum is a breaking change, because exhaustive switches stop compiling."
    let fine = checkPoint(enumCase, "Adding a case to an enum is fine: a minor release.")
    expectTrue(!fine.credited, "\(fine)")
  }

  @Test func theReasonWordsOfAPoint() {
    let tail = KeyPointMatcher.reasonTail(
      "An app that must work offline keeps its own copy of the data, since the URL cache may be evicted.")
    expectEqual(tail?.claim, "An app that must work offline keeps its own copy of the data")
    expectEqual(tail?.reason, "the URL cache may be evicted.")
    expectEqual(
      KeyPointMatcher.reasonTail("Internationalization prepares the code so that it can be localized")?.claim,
      "Internationalization prepares the code")
    // `since` of a time, and a point that opens with its reason word, end in no reason.
    expectTrue(KeyPointMatcher.reasonTail("The modifier is deprecated since iOS 15.") == nil)
    expectTrue(KeyPointMatcher.reasonTail("Since iOS 17, the default animation is a spring.") == nil)
  }
}
