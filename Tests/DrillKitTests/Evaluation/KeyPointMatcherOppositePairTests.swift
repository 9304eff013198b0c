import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Wrong answers credited (session 26, s26-grading61; docs/evaluation.md): lexicon opposites found
/// among the contradicted points the matcher credited. Each case contradicts a point with the
/// other word, and a near case that says the point's own word, or denies the other one, states it.
@Suite struct KeyPointMatcherOppositePairTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// Work run in parallel is the opposite of work run one at a time.
  @Test func serialTestsAreNoParallelTests() {
    let check = Self.check(
      "Swift Testing runs tests in parallel by default.", "Swift Testing runs tests serially by default.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func parallelIsNoOneAtATime() {
    let check = Self.check(
      "Tests that share a database go in one serialized suite, so they run one at a time.",
      "Tests that share a database should run in parallel.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// A denied opposite states the point: "never in parallel" is one at a time.
  @Test func neverInParallelIsOneAtATime() {
    let check = Self.check(
      "Tests that share a database run one at a time.", "Tests that share a database never run in parallel.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  @Test func notOneAtATimeIsInParallel() {
    let check = Self.check(
      "Swift Testing runs tests in parallel by default.",
      "By default Swift Testing doesn't run tests one at a time.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// A concurrent queue is a GCD kind set beside a serial one, not its opposite: a point that names
  /// both still reads their swap as a contradiction (with `concurrent` the opposite of `serial`, the
  /// point would say one concept both ways, and the swap would be credited).
  @Test func swappedQueueKindsStillContradict() {
    let check = Self.check(
      "The main queue is serial and the global queues are concurrent.",
      "The main queue is concurrent, while the global queues are serial.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// `one by one` is each on its own: "re-run one by one" is no claim that cases run one at a time.
  @Test func rerunOneByOneIsNoSerialRun() {
    let check = Self.check(
      "Cases run in parallel and can be re-run one by one.",
      "A loop is one test, and you cannot re-run just the failing one.")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// A rendering in full colour is the opposite of a monochrome one.
  @Test func fullColoursAreNoMonochromeImage() {
    let check = Self.check(
      "On the Lock Screen the system renders the widget as a desaturated, monochrome image.",
      "On the Lock Screen the widget keeps its full colours.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func aMonochromeImageIsStated() {
    let check = Self.check(
      "On the Lock Screen the system renders the widget as a desaturated, monochrome image.",
      "On the Lock Screen the system shows the widget as a monochrome image.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }
}
