import DrillContent
import DrillKitTesting
import Foundation
import Testing

/// The progress file under two writers at once and under kill -9.
@Suite(.ownThreads) struct ProgressDurabilityTests {
  let home = TemporaryHome.make()

  /// A pack of `count` short questions whose answer is "yes".
  func makePack(count: Int) throws -> URL {
    let folder = home.appendingPathComponent("generated", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var text = "---\nid: generated\ntitle: Generated\n---\n"
    for index in 1...count {
      text += "\n## Question \(index)\nid: q\(index)\n\nSay yes.\n\n### Accept\n- yes\n"
    }
    try text.write(to: folder.appendingPathComponent("generated.md"), atomically: true, encoding: .utf8)
    return folder
  }

  func environment(_ content: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFTDRILL_HOME"] = home.path
    environment["SWIFTDRILL_BUNDLED"] = "none"
    environment["NO_COLOR"] = "1"
    return environment
  }

  func reviewCount(_ content: URL) throws -> Int {
    let stats = try BinaryRun.run(
      ["--content", content.path, "stats", "--json"], home: home, environment: ["SWIFTDRILL_BUNDLED": "none"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    return try #require(json["reviews"] as? Int)
  }

  @Test func twoProcessesAnswering200EachRecord400Reviews() throws {
    let content = try makePack(count: 200)
    let answers = String(repeating: "yes\n", count: 200)
    let processes = try (0..<2).map { _ -> Process in
      let process = Process()
      process.executableURL = BinaryRun.executable
      process.arguments = ["--content", content.path, "quiz", "--count", "200"]
      process.environment = environment(content)
      let input = Pipe()
      process.standardInput = input
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      input.fileHandleForWriting.write(Data(answers.utf8))
      try input.fileHandleForWriting.close()
      return process
    }
    for process in processes {
      process.waitUntilExit()
      expectEqual(process.terminationStatus, 0)
    }
    try expectEqual(reviewCount(content), 400)
  }

  @Test func killNineMidSessionKeepsEveryAnswerWhoseResultWasShown() throws {
    let content = try makePack(count: 50)
    let process = Process()
    process.executableURL = BinaryRun.executable
    process.arguments = ["--content", content.path, "quiz", "--count", "50"]
    process.environment = environment(content)
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()

    var shown = 0
    var text = ""
    for _ in 0..<7 {
      input.fileHandleForWriting.write(Data("yes\n".utf8))
      // Wait until this answer's result is on screen.
      while text.components(separatedBy: "✓ Right").count - 1 <= shown {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { break }
        text += String(decoding: chunk, as: UTF8.self)
      }
      shown = text.components(separatedBy: "✓ Right").count - 1
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    expectEqual(shown, 7)
    expectTrue(try reviewCount(content) >= shown)

    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    check.arguments = [home.appendingPathComponent("progress.sqlite").path, "PRAGMA integrity_check;"]
    let result = Pipe()
    check.standardOutput = result
    try check.run()
    check.waitUntilExit()
    let verdict = String(decoding: result.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    expectEqual(verdict.trimmingCharacters(in: .whitespacesAndNewlines), "ok")
  }
}
