import DrillKitTesting
import DrillSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 53, gap 2 (session 52's closing note): SIGKILL during `export` left its hidden staged
/// files beside FILE for good. Their names now give their export's pid and start, and the next
/// export to the same place removes those of a process that no longer runs, saying so in one line;
/// another export's that still runs, a name that gives no owner, and a link are left. Run as root
/// and as `learner` (`runuser -u learner -- …xctest --filter S53Mend0Export`).
@Suite(.ownThreads, .serialized) struct S53Mend0ExportEndToEndTests {
  let home = TemporaryHome.make()

  /// A home of 200,000 reviews (as `S52PolishExportEndToEndTests`'): the backup takes a while.
  init() throws {
    var lines = ["card_id,review_time,review_rating,review_state,review_duration"]
    lines.reserveCapacity(200_001)
    for index in 0..<200_000 {
      lines.append("\(1_700_000_000 + index / 10),\(1_600_000_000_000 + Int64(index) * 60_000),3,,")
    }
    let log = home.appendingPathComponent("log.csv")
    try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
    let imported = try BinaryRun.run(["import", "--reviews-csv", log.path], home: home)
    guard imported.status == 0 else { throw CocoaError(.fileReadUnknown) }
  }

  static let names = ["deck.apkg", "reviews.csv", "progress.json", "backup.json"]

  func exportProcess(into folder: URL) -> Process {
    let paths = Self.names.map { folder.appendingPathComponent($0).path }
    let process = Process()
    process.executableURL = BinaryRun.executable
    process.arguments = [
      "export", "--anki", paths[0], "--reviews-csv", paths[1], "--json", paths[2], "--backup", paths[3],
    ]
    process.environment = BinaryRun.environment(home: home)
    process.standardOutput = FileHandle.nullDevice
    return process
  }

  @Test func theNextExportRemovesWhatAKilledOneLeft() throws {
    let folder = home.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func names() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    // SIGKILL once the first staged file is there: nothing can clean up.
    let killed = exportProcess(into: folder)
    killed.standardError = FileHandle.nullDevice
    try killed.run()
    let deadline = Date().addingTimeInterval(120)
    while killed.isRunning, names().isEmpty, Date() < deadline { usleep(200) }
    kill(killed.processIdentifier, SIGKILL)
    killed.waitUntilExit()
    let left = names()
    try #require(!left.isEmpty && left.allSatisfy { $0.hasPrefix(".") && $0.contains(".staged") }, "\(left)")
    // Each name gives the killed export's pid.
    expectTrue(left.allSatisfy { $0.contains(".\(killed.processIdentifier)-") }, "\(left)")

    // Beside them: a live process's staged file (this test's own), a name that gives no owner (an
    // export before session 53), and a link named as the killed export's to a file of its own.
    let start = (ProcessStart.time(of: getpid()) ?? "").replacing(".", with: "_")
    let live = ".deck.apkg.\(getpid())-\(start)-\(UUID().uuidString).staged"
    let unowned = ".reviews.csv.\(UUID().uuidString).staged"
    let linked = ".backup.json.\(killed.processIdentifier)-1-\(UUID().uuidString).staged"
    let target = home.appendingPathComponent("target.txt")
    try "kept".write(to: target, atomically: true, encoding: .utf8)
    for name in [live, unowned] {
      try "other".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(linked).path, withDestinationPath: target.path)

    // The next export to the same place removes the killed one's, and says so.
    let next = exportProcess(into: folder)
    let errors = Pipe()
    next.standardError = errors
    try next.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    next.waitUntilExit()
    expectEqual(next.terminationStatus, 0, "\(stderr)")
    let said = stderr.split(separator: "\n").filter { $0.contains("Removed") }
    expectEqual(said.count, 1, "\(stderr)")
    expectContains(
      stderr, "Removed \(left.count) hidden file\(left.count == 1 ? "" : "s") left beside", "\(stderr)")
    expectContains(stderr, "(pid \(killed.processIdentifier), which no longer runs)", "\(stderr)")
    expectEqual(names(), (Self.names + [live, unowned, linked]).sorted(), "\(stderr)")
    expectEqual(try String(contentsOf: target, encoding: .utf8), "kept")
  }

  /// The name `StagedFiles` gives: this process's pid and start, so a killed one's can be told.
  @Test func aStagedNameGivesItsProcess() {
    var staged = StagedFiles(existing: .keep)
    let name = URL(fileURLWithPath: staged.staging(for: "/tmp/x/deck.apkg")).lastPathComponent
    let start = (ProcessStart.time(of: getpid()) ?? "").replacing(".", with: "_")
    expectTrue(name.hasPrefix(".deck.apkg.\(getpid())-\(start)-"), "\(name)")
    expectTrue(name.hasSuffix(".staged"), "\(name)")
  }
}
