import CSQLite
import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillSQLite

@Suite(.ownThreads) struct ProgressStoreOpeningTests {
  @Test func createsFileAndFoldersWithLatestSchema() throws {
    let folder = try TemporaryFolder()
    let url = folder.url.appendingPathComponent("deep/er/progress.sqlite")
    let store = try ProgressStore(url: url)
    expectTrue(FileManager.default.fileExists(atPath: url.path))
    try expectEqual(store.storedSchemaVersion(), ProgressStore.schemaVersion)
    let mode = try store.sql { () throws(SQLiteError) in
      try store.database.query("PRAGMA journal_mode") { $0.text(0) }
    }
    expectEqual(mode, ["wal"])
    let timeout = try store.sql { () throws(SQLiteError) in
      try store.database.scalarInt("PRAGMA busy_timeout")
    }
    expectEqual(timeout, 5_000)
  }

  @Test func migratesVersionOneFileKeepingData() throws {
    let folder = try TemporaryFolder()
    do {
      let old = try ProgressStore(
        url: folder.database, access: .readWrite, migrations: Array(ProgressSchema.migrations.prefix(1)))
      try expectEqual(old.storedSchemaVersion(), 1)
      try ProgressFixtures.answer(old, "pack/q1", .good, at: ProgressFixtures.start)
    }
    let store = try ProgressStore(url: folder.database)
    try expectEqual(store.storedSchemaVersion(), ProgressStore.schemaVersion)
    try expectEqual(store.reviews.reviewCount(), 1)
    try expectEqual(store.reviews.memory(for: "pack/q1")?.reps, 1)
    let indexes = try store.sql { () throws(SQLiteError) in
      try store.database.query(
        "SELECT name FROM sqlite_schema WHERE type = 'index' AND name = 'memory_by_due'"
      ) {
        $0.text(0)
      }
    }
    expectEqual(indexes, ["memory_by_due"])
  }

  @Test func reopeningKeepsDataAndVersion() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .easy, at: ProgressFixtures.start)
    }
    let again = try ProgressStore(url: folder.database)
    try expectEqual(again.storedSchemaVersion(), ProgressStore.schemaVersion)
    try expectEqual(again.reviews.memory(for: "pack/q1")?.memory.state, .review)
  }

  @Test func refusesNewerSchemaWithoutChangingFile() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
      try store.sql { () throws(SQLiteError) in
        try store.database.execute("PRAGMA user_version = \(ProgressStore.schemaVersion + 1)")
      }
    }
    let before = try Data(contentsOf: folder.database)
    #expect(
      throws: ProgressStoreError.newerSchema(
        path: folder.database.path, found: ProgressStore.schemaVersion + 1,
        supported: ProgressStore.schemaVersion)
    ) {
      try ProgressStore(url: folder.database)
    }
    try expectEqual(Data(contentsOf: folder.database), before)
  }

  static let damagedFiles: [(String, Data)] = [
    ("text file", Data("these are not the droids you are looking for\n".utf8)),
    ("random bytes", Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })),
    ("sqlite header then garbage", Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xAB, count: 4096)),
  ]

  @Test(arguments: damagedFiles.map(\.0))
  func refusesDamagedFileAndLeavesItUntouched(name: String) throws {
    let folder = try TemporaryFolder()
    let bytes = try #require(Self.damagedFiles.first { $0.0 == name }?.1)
    try bytes.write(to: folder.database)
    #expect {
      try ProgressStore(url: folder.database)
    } throws: { error in
      guard case .corrupt(let path, _) = error as? ProgressStoreError else { return false }
      return path == folder.database.path
    }
    try expectEqual(Data(contentsOf: folder.database), bytes)
    let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    expectEqual(siblings, ["progress.sqlite"])
  }

  @Test func refusesTruncatedDatabaseAndLeavesItUntouched() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      for index in 0..<300 {
        try ProgressFixtures.answer(
          store, "pack/q\(index)", .good, at: ProgressFixtures.start,
          tags: [String(repeating: "t", count: 200)])
      }
    }
    let full = try Data(contentsOf: folder.database)
    expectTrue(full.count > 8 * 4096)
    let damaged = full.prefix(full.count / 2) + Data(repeating: 0x5A, count: 4096) + full.suffix(4096)
    try damaged.write(to: folder.database)
    #expect {
      try ProgressStore(url: folder.database)
    } throws: { error in
      if case .corrupt = error as? ProgressStoreError { return true }
      return false
    }
    try expectEqual(Data(contentsOf: folder.database), damaged)
  }

  /// A file recorded as closed cleanly is validated without compiling its schema: damage in
  /// the schema is then found by the writer's first statement, before it changes anything.
  @Test func aDamagedSchemaBehindACleanRecordIsRefusedUntouched() throws {
    let folder = try TemporaryFolder()
    let path = folder.database.path
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    }
    var bytes = [UInt8](try Data(contentsOf: folder.database))
    let table = Array("CREATE TABLE".utf8)
    let at = try #require(bytes.indices.first { bytes[$0...].starts(with: table) })
    bytes[at + table.count - 1] = UInt8(ascii: "X")
    try Data(bytes).write(to: folder.database)
    // As if the last writer had closed the damaged file cleanly.
    CleanClose.record(for: path)
    expectTrue(CleanClose.isRecorded(for: path))
    #expect {
      try ProgressStore(url: folder.database)
    } throws: { error in
      guard case .corrupt(let failed, _) = error as? ProgressStoreError else { return false }
      return failed == path
    }
    try expectEqual([UInt8](Data(contentsOf: folder.database)), bytes)
  }

  @Test func refusesForeignSQLiteDatabase() throws {
    let folder = try TemporaryFolder()
    do {
      let other = try SQLiteDatabase(path: folder.database.path, mode: .readWriteCreate)
      try other.execute("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('bread')")
    }
    let before = try Data(contentsOf: folder.database)
    #expect(throws: ProgressStoreError.notAProgressDatabase(path: folder.database.path)) {
      try ProgressStore(url: folder.database)
    }
    try expectEqual(Data(contentsOf: folder.database), before)
  }

  @Test func readOnlyAccessReadsButNeverWrites() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    }
    let before = try Data(contentsOf: folder.database)
    let reader = try ProgressStore(url: folder.database, access: .readOnly)
    try expectEqual(reader.reviews.knownQuestionIDs(), ["pack/q1"])
    #expect {
      try ProgressFixtures.answer(reader, "pack/q2", .good, at: ProgressFixtures.start)
    } throws: { error in
      if case .readOnly = error as? ProgressStoreError { return true }
      return false
    }
    try expectEqual(Data(contentsOf: folder.database), before)
  }

  @Test func readOnlyAccessNeedsAnExistingFile() throws {
    let folder = try TemporaryFolder()
    #expect(throws: ProgressStoreError.missing(path: folder.database.path)) {
      try ProgressStore(url: folder.database, access: .readOnly)
    }
    expectTrue(!FileManager.default.fileExists(atPath: folder.database.path))
  }

  /// Permission bits only stop non-root users: as root, these four run as an unprivileged user.
  @Test func writeProtectedFileIsRefusedUntouched() throws {
    guard UnprivilegedUser.runsHere("ProgressStoreOpeningTests/writeProtectedFileIsRefusedUntouched()") else {
      return
    }
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.database.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.database.path)
    }
    let before = try Data(contentsOf: folder.database)
    #expect {
      try ProgressStore(url: folder.database)
    } throws: { error in
      if case .readOnly = error as? ProgressStoreError { return true }
      return false
    }
    try expectEqual(Data(contentsOf: folder.database), before)
  }

  @Test func unreadableFileIsRefusedUntouched() throws {
    guard UnprivilegedUser.runsHere("ProgressStoreOpeningTests/unreadableFileIsRefusedUntouched()") else {
      return
    }
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    }
    let before = try Data(contentsOf: folder.database)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.database.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.database.path)
    }
    #expect {
      try ProgressStore(url: folder.database)
    } throws: { error in
      if case .unreadable = error as? ProgressStoreError { return true }
      return false
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.database.path)
    try expectEqual(Data(contentsOf: folder.database), before)
  }

  @Test func writeProtectedFolderIsRefusedUntouched() throws {
    guard UnprivilegedUser.runsHere("ProgressStoreOpeningTests/writeProtectedFolderIsRefusedUntouched()")
    else { return }
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    }
    let before = try Data(contentsOf: folder.database)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    }
    #expect {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q2", .good, at: ProgressFixtures.start)
    } throws: { error in
      if case .readOnly = error as? ProgressStoreError { return true }
      Issue.record("unexpected \(error)")
      return false
    }
    try expectEqual(Data(contentsOf: folder.database), before)
  }

  @Test func newFileInWriteProtectedFolderIsReadOnlyError() throws {
    guard
      UnprivilegedUser.runsHere("ProgressStoreOpeningTests/newFileInWriteProtectedFolderIsReadOnlyError()")
    else { return }
    let folder = try TemporaryFolder()
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    }
    #expect {
      try ProgressStore(url: folder.database)
    } throws: { error in
      if case .readOnly = error as? ProgressStoreError { return true }
      return false
    }
    expectTrue(!FileManager.default.fileExists(atPath: folder.database.path))
  }

  @Test func errorsDescribeThemselves() {
    let errors: [ProgressStoreError] = [
      .newerSchema(path: "/p", found: 9, supported: 2), .corrupt(path: "/p", detail: "d"),
      .unreadable(path: "/p", detail: "d"), .notAProgressDatabase(path: "/p"), .missing(path: "/p"),
      .needsUpgrade(path: "/p", found: 1, supported: 2), .readOnly(path: "/p", detail: "d"),
      .cannotCreateFolder(path: "/p", detail: "d"), .busy(path: "/p"), .diskFull(path: "/p"),
      .invalidValue(path: "/p", detail: "d"),
      .sqlite(path: "/p", SQLiteError(code: 1, message: "m", context: "c")),
    ]
    for error in errors {
      expectEqual(error.errorDescription?.contains("/p"), true)
    }
  }

  /// Foundation's messages end with a period; the sentence around them must not double it.
  @Test func aDetailEndingInAPeriodIsNotDoubled() {
    let detail = "The operation could not be completed. You don't have permission."
    let errors: [ProgressStoreError] = [
      .unreadable(path: "/p", detail: detail), .readOnly(path: "/p", detail: detail),
      .cannotCreateFolder(path: "/p", detail: detail), .invalidValue(path: "/p", detail: detail),
    ]
    for error in errors {
      let message = error.errorDescription ?? ""
      expectTrue(message.contains("permission") && !message.contains(".."), "\(message)")
    }
  }
}
