import DrillEvaluation
import DrillKitTesting
import Foundation
import Testing

/// The Add 1 a learner ends the project with (the scaffold, then every stage's model solution),
/// on a real terminal and the real clock: a match ends at its deadline while the player is
/// still thinking, with a half-typed answer and no Return, as the tutorial's timer ends it.
@Suite(.ownThreads) struct Add1ProjectClockTests {
  /// The finished model game built with `swiftc` (the library as a module, then the program).
  static func buildFinishedGame(in folder: URL) throws -> URL {
    let project = BinaryRun.repositoryRoot.appendingPathComponent("projects/add1")
    var files: [String: URL] = [:]
    let stages = try FileManager.default.contentsOfDirectory(
      atPath: project.appendingPathComponent("stages").path
    ).sorted()
    for root in [project.appendingPathComponent("scaffold")]
      + stages.map({ project.appendingPathComponent("stages/\($0)/solution") })
    {
      let walker = try #require(FileManager.default.enumerator(atPath: root.path))
      while let relative = walker.nextObject() as? String {
        if relative.hasSuffix(".swift") { files[relative] = root.appendingPathComponent(relative) }
      }
    }
    let library = files.filter { $0.key.hasPrefix("Sources/Add1Core/") }.values.map(\.path).sorted()
    let program = try #require(files["Sources/add1/main.swift"]).path
    let swiftc = try #require(
      try? Toolchain.locate(environment: ProcessInfo.processInfo.environment), "swiftc is needed"
    ).swiftc
    let out = folder.path
    let steps = [
      [
        "-parse-as-library", "-module-name", "Add1Core", "-emit-module", "-emit-module-path",
        "\(out)/Add1Core.swiftmodule", "-wmo", "-c", "-o", "\(out)/Add1Core.o",
      ] + library,
      [
        "-swift-version", "6", "-module-name", "add1", "-I", out, "\(out)/Add1Core.o", "-o", "\(out)/add1",
        program,
      ],
    ]
    for arguments in steps {
      let compile = Process()
      compile.executableURL = URL(fileURLWithPath: swiftc)
      compile.arguments = arguments
      let errors = Pipe()
      compile.standardError = errors
      try compile.run()
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      compile.waitUntilExit()
      try #require(compile.terminationStatus == 0, "swiftc \(arguments.joined(separator: " ")): \(said)")
    }
    return folder.appendingPathComponent("add1")
  }

  @Test func timeIsUpWhileThePlayerIsStillThinking() throws {
    let folder = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let game = try Self.buildFinishedGame(in: folder)
    let terminal = try PseudoTerminal(
      executable: game, arguments: ["--seed", "42", "--seconds", "2"], environment: ["PATH": "/usr/bin:/bin"])
    var mark = try terminal.waitFor("00:02  Code: 3184  Score: 0")
    terminal.send("4295\r")  // right: the match's clock starts
    mark = try terminal.waitFor("Right! Score: 1", after: mark)
    terminal.send("12")  // half an answer, never finished: no line reaches the game
    mark = try terminal.waitFor("Time's up! Your score: 1", after: mark, seconds: 10)
    mark = try terminal.waitFor("Code: 5476  Score: 0", after: mark)  // the new match
    terminal.send("\r\u{4}")  // the half answer is not scored; then the end of input
    try terminal.waitFor("Type the 4 digits of the answer", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }
}
