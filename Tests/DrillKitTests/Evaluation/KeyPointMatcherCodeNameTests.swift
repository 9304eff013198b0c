import DrillKitTesting
import Testing

@testable import DrillGrading

/// A code name that extends the point's (`TaskGroup` for `Task`) is another name: its shared
/// words never say the point's name: docs/evaluation.md, "Session 17 (s17-grading15)".
@Suite struct KeyPointMatcherCodeNameTests {
  /// The point's claim said of a longer name is not the point.
  @Test func aLongerCodeNameDoesNotStateThePoint() {
    let group = checkPoint("`Task` is cancelled", "A TaskGroup is cancelled.")
    expectTrue(!group.credited, "\(group)")
    let queue = checkPoint("`DispatchQueue` is serial", "DispatchQueueGroup is serial.")
    expectTrue(!queue.credited, "\(queue)")
  }

  /// A claim about the longer name neither states nor contradicts the point on the shorter one.
  @Test func aLongerCodeNameDoesNotContradictThePoint() {
    let lazy = checkPoint("`VStack` is eager", "LazyVStack is eager.")
    expectTrue(!lazy.contradicted, "\(lazy)")
    expectTrue(!lazy.credited, "\(lazy)")
  }

  /// The point's own name, in any case, singular or plural, still states it.
  @Test func thePointsOwnNameStillStatesIt() {
    expectTrue(checkPoint("`Task` is cancelled", "A Task is cancelled.").credited)
    expectTrue(checkPoint("`VStack` is eager", "VStack is eager.").credited)
    expectTrue(checkPoint("`DispatchQueue` is serial", "A dispatchQueue is serial.").credited)
  }

  /// The words of a code name: camelCase or in a code span.
  @Test func codeNamesAreCamelCaseOrQuoted() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let names = reader.codeNames(["Use `sort()` or a LazyVStack, not a plain stack"])
    expectTrue(names["sort"] != nil, "\(names)")
    expectTrue(names["lazyvstack"] != nil, "\(names)")
    expectTrue(names["stack"] == nil && names["plain"] == nil, "\(names)")
  }
}
