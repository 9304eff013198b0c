import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A restriction said to hold beyond itself (docs/evaluation.md, "Session 31 (s31-grading83)"): a
/// point that restricts its claim with `only` is contradicted by the sentence that states it when
/// that sentence extends the same claim (`every`, `all`, `any`, `both`, `always`, `whenever`,
/// `regardless`, `even`, `too` near the words around the point's `only`) and restricts nothing.
@Suite struct KeyPointMatcherOverreachTests {
  static let plugin = "A command plugin runs only when someone invokes it"
  static let testable = "It works only when the module was compiled with testing enabled"
  static let arc = "ARC manages only Swift objects"
  static let slicing = "A device downloads only the images for its own screen scale."

  /// The claim said past its restriction, by a universal, `regardless` or `too`: contradicted ("any
  /// Unicode text" quantifies another thing than `only`'s, so `misquantifies` does not read it).
  @Test func aRestrictedClaimSaidBeyondItContradicts() {
    let every = checkPoint(Self.plugin, "A command plugin runs during every build.")
    expectTrue(every.contradicted, "\(every)")
    expectTrue(!every.credited, "\(every)")
    let regardless = checkPoint(Self.testable, "It works regardless of how the module was compiled.")
    expectTrue(regardless.contradicted, "\(regardless)")
    let too = checkPoint(Self.arc, "ARC manages C allocations too.")
    expectTrue(too.contradicted, "\(too)")
    let any = checkPoint(
      "A fixed array of 26 counters only works for a known alphabet",
      "A fixed array of 26 counters works for any Unicode text.")
    expectTrue(any.contradicted, "\(any)")
  }

  /// A sentence that keeps a restriction (`only`, `just`), denies the extension, or quantifies
  /// another thing beside the restricted one said again still states the point.
  @Test func aKeptRestrictionStillStates() {
    let own = checkPoint(
      Self.plugin, "A command plugin runs only when someone invokes it, not during every build.")
    expectTrue(own.credited, "\(own)")
    let just = checkPoint(
      Self.arc, "ARC manages just Swift objects, so the caller frees all the memory C allocates.")
    expectTrue(just.credited, "\(just)")
    let denied = checkPoint(
      Self.slicing, "A device downloads the images for its own screen scale, not for every scale.")
    expectTrue(denied.credited, "\(denied)")
    let otherThing = checkPoint(
      "Code touches a context and its objects only inside its perform block",
      "You do all the work that touches a context and its objects inside its perform block.")
    expectTrue(otherThing.credited, "\(otherThing)")
    let evenThen = checkPoint(
      Self.slicing, "A device downloads the images for its own screen scale, even then it saves space.")
    expectTrue(evenThen.credited, "\(evenThen)")
  }

  /// `overreaches` itself: the extension must stand near the words around `only`, and `only`
  /// before `then` or after `not` restricts nothing.
  @Test func overreachIsRead() {
    let stop = GradingLexicon.bundled.stopWords
    let stemmer = SnowballStemmer()
    func overreaches(_ point: String, _ said: String) -> Bool {
      KeyPointMatcher.overreaches(point: point, said: said[...], stemmer: stemmer, stop: stop)
    }
    expectTrue(overreaches(Self.plugin, "A command plugin runs during every build."))
    expectTrue(!overreaches(Self.plugin, "Every team ships a command plugin someday."))
    expectTrue(!overreaches("It is not only fast, it runs then", "It runs every time and is fast."))
    expectTrue(!overreaches(Self.plugin, "A command plugin runs on almost every build, only on request."))
    expectTrue(!overreaches(Self.testable, "It works even when the module wasn't compiled, just in Debug."))
  }
}
