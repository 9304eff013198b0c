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

  /// `check --run --json` stopped says so in its JSON: `"stopped": true` with the claims `checked`
  /// of the `total`, and the run fails (session 45: the object had no sign of the stop).
  @Test func ctrlCStopsAJSONCheckRunAndTheJSONSaysSo() throws {
    let pack = try slowPack()
    let terminal = try LearnerTerminal.start(
      home: home, arguments: ["check", "--run", "--json", "--jobs", "1", pack.path])
    // No progress is shown with --json: the first claims (2 s each) are running by then.
    terminal.watch(seconds: 3)
    terminal.send("\u{03}")
    try expectEqual(terminal.waitForExit(seconds: 8), 1)
    let output = terminal.output.replacingOccurrences(of: "\r\n", with: "\n")
    let start = try #require(output.firstIndex(of: "{"), "\(output)")
    let end = try #require(output.lastIndex(of: "}"), "\(output)")
    let object = try JSONSerialization.jsonObject(with: Data(output[start...end].utf8)) as? [String: Any]
    let json = try #require(object, "\(output)")
    expectEqual(json["stopped"] as? Bool, true, "\(output)")
    expectEqual(json["total"] as? Int, 8, "\(output)")
    let checked = try #require(json["checked"] as? Int, "\(output)")
    expectTrue(checked < 8, "\(output)")
    expectEqual(json["errors"] as? Int, 0, "\(output)")
    expectNotContains(output, "Stopped.")
  }

  /// A JSON report not stopped has none of the three.
  @Test func aJSONCheckNotStoppedHasNoStoppedField() throws {
    let pack = try slowPack(count: 1)
    let run = try BinaryRun.run(["check", "--json", pack.path], home: home)
    expectEqual(run.status, 0, "\(run.stderr)")
    expectNotContains(run.stdout, "\"stopped\"", "\(run.stdout)")
    expectNotContains(run.stdout, "\"checked\"", "\(run.stdout)")
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
