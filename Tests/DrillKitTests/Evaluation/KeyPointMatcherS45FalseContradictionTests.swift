import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A swap standing alone (session 45, s45-falsecontra; docs/evaluation.md): subjects that trade
/// their claims (`roles`) or a rival's claim where no clause states the point (`rival`), in an
/// answer that credits another point and contradicts none in any other way, is not told as the
/// opposite. A right answer that describes the client's side of an exchange, or `unowned` in its
/// own right, was told it said the opposite of the point on the server's side or on `weak`. The
/// same swap in an answer that credits nothing, in an answer of one sentence, or beside another
/// contradiction, still stands.
/// The answers are invented, not from the labelled sets.
@Suite struct KeyPointMatcherS45FalseContradictionTests {
  static let sequence = [
    "The server gives every message an increasing sequence number.",
    "The client keeps the sequence number of the last message it applied.",
    "A message with a number at or below the last applied one is a duplicate and is dropped.",
    "After a reconnect the client asks the server for the messages after its last number.",
  ]
  static let cycles = [
    "ARC frees an object when its strong reference count reaches zero.",
    "Two objects that hold each other strongly form a cycle and are never freed.",
    "`weak` is for a reference whose target may go away first; it is optional and becomes nil.",
    "`unowned` is for a target that always outlives the reference.",
  ]

  static func checks(_ points: [String], _ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(points, against: answer, lexicon: .bundled)
  }

  /// A right answer on the client's side, or on `unowned`: the point it leaves out (the server's
  /// numbering, `weak`) is not contradicted, and the points it states are credited.
  @Test(arguments: [
    (
      sequence,
      "The client keeps the sequence number of the last message it applied. A message at or below it is a "
        + "duplicate that gets dropped.",
      0, [1]
    ),
    (
      sequence,
      "The client keeps the number of the last message it applied. Any message at or below that number is a "
        + "duplicate, so it is dropped.",
      0, [1, 2]
    ),
    (
      cycles,
      "ARC frees an object once its strong count reaches zero. Two objects that hold each other strongly make a "
        + "cycle, so neither is ever freed. Unowned is for when the other object always outlives this reference.",
      2, [0, 1, 3]
    ),
  ])
  func aLoneSwapInARightAnswerIsNotTheOpposite(points: [String], answer: String, left: Int, stated: [Int]) {
    let checks = Self.checks(points, answer)
    expectTrue(!checks[left].contradicted, "\(answer): \(checks[left])")
    for index in stated {
      expectTrue(checks[index].credited, "\(answer): \(checks[index])")
    }
  }

  /// The same swaps in an answer that credits no point: still the opposite.
  @Test(arguments: [
    (sequence, "The client gives every message an increasing sequence number.", 0),
    (cycles, "Weak is for a target that always outlives the reference.", 3),
    (cycles, "Unowned is optional and becomes nil when its target goes away.", 2),
  ])
  func aSwapInAnAnswerThatCreditsNothingStands(points: [String], answer: String, index: Int) {
    let check = Self.checks(points, answer)[index]
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// The same swaps said in one sentence with a point it credits: the answer's one claim, still the
  /// opposite.
  @Test(arguments: [
    (
      sequence,
      "The client gives every message an increasing sequence number and keeps the sequence number of the last "
        + "message it applied.",
      0
    ),
    (
      sequence,
      "The client keeps the sequence number of the last message it applied, and the client gives every message "
        + "an increasing sequence number.",
      0
    ),
    (
      cycles,
      "ARC frees an object once its strong count reaches zero, and unowned is optional and becomes nil when its "
        + "target goes away.",
      2
    ),
    (
      cycles,
      "Two objects that hold each other strongly form a cycle and are never freed, and weak is for a target that "
        + "always outlives the reference.",
      3
    ),
  ])
  func aSwapInOneSentenceWithACreditedPointStands(points: [String], answer: String, index: Int) {
    let checks = Self.checks(points, answer)
    expectTrue(checks[index].contradicted, "\(answer): \(checks[index])")
    expectTrue(checks.contains(where: \.credited), "\(answer): \(checks)")
  }

  /// A rival's claim beside other contradictions (a denial of the cycle, of ARC's rule): it stands.
  @Test func aSwapBesideAnotherContradictionStands() {
    let answer =
      "ARC never frees an object while its strong count is above zero. Two objects that hold each other strongly "
      + "never form a cycle. Unowned is optional and becomes nil when its target goes away."
    let checks = Self.checks(Self.cycles, answer)
    expectTrue(checks[1].contradicted, "\(answer): \(checks[1])")
    expectTrue(checks[2].contradicted, "\(answer): \(checks[2])")
  }

  /// A point `withhold` held back for the swap's sake is credited again when the swap is withdrawn:
  /// an answer that contradicts nothing holds no point back ("not counted: you said the opposite of
  /// other points" beside no opposite at all).
  @Test func aPointHeldBackForAWithdrawnSwapIsCredited() {
    var held = KeyPointCheck(point: "b", touched: true, evidence: "b")
    held.withheld = true
    var checks = [
      KeyPointCheck(point: "a", touched: true, evidence: "a"), held,
      KeyPointCheck(point: "c", touched: false, contradiction: "c"),
    ]
    var signals = [KeyPointSignals](repeating: KeyPointSignals(), count: 3)
    signals[1].withheld = true
    signals[2].contradiction = .roles
    KeyPointMatcher.withdrawLoneSwaps(&checks, &signals, sentences: 2)
    expectTrue(!checks[2].contradicted, "the lone swap is withdrawn")
    expectTrue(checks[1].credited, "the point held back for its sake is credited")
    expectTrue(!signals[1].withheld)
    expectEqual(checks.map(\.credited), [true, true, false])
  }
}
