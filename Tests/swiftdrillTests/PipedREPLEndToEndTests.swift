import DrillKitTesting
import Foundation
import Testing

/// Session 44's tryout: commands piped into the REPL exited 0 after an unknown command, and the
/// greeting offered Tab and Ctrl-D. Piped, the REPL reads as a script: it exits with the status of
/// the last command that failed. (The run already ended on a new line after its last prompt.)
@Suite(.ownThreads) struct PipedREPLEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ input: String) throws -> BinaryRun {
    try BinaryRun.run([], input: input, home: home, environment: course)
  }

  @Test func allCommandsRightExitsZeroOnANewLine() throws {
    let repl = try run("stats\n")
    expectEqual(repl.status, 0, "\(repl.stderr)")
    expectTrue(repl.stdout.hasSuffix("swiftdrill> \n"), "\(repl.stdout.suffix(40).debugDescription)")
    expectNotContains(repl.stdout, "Tab completes")
  }

  @Test func anUnknownCommandMakesTheRunExitTwo() throws {
    let repl = try run("foo\nstats\n")
    expectEqual(repl.status, 2, "\(repl.stderr)")
    expectContains(repl.stderr, "unknown command 'foo'")
  }

  @Test func aFailedCommandMakesTheRunExitOneAndQuitKeepsIt() throws {
    let repl = try run("show no-such/question\nquit\n")
    expectEqual(repl.status, 1, "\(repl.stdout)\n\(repl.stderr)")
  }
}
