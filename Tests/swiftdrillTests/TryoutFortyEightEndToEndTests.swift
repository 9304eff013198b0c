import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 48's tryout, through the built binary where the learner met each finding.
@Suite(.ownThreads) struct TryoutFortyEightEndToEndTests {
  let home = TemporaryHome.make()
  var course: [String: String] {
    ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC"]
  }

  /// `text` with every run of spaces and line breaks as one space.
  func flowing(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  func run(_ arguments: [String], input: String = "", now: String = "2026-01-15T09:00:00Z") throws
    -> BinaryRun
  {
    try BinaryRun.run(arguments, input: input, home: home, now: now, environment: course)
  }

  /// Finding 20: 200 skips gave question 201. A skip is "not known" for the ladder: the test
  /// ends at its usual length, with its result.
  @Test func aPlacementOfSkipsEndsAtItsUsualLength() throws {
    let placement = try BinaryRun.run(
      ["placement", "--seed", "3"], input: String(repeating: ":skip\n", count: 40), home: home)
    expectEqual(placement.status, 0, "\(placement.stderr)")
    expectContains(placement.flowingStdout, "and so does :skip (not known)")
    expectContains(placement.stdout, "Placement result")
    expectContains(placement.stdout, "Answered  0 of 12 right")
    expectContains(placement.stdout, "Level     beginner\n")
    expectNotContains(placement.stdout, "Question 13")
  }
}
