import DrillKitTesting
import Foundation
import Testing

/// Session 53, gap 1 (session 52's tryout, finding 6, "not done"): a code retry without an editor
/// gave the learner's earlier answer back with each tab turned into four spaces, so the code
/// handed in again was not the code typed.
@Suite(.ownThreads) struct S53Mend0TerminalTests {
  let home = TemporaryHome.make()

  /// A tab typed in the first answer (`let c =` Tab `#column`, column 9 as typed) comes back as
  /// a tab: drawn to the next multiple of 8 after `code> let c =` (3 columns, not 4), and handed
  /// in again it is still column 9, so the retry passes. Main: four spaces, column 12, ✗.
  @Test func aCodeRetryGivesBackTheTabsTyped() throws {
    var environment = LearnerTerminal.environment(home: home)
    environment["SWIFTDRILL_BUNDLED"] = try Self.pack().path
    let terminal = try PseudoTerminal(
      executable: BinaryRun.executable, arguments: ["quiz", "--id", "my-code/tab-column"],
      environment: environment, columns: 40)
    var mark = try terminal.waitFor("code> ")
    try terminal.typeWhenWaiting("let c =\t#column")
    try terminal.typeWhenWaiting("\r")
    mark = try terminal.waitFor("  ... ", after: mark)
    try terminal.typeWhenWaiting("let d: Int = \"x\"\r")  // does not compile: a retry is offered
    mark = try terminal.waitFor("  ... ", after: mark)
    try terminal.typeWhenWaiting(".\r")
    mark = try terminal.waitFor("try again", after: mark, seconds: 120)
    try terminal.typeWhenWaiting("\r")
    mark = try terminal.waitFor("code> ", after: mark)
    try terminal.waitFor("#column", after: mark)
    let rows = (0..<terminal.screen.rows).map(terminal.screen.line)
    let row = try #require(rows.last { $0.hasPrefix("code> let c =") }, "\(rows)")
    expectEqual(row, "code> let c =   #column", "\(rows)")
    try terminal.typeWhenWaiting("\r")  // keeps the first line as it came back
    mark = try terminal.waitFor("  ... ", after: mark)
    try terminal.waitFor("\"x\"", after: mark)
    try terminal.typeWhenWaiting("\u{15}")  // the second line cleared
    let handedIn = mark
    try terminal.typeWhenWaiting(".\r")
    mark = try terminal.waitFor("Enter for the summary> ", after: mark, seconds: 120)
    let graded = String(terminal.output[handedIn..<mark])
    expectNotContains(graded, "Check failed")
    expectContains(graded, "✓ ")
    try terminal.typeWhenWaiting("\r")
    try terminal.waitFor("Quiz summary", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// A pack of one code question whose Tests look at the column of `#column`: a tab before it
  /// counts one column, four spaces four.
  static func pack() throws -> URL {
    let folder = TemporaryHome.make()
    let questions = folder.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let pack = """
      ---
      id: my-code
      title: My code
      ---

      ## Tab column
      id: tab-column

      Write `let c = #column` so that `#column` stands in column 9.

      ### Tests
      ```swift
      expect(c, 9, "the column of #column")
      ```

      """
    try pack.write(to: questions.appendingPathComponent("code.md"), atomically: true, encoding: .utf8)
    return folder
  }
}
