import DrillKitTesting
import Foundation
import Testing

/// End-to-end runs of the built binary with piped input.
@Suite(.ownThreads) struct CommandLineTests {
  @Test func printsTheVersion() throws {
    let run = try BinaryRun.run(["--version"])
    expectEqual(run.status, 0)
    expectTrue(run.stdout.hasPrefix("swiftdrill "))
  }

  @Test func anUnknownCommandSuggestsTheNearestAndExitsTwo() throws {
    let run = try BinaryRun.run(["quzi"])
    expectEqual(run.status, 2)
    expectContains(run.stderr, "Did you mean 'quiz'?")
    expectTrue(run.stdout.isEmpty)
  }

  @Test func everyCommandHasHelp() throws {
    for name in ["quiz", "drill", "check", "play", "lesson", "stats"] {
      let run = try BinaryRun.run([name, "--help"])
      expectEqual(run.status, 0, "\(name)")
      expectContains(run.stdout, "Usage: swiftdrill \(name)", "\(name)")
    }
  }

  @Test func pipedREPLRunsCommandsAndEndsAtEndOfInput() throws {
    let run = try BinaryRun.run([], input: "help stats\nnot-a-command\n")
    // Piped, the REPL exits with the status of its last failed command (session 44: it was 0).
    expectEqual(run.status, 2)
    expectContains(run.stdout, "swiftdrill> help stats")
    expectContains(run.stdout, "Accuracy, streak")
    expectContains(run.stderr, "unknown command 'not-a-command'")
    expectNotContains(run.stdout, "\u{1B}[")
  }

  @Test func anInvalidClockIsAUsageError() throws {
    let run = try BinaryRun.run(["help"], now: "yesterday")
    expectEqual(run.status, 2)
    expectContains(run.stderr, "SWIFTDRILL_NOW")
  }

  @Test func quitOutsideTheREPLIsAUsageError() throws {
    let run = try BinaryRun.run(["quit"])
    expectEqual(run.status, 2)
  }
}
