import DrillKitTesting
import Testing

@testable import swiftdrill

/// Commands and paths between backticks in a message are whole tokens, and in the REPL they
/// name REPL commands (issue 28).
@Suite(.ownThreads) struct CopyableMessageTests {
  static let path = "/home/learner/projects/a-rather-long-folder-name/with/more/folders/deck.apkg"

  @Test(arguments: [40, 60, 120])
  func aBacktickedPathIsNeverBroken(width: Int) {
    let reporter = ErrorReporter(usesColor: false, width: width)
    let text = reporter.text("error: ", style: .failure, "cannot use `\(Self.path)`; see `swiftdrill doctor`")
    expectContains(text, "`\(Self.path)`", "\(text)")
    expectContains(text, "`swiftdrill doctor`", "\(text)")
  }

  @Test func inTheREPLACommandLosesTheProgramName() {
    var reporter = ErrorReporter(usesColor: false, width: 100)
    reporter.inREPL = true
    let text = reporter.text(
      "warning: ", style: .warning, "1 problem in the content; run `swiftdrill check` to see where")
    expectEqual(text, "warning: 1 problem in the content; run `check` to see where\n")
  }

  /// `--trust` is given to the program, not typed in the REPL: that command stays whole.
  @Test func aCommandWithAGlobalOptionKeepsTheProgramName() {
    var reporter = ErrorReporter(usesColor: false, width: 100)
    reporter.inREPL = true
    let text = reporter.text(
      "error: ", style: .failure, "Run `swiftdrill --trust check --run` if you trust it.")
    expectContains(text, "`swiftdrill --trust check --run`")
  }

  @Test func outsideTheREPLMessagesAreAsWritten() {
    let reporter = ErrorReporter(usesColor: false, width: 100)
    expectEqual(
      reporter.text("error: ", style: .failure, "see `swiftdrill doctor`"), "error: see `swiftdrill doctor`\n"
    )
  }
}
