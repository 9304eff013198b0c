import DrillKitTesting
import Foundation
import Testing

/// End-to-end runs of the built binary with piped input.
@Suite(.ownThreads) struct CommandLineTests {
  @Test func printsTheVersion() throws {
    let run = try BinaryRun.run(["--version"])
    expectEqual(run.status, 0)
    #expect(run.stdout.hasPrefix("swiftdrill "))
  }

  @Test func anUnknownCommandSuggestsTheNearestAndExitsTwo() throws {
    let run = try BinaryRun.run(["quzi"])
    expectEqual(run.status, 2)
    #expect(run.stderr.contains("Did you mean 'quiz'?"))
    #expect(run.stdout.isEmpty)
  }

  @Test func everyCommandHasHelp() throws {
    for name in ["quiz", "drill", "check", "play", "lesson", "stats"] {
      let run = try BinaryRun.run([name, "--help"])
      expectEqual(run.status, 0, "\(name)")
      #expect(run.stdout.contains("Usage: swiftdrill \(name)"), "\(name)")
    }
  }

  @Test func pipedREPLRunsCommandsAndEndsAtEndOfInput() throws {
    let run = try BinaryRun.run([], input: "help stats\nnot-a-command\n")
    expectEqual(run.status, 0)
    #expect(run.stdout.contains("swiftdrill> help stats"))
    #expect(run.stdout.contains("Accuracy, streak"))
    #expect(run.stderr.contains("unknown command 'not-a-command'"))
    #expect(!run.stdout.contains("\u{1B}["))
  }

  @Test func anInvalidClockIsAUsageError() throws {
    let run = try BinaryRun.run(["help"], now: "yesterday")
    expectEqual(run.status, 2)
    #expect(run.stderr.contains("SWIFTDRILL_NOW"))
  }

  @Test func quitOutsideTheREPLIsAUsageError() throws {
    let run = try BinaryRun.run(["quit"])
    expectEqual(run.status, 2)
  }
}
