import DrillContent
import DrillKitTesting
import Foundation
import Testing

/// The interview clock on a real terminal: the time left ticks above the prompt while nobody
/// types, Ctrl-L draws the question again and keeps the time above the prompt, and the question
/// ends when the time is up, without Enter, graded as typed. The clock is the real one run three
/// times as fast (`SWIFTDRILL_CLOCK_RATE`, session 53): the interview's minute takes 20 seconds.
@Suite(.ownThreads) struct InterviewCountdownTerminalTests {
  let home = TemporaryHome.make()
  static let rate = 3

  /// The row of the prompt holding the typed "ab".
  static func promptRow(_ screen: TerminalScreen) -> Int? {
    (0..<screen.rows).first { screen.line($0).hasSuffix("> ab") }
  }

  @Test func theClockTicksAtThePromptAndTheQuestionEndsWhenTimeIsUp() throws {
    let launched = Date()
    let terminal = try LearnerTerminal.startInterview(home: home, minutes: 1, clockRate: Self.rate)
    var mark = try terminal.waitFor("Question 1 of 3")
    mark = try terminal.waitFor("> ", after: mark)
    terminal.send("ab")  // typed, never entered
    terminal.watch { $0.lastTimeShown(.interview, after: mark) != nil }
    let first = try #require(terminal.lastTimeShown(.interview, after: mark))
    // The interview's minute began after the launch: no more of it is gone than since then, at
    // the clock's rate (the time shown is rounded up), however long a loaded machine took to start it.
    let gone = Date().timeIntervalSince(launched) * Double(Self.rate)
    terminal.watch { ($0.lastTimeShown(.interview, after: mark) ?? first) < first }
    let second = try #require(terminal.lastTimeShown(.interview, after: mark))
    expectTrue(first <= 60 && Double(first) >= 60 - gone, "\(first) s shown \(gone) s after the launch")
    expectTrue(second < first, "the time shown moved from \(first) s to \(second) s with no key pressed")

    terminal.send("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    // The question is drawn again from the top, the time on the line above the prompt.
    terminal.watch { terminal in
      let screen = terminal.screen
      return Self.promptRow(screen).map { $0 > 0 && screen.line($0 - 1).hasPrefix("⏱ 00:") } == true
    }
    let cleared = terminal.screen
    let prompt = try #require(Self.promptRow(cleared))
    expectTrue((0..<prompt).contains { cleared.line($0).hasPrefix("Question 1 of 3") })
    expectTrue(cleared.line(prompt - 1).hasPrefix("⏱ 00:"), "\(cleared.line(prompt - 1))")
    terminal.watch { $0.screen.line(prompt - 1) != cleared.line(prompt - 1) }
    expectTrue(terminal.screen.line(prompt - 1) != cleared.line(prompt - 1), "the time moved in place")
    expectEqual(terminal.screen.line(prompt), cleared.line(prompt))

    // The "ab" on the line when the time ran out is the answer as it stood, graded (session 45's
    // tryout, finding 30: it was thrown away), libedit's line read at the deadline.
    mark = try terminal.waitFor(
      "Time ran out while you typed: your answer is graded as it stood.", after: mark,
      seconds: 60 / Double(Self.rate) + 5)
    mark = try terminal.waitFor("Time is up.", after: mark)
    mark = try terminal.waitFor("Interview report", after: mark)
    // The two questions never reached count as unanswered (session 49's tryout: "1 of 1" above a
    // verdict of "not ready").
    mark = try terminal.waitFor("0 of 3 right (0%)", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
    expectTrue(!terminal.output.contains("timed out"), "the answer as it stood counted")
  }

  /// In a multi-line answer the time stays on the line above the answer's first line, and
  /// the lines typed below it are left alone.
  @Test func theClockOfAMultiLineAnswerStaysAboveItsFirstLine() throws {
    let terminal = try LearnerTerminal.startInterview(home: home, minutes: 1)
    var mark = try terminal.waitFor("output> ")
    terminal.send("first\r")
    mark = try terminal.waitFor("  ... ", after: mark)
    terminal.send("second\r")
    mark = try terminal.waitFor("  ... ", after: mark)
    terminal.send("thi")
    terminal.watch { terminal in
      let screen = terminal.screen
      return (0..<screen.rows).contains { screen.line($0).hasPrefix("⏱ 0") }
        && (0..<screen.rows).contains { screen.line($0) == "  ... thi" }
    }
    let screen = terminal.screen
    let row = try #require((0..<screen.rows).first { screen.line($0).hasPrefix("⏱ 0") })
    expectEqual(screen.line(row + 1), "output> first")
    expectEqual(screen.line(row + 2), "  ... second")
    expectEqual(screen.line(row + 3), "  ... thi")
    terminal.watch { $0.screen.line(row) != screen.line(row) }
    let later = terminal.screen
    expectTrue(later.line(row) != screen.line(row), "the time moved in place")
    expectTrue(later.line(row).hasPrefix("⏱ 00:"), "\(later.line(row))")
    expectTrue((1...3).allSatisfy { later.line(row + $0) == screen.line(row + $0) })
    terminal.send("\u{03}")
    try terminal.waitFor("Interview cancelled.", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }
}
