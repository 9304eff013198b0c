import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress, history and exported files where they cannot be written: a store
/// the user may only read, and a full disk. Study goes on, a clear message says
/// why nothing is saved, and no file that was there is changed or lost.
@Suite(.ownThreads) struct ReliabilityStorageTests {
  /// A home with a store holding one review and a history of two commands.
  static func preparedHome() throws -> URL {
    let home = TemporaryHome.make()
    let quiz = try ReliabilityCommand.run(
      prefix: [], ["quiz", "--pack", "basics", "--type", "short"], input: "??\n", home: home)
    try #require(quiz.status == 0)
    try Data("_HiStOrY_V2_\nhelp\\040games\nstats\n".utf8).write(to: home.appendingPathComponent("history"))
    return home
  }

  static func bytes(_ url: URL) -> Data? { try? Data(contentsOf: url) }

  // MARK: - A store the user may only read

  @Test(.enabled(if: ReliabilityCommand.canRunAsNobody, "needs root and setpriv"))
  func aReadOnlyStoreIsReportedAndStudyGoesOn() throws {
    let home = try Self.preparedHome()
    let store = home.appendingPathComponent("progress.sqlite")
    expectTrue(chmod(home.path, 0o755) == 0 && chmod(store.path, 0o644) == 0)
    let before = Self.bytes(store)
    let listing = try FileManager.default.contentsOfDirectory(atPath: home.path).sorted()

    let quiz = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["quiz", "--pack", "basics", "--type", "short"], input: "??\n",
      home: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "✓ Right")
    expectContains(quiz.stdout, "Quiz summary")
    expectContains(quiz.stderr, "Cannot write progress to \(store.path)", "\(quiz.stderr)")
    expectContains(quiz.stderr, "Study goes on")
    expectEqual(Self.bytes(store), before)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: home.path).sorted(), listing)

    // Reading needs no writing: stats and export see the review made before.
    let stats = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["stats", "--json"], home: home)
    expectEqual(stats.status, 0, "\(stats.stderr)")
    expectContains(stats.stdout, "\"reviews\" : 1", "\(stats.stdout)")
    let export = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["export", "--json", "-"], home: home)
    expectEqual(export.status, 0, "\(export.stderr)")
    expectContains(export.stdout, "basics/nil-coalescing", "\(export.stdout)")
    expectEqual(Self.bytes(store), before)
  }

  /// Session 46's tryout: a store whose write-ahead log still held answers (left by a full disk),
  /// in a folder the learner may only read: SQLite's bare "unable to open database file".
  @Test(.enabled(if: ReliabilityCommand.canRunAsNobody, "needs root and setpriv"))
  func aReadOnlyStoreWithAWriteAheadLogSaysWhatItNeeds() throws {
    let home = try Self.preparedHome()
    let store = home.appendingPathComponent("progress.sqlite")
    // A writer killed before it could fold its log into the file leaves the log with content.
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    writer.arguments = [store.path]
    let input = Pipe()
    writer.standardInput = input
    writer.standardOutput = FileHandle.nullDevice
    try writer.run()
    input.fileHandleForWriting.write(
      Data(
        "PRAGMA wal_autocheckpoint = 0;\nINSERT INTO settings (key, value) VALUES ('test.wal', 'x');\n".utf8))
    let log = store.path + "-wal"
    let deadline = Date().addingTimeInterval(10)
    func logSize() -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? NSNumber)?.intValue ?? 0
    }
    while logSize() == 0, Date() < deadline { usleep(20_000) }
    kill(writer.processIdentifier, SIGKILL)
    writer.waitUntilExit()
    try #require(logSize() > 0, "the writer left no log")
    try? FileManager.default.removeItem(atPath: store.path + "-shm")
    for path in [store.path, log] { expectTrue(chmod(path, 0o644) == 0) }
    expectTrue(chmod(home.path, 0o755) == 0)

    let stats = try ReliabilityCommand.run(prefix: ReliabilityCommand.asNobody, ["stats"], home: home)
    expectEqual(stats.status, 1)
    expectContains(stats.stderr, "progress.sqlite-wal", "\(stats.stderr)")
    expectContains(stats.stderr, "write access to the folder")
    expectTrue(!stats.stderr.contains("unable to open database file"), "\(stats.stderr)")
  }

  @Test(.enabled(if: ReliabilityCommand.canRunAsNobody, "needs root and setpriv"))
  func aReadOnlyHistoryIsKeptAndTheFailureTold() throws {
    let home = try Self.preparedHome()
    let history = home.appendingPathComponent("history")
    // Readable by others, writable by root only (swiftdrill itself makes its folder 0700).
    expectTrue(chmod(home.path, 0o755) == 0 && chmod(history.path, 0o644) == 0)
    let before = Self.bytes(history)
    let terminal = try PseudoTerminal(
      executable: URL(fileURLWithPath: ReliabilityCommand.setpriv),
      arguments: Array(ReliabilityCommand.asNobody.dropFirst()) + [BinaryRun.executable.path],
      environment: ReliabilityTerminal.environment(home: home))
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("\u{1B}[A")  // the old history is there: Up recalls it
    mark = try terminal.waitFor("stats", after: mark)
    terminal.send("\u{15}help lessons\r")
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try terminal.waitFor("could not write the history", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
    expectEqual(Self.bytes(history), before)
  }

  // MARK: - A full disk

  @Test func aFullDiskKeepsTheStoreAndStudyGoesOn() throws {
    let prepared = try Self.preparedHome()
    let disk = try ReliabilityFullDisk(files: [
      "progress.sqlite": try #require(Self.bytes(prepared.appendingPathComponent("progress.sqlite")))
    ])
    let store = disk.folder.appendingPathComponent("progress.sqlite")
    let before = Self.bytes(store)
    let quiz = try ReliabilityCommand.run(
      prefix: disk.prefix, ["quiz", "--pack", "basics", "--type", "short"], input: "??\n", home: disk.folder)
    expectEqual(quiz.status, 0, "\(disk.method.rawValue): \(quiz.stderr)")
    expectContains(quiz.stdout, "✓ Right")
    expectContains(quiz.stdout, "Quiz summary")
    let said = quiz.stderr + quiz.stdout
    expectContains(said, "No space is left to write \(store.path)", "\(disk.method.rawValue): \(said)")
    expectEqual(Self.bytes(store), before)

    // Reading still works on the full disk, and once there is room the store is whole.
    let stats = try ReliabilityCommand.run(prefix: disk.prefix, ["stats", "--json"], home: disk.folder)
    expectEqual(stats.status, 0, "\(disk.method.rawValue): \(stats.stderr)")
    expectContains(stats.stdout, "\"reviews\" : 1")
    disk.makeRoom()
    let again = try ReliabilityCommand.run(
      prefix: [], ["quiz", "--pack", "basics", "--type", "short"], input: "??\n", home: disk.folder)
    expectTrue(again.stderr.isEmpty, "\(again.stderr)")
    let after = try ReliabilityCommand.run(prefix: [], ["stats", "--json"], home: disk.folder)
    expectContains(after.stdout, "\"reviews\" : 2", "\(after.stdout)")
  }

  @Test func aFullDiskKeepsTheExportedFile() throws {
    let prepared = try Self.preparedHome()
    let old = Data("{\"an\": \"earlier export\"}\n".utf8)
    let disk = try ReliabilityFullDisk(files: [
      "progress.sqlite": try #require(Self.bytes(prepared.appendingPathComponent("progress.sqlite"))),
      "export.json": old, "reviews.csv": old,
    ])
    let names = disk.names()
    for (option, file) in [("--json", "export.json"), ("--reviews-csv", "reviews.csv")] {
      let target = disk.folder.appendingPathComponent(file)
      let export = try ReliabilityCommand.run(
        prefix: disk.prefix, ["export", option, target.path, "--force"], home: disk.folder)
      expectTrue(export.status != 0, "\(option)")
      expectContains(export.stderr, target.path, "\(option): \(export.stderr)")
      expectContains(export.stderr, "unchanged", "\(option): \(export.stderr)")
      if disk.method == .tmpfs {
        expectContains(export.stderr, "space", "\(option): \(export.stderr)")
      }
      expectEqual(Self.bytes(target), old, "\(option)")
    }
    // No temporary file is left behind (the store's own -wal/-shm aside).
    expectEqual(
      disk.names().filter { !$0.hasPrefix("progress.sqlite") },
      names.filter { !$0.hasPrefix("progress.sqlite") })
  }

  @Test func aFullDiskKeepsTheHistory() throws {
    let prepared = try Self.preparedHome()
    let disk = try ReliabilityFullDisk(files: [
      "history": try #require(Self.bytes(prepared.appendingPathComponent("history")))
    ])
    let history = disk.folder.appendingPathComponent("history")
    let before = Self.bytes(history)
    let environment = ReliabilityTerminal.environment(home: disk.folder)
    let command =
      disk.prefix.isEmpty ? [BinaryRun.executable.path] : disk.prefix + [BinaryRun.executable.path]
    let terminal = try PseudoTerminal(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()),
      environment: environment)
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("help lessons\r")
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try terminal.waitFor("could not write the history", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
    expectEqual(Self.bytes(history), before, "\(disk.method.rawValue)")
    expectTrue(!disk.names().contains { $0.hasSuffix(".tmp") })
  }
}
