import DrillKitTesting
import Testing

@testable import DrillGrading

/// A callback's name that differs from the point's only in the word saying when it runs
/// (`viewWillAppear` for `viewIsAppearing`) is another callback: docs/evaluation.md, "Session 33
/// (the lead)". Found trying a mock interview: "move the code to viewWillAppear, which runs after
/// every layout pass" was credited with "`viewIsAppearing` runs when the view has up-to-date traits".
@Suite struct KeyPointMatcherMomentNameTests {
  @Test func anotherMomentsCallbackDoesNotStateThePoint() {
    let will = checkPoint(
      "viewIsAppearing runs when the view has up-to-date traits and size",
      "I'd move the code to viewWillAppear, which runs after every layout pass.")
    expectTrue(!will.credited, "\(will)")
    let did = checkPoint("Start the timer in viewWillAppear", "The timer goes in viewDidAppear.")
    expectTrue(!did.credited, "\(did)")
  }

  /// The point's own callback, or its name in words, still states it.
  @Test func theSameCallbackStillStatesThePoint() {
    expectTrue(
      checkPoint(
        "viewIsAppearing runs when the view has up-to-date traits and size",
        "viewIsAppearing runs once the view has its up-to-date traits and size."
      ).credited)
    expectTrue(
      checkPoint(
        "viewWillAppear runs before the view is shown", "view will appear runs before the view is shown."
      )
      .credited)
  }

  /// Only the one word that says the moment: names that differ in another word, or in more, are
  /// read as before.
  @Test func onlyTheMomentWordMakesAnotherName() {
    expectTrue(StatementReader.swapsMoment(["view", "will", "appear"], ["view", "is", "appear"]))
    expectTrue(StatementReader.swapsMoment(["view", "did", "appear"], ["view", "will", "appear"]))
    expectTrue(!StatementReader.swapsMoment(["view", "will", "appear"], ["view", "will", "disappear"]))
    expectTrue(!StatementReader.swapsMoment(["view", "will"], ["view", "did"]))
    expectTrue(!StatementReader.swapsMoment(["task", "is", "cancel"], ["task", "was", "cancel"]))
  }
}
