import DrillKitTesting
import Foundation
import Testing

/// What `project check` tells a learner beyond passed or not: what a wrong enum result was, and a
/// Package.swift that `swift run` cannot read.
@Suite(.ownThreads) struct ProjectsCheckMessagesEndToEndTests {
  typealias Learner = ProjectsEndToEndTests.Learner

  /// Session 46's tryout (finding 9): guess stage 2 with `<` and `>` swapped said only "compare(3,
  /// with: 5) should be .smaller", not what the code returned. The stage's checks compare values,
  /// so the failure shows the value that came back.
  @Test func aWrongEnumResultSaysWhatTheCodeReturned() throws {
    let learner = try Learner(.testUser)
    defer { learner.remove() }
    try expectEqual(learner.run(["project", "start", "guess", learner.package.path]).status, 0)
    try learner.writeSolution("guess", stage: "01-state")
    try expectEqual(learner.run(["project", "check", learner.package.path]).status, 0)
    try learner.writeSolution("guess", stage: "02-compare")
    try learner.edit("Sources/GuessCore/Comparison.swift") {
      $0.replacingOccurrences(of: "number < secret", with: "number ! secret")
        .replacingOccurrences(of: "number > secret", with: "number < secret")
        .replacingOccurrences(of: "number ! secret", with: "number > secret")
    }
    let wrong = try learner.run(["project", "check", learner.package.path])
    expectEqual(wrong.status, 1)
    expectContains(wrong.stdout, "Check failed: compare(3, with: 5)", "\(wrong.stdout)")
    expectContains(wrong.stdout, "expected: GuessCore.Comparison.smaller", "\(wrong.stdout)")
    expectContains(wrong.stdout, "got:      GuessCore.Comparison.greater", "\(wrong.stdout)")
  }

  /// Session 46's tryout (finding 25): `project check` passed a package whose own Package.swift did
  /// not parse (it builds with a manifest of its own) while `swift run` failed. The check now says so.
  @Test(arguments: ProjectsEndToEndTests.Who.allCases)
  func aPackageSwiftThatDoesNotBuildIsNamedAfterThePass(who: ProjectsEndToEndTests.Who) throws {
    let learner = try Learner(who)
    defer { learner.remove() }
    try expectEqual(learner.run(["project", "start", "guess", learner.package.path]).status, 0)
    try learner.writeSolution("guess", stage: "01-state")
    let clean = try learner.run(["project", "check", learner.package.path])
    expectEqual(clean.status, 0)
    expectNotContains(clean.stdout, "will fail", "\(clean.stdout)")
    try learner.writeSolution("guess", stage: "02-compare")
    try learner.edit("Package.swift") { $0 + "let x = \n" }
    let broken = try learner.run(["project", "check", learner.package.path])
    expectEqual(broken.status, 0, "the stage's code passes; the note is about swift run")
    let flowing = broken.flowingStdout
    expectContains(flowing, "Stage 2 passed", "\(broken.stdout)")
    expectContains(
      flowing, "Note: `swift run` will fail: Package.swift:13:8: error: expected initial value after '='",
      "\(broken.stdout)")
  }
}
