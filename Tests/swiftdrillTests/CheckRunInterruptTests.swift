import DrillKitTesting
import Foundation
import Testing

/// Ctrl-C during `check --run`, on a real pseudo-terminal (session 45's tryout, finding 25: the
/// run went on for a minute and ended with one "Stopped." error per claim left): it stops at
/// once, says how far it got, counts no unrun claim as an error, and fails (exit 1).
@Suite(.ownThreads) struct CheckRunInterruptTests {
  let home = TemporaryHome.make()

  /// A pack of `count` claims that each take two seconds to run, in a folder of the home.
  func slowPack(count: Int = 8) throws -> URL {
    let folder = home.appendingPathComponent("author/questions")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var text = "---\nid: slow\ntitle: Slow claims\n---\n"
    for number in 1...count {
      text += """

        ## Slow \(number)
        What does this print?

        ```swift
        import Foundation
        Thread.sleep(forTimeInterval: 2)
        print(\(number))
        ```

        ```output
        \(number)
        ```

        ### Answer
        It prints \(number).

        """
    }
    let file = folder.appendingPathComponent("slow.md")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// What every stopped run shows: the one line, no per-claim errors, the summary without errors.
  func expectStopped(_ output: String) {
    expectContains(output, "check --run stopped at ")
    expectContains(output, " of 8 claims; no error found before that.")
    expectNotContains(output, "Stopped.")
    expectNotContains(output, "cannot check code")
    expectContains(output, "0 errors")
    expectNotContains(output, "ran 8 code claims")
    expectNotContains(output, "Fatal error")
  }

  @Test func ctrlCStopsAPlainCheckRun() throws {
    let pack = try slowPack()
    let terminal = try LearnerTerminal.start(
      home: home, arguments: ["check", "--run", "--jobs", "1", pack.path])
    try terminal.waitFor("snippets", seconds: 60)
    terminal.send("\u{03}")
    // Without the stop, the seven claims left would take 14 s and more.
    try expectEqual(terminal.waitForExit(seconds: 8), 1)
    expectStopped(terminal.output)
  }

  @Test func ctrlCStopsACheckRunInTheREPL() throws {
    let pack = try slowPack()
    let terminal = try LearnerTerminal.start(home: home)
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("check --run --jobs 1 \(pack.path)\r")
    mark = try terminal.waitFor("snippets", after: mark, seconds: 60)
    terminal.send("\u{03}")
    mark = try terminal.waitFor("check --run stopped at", after: mark, seconds: 8)
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    expectStopped(terminal.output)
    // The REPL still works, and Ctrl-C is not left pending for the next command.
    terminal.send("help help\r")
    mark = try terminal.waitFor("List the commands", after: mark)
    try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }
}
