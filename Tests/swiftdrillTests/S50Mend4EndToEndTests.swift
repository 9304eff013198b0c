import DrillKitTesting
import Foundation
import Testing

@testable import swiftdrill

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 50's review, F6, through the built binary: a drill started while another showed its
/// first new question asked that very question ("What is an optional?" on both screens), and both
/// drills went on asking the same new questions. The second skips what the first holds.
@Suite(.ownThreads) struct S50Mend4EndToEndTests {
  let home = TemporaryHome.make()

  /// The title of the first question `output` shows: the line after "Question 1 ·".
  static func firstQuestion(_ output: String) -> String? {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard let at = lines.firstIndex(where: { $0.hasPrefix("Question 1 ") }), at + 1 < lines.count else {
      return nil
    }
    return String(lines[at + 1])
  }

  @Test func twoDrillsShareTheDaysNewQuestionsInsteadOfAskingTheSame() throws {
    let first = try WaitingRun(["drill", "--new-per-day", "3"], home: home, until: "your answer")
    expectContains(first.shown, "Drill: 0 due reviews, 3 new", "\(first.shown)")
    let held = try #require(Self.firstQuestion(first.shown), "\(first.shown)")
    // Session 51: the first holds the three it planned (claimed before its intro counted them);
    // a day of 5 leaves this one two others.
    let second = try BinaryRun.run(["drill", "--new-per-day", "5"], home: home)
    expectContains(
      second.flowingStdout,
      "Drill: 0 due reviews, 2 new (3 of today's new questions are held by another drill running now)",
      "\(second.stdout)")
    let asked = try #require(Self.firstQuestion(second.stdout), "\(second.stdout)")
    expectTrue(asked != held, "both asked \(held)")
    expectNotContains(second.stdout, held)
    expectNotContains(second.stdout, "are taken")
    // The first drill ends without answering: its question is free again, the next drill's first.
    first.end()
    let third = try BinaryRun.run(["drill"], home: home)
    expectContains(third.stdout, "Drill: 0 due reviews, 5 new")
    expectEqual(Self.firstQuestion(third.stdout), held, "\(third.stdout)")

    // A drill killed at its first question (`kill -9`) holds nothing: the next asks that question.
    let killed = try WaitingRun(["drill"], home: home, until: "your answer")
    expectEqual(Self.firstQuestion(killed.shown), held, "\(killed.shown)")
    kill(killed.process.processIdentifier, SIGKILL)
    killed.process.waitUntilExit()
    let after = try BinaryRun.run(["drill"], home: home)
    expectContains(after.stdout, "Drill: 0 due reviews, 5 new")
    expectNotContains(after.stdout, "held by")
    expectEqual(Self.firstQuestion(after.stdout), held, "\(after.stdout)")
  }
}
