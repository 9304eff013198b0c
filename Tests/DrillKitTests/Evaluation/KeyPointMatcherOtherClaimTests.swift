import DrillKitTesting
import Testing

@testable import DrillGrading

/// Another claim said of the point's own subject and relation (docs/evaluation.md, session 35,
/// s35-grading106; `KeyPointMatcher+OtherClaims.swift`): in an answer that contradicts a point,
/// two points or more touched only where a clause names their subject in the point's words and then
/// puts a value of its own in the point's place are not credited there.
@Suite struct KeyPointMatcherOtherClaimTests {
  static let loops = [
    "Each event loop is one thread that serves many connections, usually one event loop per CPU core.",
    "A connection's `Channel` belongs to one event loop for its whole life.",
    "A blocking call on an event loop stalls every connection on that loop.",
    "Blocking work moves off the event loop, for example to `NIOThreadPool`.",
    "Calling `wait()` on a future from an event loop deadlocks, so NIO traps on it.",
  ]
  static let prompt =
    "A SwiftNIO-based server gets slow for every client whenever one endpoint reads a large file with "
    + "`Data(contentsOf:)`. Explain how NIO's event loops work and why that happens."
  /// heldout14's wrong-reuse answer, its sentences as the writer gave them.
  static let channel =
    "A connection's Channel moves between event loops to balance the load, hopping to whichever loop is free."
  static let blocking =
    "A blocking call on an event loop only stalls the one connection that made it; the others keep going."
  static let waiting =
    "And calling `wait()` on a future from an event loop is the recommended way to get its result; NIO allows it."

  static func check(_ answer: String, siblings: Bool = true) -> [KeyPointCheck] {
    KeyPointMatcher.judged(
      loops, against: answer, prompt: prompt, lexicon: .bundled, withdrawsSiblings: siblings
    ).checks
  }

  /// The channel "moves between event loops" and `wait()` "is the recommended way": each keeps its
  /// point's subject and relation and says another value, and the answer contradicts the third
  /// point. Both were credited before session 35.
  @Test func twoOtherClaimsBesideAContradictionAreNotCredited() {
    let checks = Self.check([Self.channel, Self.blocking, Self.waiting].joined(separator: " "))
    expectTrue(checks[2].contradicted, "\(checks[2])")
    expectTrue(!checks[1].credited, "\(checks[1])")
    expectTrue(!checks[4].credited, "\(checks[4])")
  }

  /// Without a contradiction in the answer, a clause that names the subject and says more in its own
  /// words is how an expert paraphrases: the channel's stays credited. The `wait()` sentence echoes
  /// its point's opening word for word ("calling `wait()` on a future from an event loop") and says
  /// none of the rest: since session 52 (s52-census) that is not credited, nor contradicted.
  @Test func withoutAContradictionTheTouchesStayButAnEcho() {
    let checks = Self.check([Self.channel, Self.waiting].joined(separator: " "))
    expectTrue(checks[1].credited, "channel: \(checks[1])")
    expectTrue(!checks[4].credited && !checks[4].contradicted, "wait: \(checks[4])")
  }

  /// One such point is not enough: the answer must do it for two.
  @Test func oneOtherClaimIsNotEnough() {
    let checks = Self.check([Self.channel, Self.blocking].joined(separator: " "))
    expectTrue(checks[2].contradicted, "\(checks[2])")
    expectTrue(checks[1].credited, "\(checks[1])")
  }

  /// The bank's audit (no sibling rules) reads no other claim: the channel's sentence is credited as
  /// before; the `wait()` sentence, an echo of its point's opening (session 52, s52-census), is not
  /// credited, sibling rules or not.
  @Test func theAuditReadsNoOtherClaim() {
    let checks = Self.check(
      [Self.channel, Self.blocking, Self.waiting].joined(separator: " "), siblings: false)
    expectTrue(checks[1].credited, "channel: \(checks[1])")
    expectTrue(!checks[4].credited && !checks[4].contradicted, "wait: \(checks[4])")
  }

  /// heldout14's expert answer says the points in its own words beside their subjects: every one
  /// is credited.
  @Test func anExpertParaphraseKeepsItsPoints() {
    let answer =
      "NIO runs a small group of event loops, typically as many as you have cores, and each loop is a single "
      + "thread that juggles lots of sockets. When a connection comes in, its Channel is pinned to one of those "
      + "loops and stays there until it closes. A blocking call on an event loop stalls every connection on "
      + "that loop. The fix is to push that work off the loop, like NIO's `NIOThreadPool`. And calling `.wait()` "
      + "on a future while you're on an event loop deadlocks, and NIO detects it and traps."
    let checks = Self.check(answer)
    expectTrue(checks.allSatisfy(\.credited), "\(checks)")
  }
}
