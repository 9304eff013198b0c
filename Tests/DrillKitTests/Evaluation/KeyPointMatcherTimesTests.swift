import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A point that says a thing happens once is not stated by a sentence that says it happens again
/// and again, and the other way round: docs/evaluation.md, "Session 22 (s22-grading37)".
@Suite struct KeyPointMatcherTimesTests {
  /// "every time", "many times" for "only once", "once at startup": said the other way.
  @Test func againAndAgainForOnceContradicts() {
    let prompt = checkPoint(
      "The system shows the location prompt only once, and asking again shows nothing.",
      "The system shows the location prompt every time you ask, and asking again shows it.")
    expectTrue(prompt.contradicted, "\(prompt)")
    expectTrue(!prompt.credited, "\(prompt)")
    let backend = checkPoint(
      "The application chooses the logging backend once at startup with `LoggingSystem.bootstrap`.",
      "The application can choose the logging backend many times with LoggingSystem.bootstrap.")
    expectTrue(backend.contradicted, "\(backend)")
  }

  /// "exactly once", "register once" for "on every iteration", "on every launch".
  @Test func onceForAgainAndAgainContradicts() {
    let lazy = checkPoint(
      "The closures of a lazy collection run again on every iteration.",
      "The closures of a lazy collection run exactly once.")
    expectTrue(lazy.contradicted, "\(lazy)")
    let token = checkPoint(
      "The token can change, so the app registers on every launch and updates the server.",
      "The token never changes, so the app registers once and updates the server.")
    expectTrue(token.contradicted, "\(token)")
  }

  /// `once` as a conjunction, a rate, `one-time` as a kind, a denied time, a time in a relative
  /// clause, and a point that says both leave the point stated.
  @Test func timesThatAreNotTheClaimLeaveThePointStated() {
    let conjunction = checkPoint(
      "The appearance methods run each time the screen is shown.",
      "The appearance methods run each time the screen is shown, once the view has loaded.")
    expectTrue(conjunction.credited, "\(conjunction)")
    let rate = checkPoint(
      "One run of a test plan runs the tests once for each configuration.",
      "One run of the plan runs every test once per configuration, so two configurations run the suite twice."
    )
    expectTrue(rate.credited, "\(rate)")
    expectTrue(!rate.contradicted, "\(rate)")
    let kind = checkPoint(
      "The appear and disappear methods can run many times.",
      "The appear and disappear methods run many times, so one-time setup does not belong in them.")
    expectTrue(kind.credited, "\(kind)")
    let denied = checkPoint(
      "The system shows the location prompt only once.",
      "The system shows the location prompt only once, not every time you ask.")
    expectTrue(denied.credited, "\(denied)")
    let relative = checkPoint(
      "Each `passRetained` is balanced exactly once by `takeRetainedValue()`.",
      "Each passRetained is balanced exactly once by takeRetainedValue(), even for a callback that ran many times."
    )
    expectTrue(relative.credited, "\(relative)")
    expectTrue(!relative.contradicted, "\(relative)")
    let both = checkPoint(
      "The decision handler must be called exactly once on every path.",
      "The decision handler must be called exactly once.")
    expectTrue(!both.contradicted, "\(both)")
  }

  /// The times read, and whether each is said in a condition or a relative clause.
  @Test func timesAreRead() {
    let read = KeyPointMatcher.times(
      in:
        "it runs once at launch, more than once, at once, once the view loads, every single time, if called many times"
    )
    expectEqual(read.map(\.times), [.once, .repeatedly, .repeatedly, .repeatedly])
    expectEqual(read.map(\.inClause), [false, false, false, true])
  }
}
