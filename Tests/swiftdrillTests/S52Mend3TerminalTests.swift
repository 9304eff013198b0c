import DrillKitTesting
import Foundation
import Testing

/// Session 52's tryout at the terminal: Ctrl-L after the window narrowed (finding 2), Ctrl-L at
/// the Anagrams level menu (finding 3), Tab at `output>` (finding 6).
@Suite(.ownThreads, .serialized) struct S52Mend3TerminalTests {
  let home = TemporaryHome.make()

  static let sentence =
    "the loop prints one and then three because the where clause skips two and the range ends at three"

  /// The rows of `screen` from `first` on, glued together as the terminal wraps them: a line drawn
  /// whole at the screen's width reads back as it was typed.
  static func glued(_ screen: TerminalScreen, from first: Int, count: Int) -> String {
    (first..<min(screen.rows, first + count)).map { String(screen.lines[$0]) }.joined()
  }

  /// Finding 2: typed at 60 columns, the window made 40 wide, Ctrl-L drew the REPL's line with 20
  /// characters missing from each row (libedit still drew at 60). It is drawn whole at 40.
  @Test func ctrlLAfterTheWindowNarrowedDrawsTheTypedLineWhole() throws {
    let terminal = try LearnerTerminal.start(home: home, columns: 60)
    var mark = try terminal.waitFor("swiftdrill> ")
    try terminal.typeWhenWaiting(Self.sentence)
    mark = try terminal.waitFor("ends at three", after: mark)
    terminal.resize(columns: 40)
    try terminal.typeWhenWaiting("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    let line = "swiftdrill> " + Self.sentence
    let clear = mark
    func shown(_ terminal: PseudoTerminal) -> String {
      Self.glued(TerminalScreen(terminal.output[clear...], columns: 40), from: 0, count: 4)
        .trimmingCharacters(in: .whitespaces)
    }
    terminal.watch(seconds: 10) { shown($0) == line }
    let screen = TerminalScreen(terminal.output[mark...], columns: 40)
    expectEqual(shown(terminal), line, "\((0..<5).map(screen.line))")
    terminal.send("\u{03}")
    mark = try terminal.waitFor("^C", after: mark)
    try terminal.waitFor("swiftdrill> ", after: mark)
    try terminal.typeWhenWaiting("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Finding 2, under the interview's clock: a long answer, the window narrowed, Ctrl-A, Ctrl-L.
  /// `output>` and the start of the answer vanished and the clock ticked over the answer's rows.
  /// After the Ctrl-L the answer is drawn whole at 40 columns and the clock ticks on the row
  /// directly above the prompt.
  @Test func ctrlLAfterTheWindowNarrowedKeepsAnInterviewsAnswerAndClockInPlace() throws {
    let terminal = try LearnerTerminal.startInterview(home: home, minutes: 2, columns: 60)
    var mark = try terminal.waitFor("output> ")
    try terminal.typeWhenWaiting(Self.sentence)
    mark = try terminal.waitFor("ends at three", after: mark)
    terminal.resize(columns: 40)
    terminal.send("\u{01}")
    try terminal.typeWhenWaiting("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    let clear = mark
    // The clock drawn by the Ctrl-L, then at least one tick after it.
    expectTrue(
      terminal.watch { $0.output[clear...].ranges(of: " left").count >= 2 }, "no tick: \(terminal.output)")
    let screen = TerminalScreen(terminal.output[mark...], columns: 40)
    let rows = (0..<screen.rows).map(screen.line)
    let prompt = try #require(rows.lastIndex { $0.hasPrefix("output> ") }, "\(rows)")
    expectEqual(
      Self.glued(screen, from: prompt, count: 3).trimmingCharacters(in: .whitespaces),
      "output> " + Self.sentence, "\(rows)")
    expectTrue(prompt > 0 && rows[prompt - 1].hasPrefix("⏱ 0"), "the row above the prompt: \(rows)")
    expectEqual(rows.filter { $0.contains("⏱") }.count, 1, "\(rows)")
    terminal.send("\u{03}")
    try terminal.waitFor("Interview cancelled.", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Finding 3: Ctrl-L at Anagrams' `level>` left the prompt alone on a blank screen. The menu is
  /// drawn again above it.
  @Test func ctrlLAtTheAnagramsMenuDrawsTheMenuAgain() throws {
    let terminal = try LearnerTerminal.start(
      home: home, arguments: ["play", "anagrams", "--seed", "1", "--quiet"], columns: 40)
    var mark = try terminal.waitFor("level> ")
    try terminal.typeWhenWaiting("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    mark = try terminal.waitFor("level> ", after: mark)
    let screen = terminal.screen
    let rows = (0..<screen.rows).map(screen.line)
    expectEqual(rows.first, "Choose a level:", "\(rows)")
    expectTrue(rows.contains { $0.hasPrefix("  1. Easy-peasy") }, "\(rows)")
    let quit = try #require(rows.firstIndex(of: "  q. Quit"), "\(rows)")
    expectEqual(rows[quit + 1], "level>", "\(rows)")
    try terminal.typeWhenWaiting("q\r")
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Finding 6: at `output>` Tab did nothing (a completion key with nothing to complete), so an
  /// output holding a tab could not be typed. Tab there is a tab when there is nothing to
  /// complete; `:sk` Tab still completes `:skip`.
  @Test func tabAtOutputIsATabOfTheAnswer() throws {
    var environment = LearnerTerminal.environment(home: home)
    environment["SWIFTDRILL_BUNDLED"] = try Self.tabPack().path
    let terminal = try PseudoTerminal(
      executable: BinaryRun.executable, arguments: ["quiz", "--id", "my-code/tab-title"],
      environment: environment, columns: 80)
    var mark = try terminal.waitFor("output> ")
    try terminal.typeWhenWaiting("a\tb")
    try terminal.typeWhenWaiting("\r")
    mark = try terminal.waitFor("  ... ", after: mark)
    try terminal.typeWhenWaiting(".\r")
    mark = try terminal.waitFor("Enter for the summary> ", after: mark)
    expectContains(terminal.output, "✓ ")
    expectNotContains(terminal.output, "Not quite")
    try terminal.typeWhenWaiting("\r")
    try terminal.waitFor("Quiz summary", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Finding 6, under the interview's clock: tabs typed at `output>` run to the next multiple of 8
  /// as drawn, so "x" and five tabs wrap at 40 columns. The clock's rows up counted a tab as no
  /// column and ticked over `output> x`; it ticks on the row above the prompt.
  @Test func tabsTypedUnderTheClockKeepItAboveThePrompt() throws {
    let terminal = try LearnerTerminal.startInterview(home: home, minutes: 2, columns: 40)
    var mark = try terminal.waitFor("output> ")
    try terminal.typeWhenWaiting("x\t\t\t\t\ty")
    mark = try terminal.waitFor("y", after: mark)
    let typed = mark
    expectTrue(terminal.watch { $0.output[typed...].contains(" left") }, "no tick: \(terminal.output)")
    let screen = terminal.screen
    let rows = (0..<screen.rows).map(screen.line)
    let prompt = try #require(rows.lastIndex { $0.hasPrefix("output> x") }, "\(rows)")
    expectTrue(prompt > 0 && rows[prompt - 1].hasPrefix("⏱ 0"), "the row above the prompt: \(rows)")
    expectEqual(rows[prompt + 1].trimmingCharacters(in: .whitespaces), "y", "\(rows)")
    terminal.send("\u{03}")
    try terminal.waitFor("Interview cancelled.", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// A pack of one output question whose program prints a tab (as `check --run` proves it).
  static func tabPack() throws -> URL {
    let folder = TemporaryHome.make()
    let questions = folder.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let pack = """
      ---
      id: my-code
      title: My code
      ---

      ## Tab title
      id: tab-title

      What does it print?

      ```swift
      print("a\\tb")
      ```

      ### Output
      ```output
      a\tb
      ```

      """
    try pack.write(to: questions.appendingPathComponent("code.md"), atomically: true, encoding: .utf8)
    return folder
  }
}
