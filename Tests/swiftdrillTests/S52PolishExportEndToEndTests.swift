import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 52, gap 6: `export` stopped mid-way (SIGTERM, Ctrl-C) left the files it had written
/// before the stop. Its files now appear together or not at all (`StagedFiles`).
@Suite(.ownThreads, .serialized) struct S52PolishExportEndToEndTests {
  let home = TemporaryHome.make()

  /// A home holding 200,000 reviews of other cards (`import --reviews-csv`): the backup holds them
  /// all, so the export spends a while writing it after the Anki package.
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

  /// `export` of the four files into a fresh folder, sent `signal` once `ready` holds of the
  /// folder's names: how it ended, its standard error and the folder's names after.
  func export(sending signal: Int32, when ready: @escaping ([String]) -> Bool) throws -> (
    status: Int32, signalled: Bool, stderr: String, names: [String]
  ) {
    let folder = home.appendingPathComponent("out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let paths = Self.names.map { folder.appendingPathComponent($0).path }
    let process = Process()
    process.executableURL = BinaryRun.executable
    process.arguments = [
      "export", "--anki", paths[0], "--reviews-csv", paths[1], "--json", paths[2], "--backup", paths[3],
    ]
    process.environment = BinaryRun.environment(home: home)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    // The test runner's threads block SIGTERM, and a child keeps the mask it starts with: the
    // export is started with the stopping signals unblocked, as from a shell.
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for number in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&stopping, number) }
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stopping, &mask)
    defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
    try process.run()
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    let deadline = Date().addingTimeInterval(120)
    func names() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }
    while process.isRunning, !ready(names()), Date() < deadline { usleep(200) }
    kill(process.processIdentifier, signal)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason == .uncaughtSignal, stderr, names().sorted()
    )
  }

  @Test func aStoppedExportLeavesEveryFileOrNone() throws {
    // SIGTERM while the files are being written (the first one begun): none appears, nothing is
    // left beside them, and the program ends as SIGTERM ends it, saying so.
    let terminated = try export(sending: SIGTERM) { !$0.isEmpty }
    expectEqual(terminated.names, [], "\(terminated.stderr)")
    expectTrue(terminated.signalled, "\(terminated.status) \(terminated.stderr)")
    expectEqual(terminated.status, SIGTERM)
    expectContains(terminated.stderr, "export stopped (SIGTERM): no file was written", "\(terminated.stderr)")

    // SIGTERM as soon as the package is in place: main had written it alone and was writing the
    // others. They are placed together, so all four are there.
    let placed = try export(sending: SIGTERM) { $0.contains("deck.apkg") }
    expectEqual(placed.names, Self.names.sorted(), "\(placed.stderr)")

    // Ctrl-C (SIGINT) was not looked at: the export went on. It stops it, writing nothing (exit 1).
    let interrupted = try export(sending: SIGINT) { !$0.isEmpty }
    expectEqual(interrupted.names, [], "\(interrupted.stderr)")
    expectTrue(!interrupted.signalled)
    expectEqual(interrupted.status, 1, "\(interrupted.stderr)")
    expectContains(
      interrupted.stderr, "export stopped (Ctrl-C): no file was written", "\(interrupted.stderr)")
  }
}
