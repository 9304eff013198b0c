import DrillKitTesting
import DrillSQLite
import Foundation
import Testing

/// Session 51's tryout, the progress file, through the built binary: `restore` into a damaged file
/// (finding 4), a page with no schema (5), a file damaged while the REPL is open (12).
@Suite(.ownThreads) struct S51Mend2StoreEndToEndTests {
  let home = TemporaryHome.make()
  var database: String { home.appendingPathComponent("progress.sqlite").path }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home, now: "2026-12-08T09:00:00Z",
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC",
        "COLUMNS": "200",
      ])
  }

  func flowing(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  func randomBytes(_ count: Int) -> Data {
    Data((0..<count).map { _ in UInt8.random(in: 0...255) })
  }

  /// Finding 4: the error said "restore a backup" and `restore BACKUP` refused with the same error.
  /// The error names the backups beside the file and the command; `restore` moves the damaged file
  /// aside (keeping its bytes) and restores.
  @Test func restoreMovesADamagedFileAsideAndTheErrorNamesTheBackups() throws {
    let quiz = try run(["quiz", "--id", "basics/nil-coalescing"], input: "??\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let backup = home.appendingPathComponent("progress-backup-20261201-090000.sqlite")
    try FileManager.default.copyItem(atPath: database, toPath: backup.path)
    for damage in [randomBytes(100_000), Data("SQLite format 3\0".utf8) + randomBytes(50_000)] {
      try damage.write(to: URL(fileURLWithPath: database))
      let stats = try run(["stats"])
      expectEqual(stats.status, 1)
      let said = flowing(stats.stderr)
      expectContains(said, "is not a readable progress database")
      expectContains(said, "Backups beside it, newest first: progress-backup-20261201-090000.sqlite.")
      expectContains(said, "`swiftdrill restore \(backup.path)` moves the damaged file aside")
      let restore = try run(["restore", backup.path])
      expectEqual(restore.status, 0, "\(restore.stderr)")
      expectContains(
        flowing(restore.stdout), "The damaged progress file was moved to \(home.path)/progress-damaged-")
      expectContains(flowing(restore.stdout), "Restored from \(backup.path): added 1 review")
      let aside = try FileManager.default.contentsOfDirectory(atPath: home.path)
        .filter { $0.hasPrefix("progress-damaged-") && $0.hasSuffix(".sqlite") }
      let kept = try aside.map { try Data(contentsOf: home.appendingPathComponent($0)) }
      expectTrue(kept.contains(damage), "the damaged bytes are kept: \(aside)")
      expectContains(try run(["stats"]).stdout, "1 answer")
    }
  }

  /// Finding 5: a first write cut short by a full disk left a 4 KB page with no schema; `stats`
  /// said "uses schema 0 and needs an upgrade to 5; open it writable once". It holds no progress yet.
  @Test func aPageWithNoSchemaIsNoProgressYet() throws {
    let page = try SQLiteDatabase(path: database, mode: .readWriteCreate)
    try page.execute("PRAGMA journal_mode = WAL")
    page.close()
    expectEqual((try FileManager.default.attributesOfItem(atPath: database))[.size] as? Int, 4_096)
    for arguments in [["stats"], ["due"], ["show", "basics/nil-coalescing", "--json"]] {
      let run = try run(arguments)
      expectEqual(run.status, 0, "\(arguments): \(run.stderr)")
      expectNotContains(run.stderr, "schema 0")
      expectNotContains(run.stderr, "upgrade")
    }
    expectContains(flowing(try run(["stats"]).stdout), "No answers yet")
    expectNotContains(
      try run(["quiz", "--id", "basics/nil-coalescing"], input: "??\n").stderr, "not recorded")
    expectContains(try run(["stats"]).stdout, "1 answer")
  }

  /// Finding 12: the file damaged while the REPL was open; the REPL's next quiz said "✓ Right"
  /// without a warning and wrote a log beside the file. It now checks the file as a fresh process.
  @Test func theREPLChecksAFileDamagedWhileItIsOpen() throws {
    let process = Process()
    process.executableURL = BinaryRun.executable
    var environment = BinaryRun.environment(home: home, now: "2026-12-08T09:00:00Z")
    environment["SWIFTDRILL_BUNDLED"] = BinaryRun.fixtures.appendingPathComponent("course").path
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = TemporaryHome.make().appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    input.fileHandleForWriting.write(Data("quiz --id basics/nil-coalescing\n??\n".utf8))
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("Quiz summary") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += chunk
    }
    // The summary is out; the command's end (and the store's close) comes before the next prompt.
    while !String(decoding: seen, as: UTF8.self).hasSuffix("swiftdrill> ") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += chunk
    }
    let damage = randomBytes(50_000)
    try damage.write(to: URL(fileURLWithPath: database))
    input.fileHandleForWriting.write(Data("quiz --id basics/nil-coalescing\n??\nstats\n".utf8))
    try input.fileHandleForWriting.close()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let stderr = flowing(String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    expectContains(stderr, "is not a readable progress database")
    expectContains(stderr, "Study goes on, but answers are not recorded this time.")
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: database)), damage)
    let log = (try? FileManager.default.attributesOfItem(atPath: database + "-wal"))?[.size] as? Int ?? 0
    expectEqual(log, 0, "no log is written beside the damaged file")
  }
}
