import DrillKitTesting
import Foundation
import Testing

/// The interview clock at the self-rating prompt of an explain answer long enough to wrap:
/// libedit's cursor state still describes that answer until the first key of the next read, so
/// the clock used to be redrawn rows too high, over the feedback. It must tick on the row
/// directly above the prompt, and every row above it must stay as printed. The 5 seconds of
/// watching are the point of the test (five ticks of the real clock).
@Suite(.ownThreads) struct InterviewClockPlacementTerminalTests {
  let home = TemporaryHome.make()

  static let answer =
    "structs are value types so each copy is independent and there is no shared mutable state, "
    + "which makes them safe to pass between threads and tasks, easy to reason about in tests, "
    + "and cheap to copy because the standard library shares storage until one of the copies changes"

  /// The interview on a terminal `columns` wide, walked to the self-rating prompt of its explain
  /// question: the code question answered (1, 3, .), the next skipped, `answer` typed. Returns
  /// the terminal and where its output stood after the prompt.
  static func ratingPrompt(home: URL, columns: Int, answer: String) throws -> (PseudoTerminal, String.Index) {
    let terminal = try LearnerTerminal.startInterview(home: home, minutes: 2, columns: columns)
    var mark = try terminal.waitFor("output> ")
    for line in ["1", "3", "."] {
      try terminal.typeWhenWaiting(line + "\r")
    }
    mark = try terminal.waitFor("code> ", after: mark)
    try terminal.typeWhenWaiting(":skip\r")
    mark = try terminal.waitFor("Why value types?", after: mark)
    mark = try terminal.waitFor("> ", after: mark)
    try terminal.typeWhenWaiting(answer + "\r")
    mark = try terminal.waitFor("You touched", after: mark)
    mark = try terminal.waitFor("> ", after: mark)
    return (terminal, mark)
  }

  @Test(arguments: [40, 60, 120])
  func theClockStaysDirectlyAboveTheRatingPromptAndTheFeedbackStaysIntact(columns: Int) throws {
    let (terminal, mark) = try Self.ratingPrompt(home: home, columns: columns, answer: Self.answer)
    try terminal.waitUntilWaitingForInput()
    terminal.watch(seconds: 0.3)

    let before = terminal.screen
    let promptRow = try #require((0..<before.rows).last { !before.line($0).isEmpty })
    expectTrue(before.line(promptRow).hasSuffix(">"), "\(before.line(promptRow))")
    let clockRow = promptRow - 1
    expectTrue(before.line(clockRow).hasPrefix("⏱ 0"), "row above the prompt: \(before.line(clockRow))")
    let feedback = try #require(
      (0..<clockRow).first { before.line($0).contains("You touched 2 of 2 key points.") },
      "the feedback is on the screen")
    let clocks = (0..<before.rows).filter { before.line($0).hasPrefix("⏱") }
    // The only clock on the rows the answer's feedback took is the one above the prompt.
    expectEqual(clocks.filter { $0 > feedback }, [clockRow], "clocks at rows \(clocks)")

    terminal.watch(seconds: 5)
    // At least one tick drawn, however late a loaded machine drew it.
    terminal.watch { $0.screen.line(clockRow) != before.line(clockRow) }
    let after = terminal.screen
    expectTrue(after.line(clockRow).hasPrefix("⏱ 0"), "\(after.line(clockRow))")
    expectTrue(after.line(clockRow) != before.line(clockRow), "the clock ticked in place")
    expectEqual(after.line(promptRow), before.line(promptRow))
    for row in 0..<clockRow {
      expectEqual(after.line(row), before.line(row), "row \(row) changed: \(after.line(row))")
    }
    expectContains(after.line(feedback), "You touched 2 of 2 key points.")

    terminal.send("\u{03}")
    try terminal.waitFor("Interview cancelled.", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Ctrl-L at the rating prompt draws the question and its feedback again, then the clock
  /// directly above the prompt.
  @Test func ctrlLDrawsTheQuestionAndItsFeedbackAgain() throws {
    let (terminal, start) = try Self.ratingPrompt(home: home, columns: 60, answer: "copies are independent")
    var mark = start
    try terminal.typeWhenWaiting("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    mark = try terminal.waitFor("> ", after: mark)
    try terminal.waitUntilWaitingForInput()
    terminal.watch(seconds: 0.3)
    let screen = terminal.screen
    let rows = (0..<screen.rows).map(screen.line)
    let promptRow = try #require(rows.lastIndex { !$0.isEmpty })
    expectTrue(rows[promptRow - 1].hasPrefix("⏱ 0"), "\(rows[promptRow - 1])")
    expectTrue(rows.contains { $0.hasPrefix("Question 3 of 3") }, "\(rows)")
    expectContains(rows, "Why value types?")
    expectContains(rows, "Model answer")
    expectTrue(rows.contains { $0.contains("You touched") })
    terminal.send("\u{03}")
    try terminal.waitFor("Interview cancelled.", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }
}
