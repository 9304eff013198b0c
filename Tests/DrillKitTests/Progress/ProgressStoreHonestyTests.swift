import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillReports
@testable import DrillSQLite
@testable import DrillSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A store that never lies (issue 30): the journal mode it really got, figures read from one
/// snapshot, counts taken by the deletes themselves, a broken connection never reused, and
/// private files. Each runs as an unprivileged user when the tests run as root.
@Suite(.ownThreads) struct ProgressStoreHonestyTests {
  static func runsHere(_ name: String) -> Bool {
    UnprivilegedUser.runsHere("ProgressStoreHonestyTests/\(name)")
  }

  @Test func writeAheadLoggingIsInUseAndSaidSo() throws {
    guard Self.runsHere("writeAheadLoggingIsInUseAndSaidSo()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    expectEqual(store.journalMode, "wal")
    expectTrue(store.journalNotice == nil)
  }

  /// SQLite's `unix-dotfile` VFS has no shared memory, so `PRAGMA journal_mode = WAL` answers
  /// with the old mode, as on a file system that refuses it.
  @Test func refusedWriteAheadLoggingIsToldAndAnswersAreStillKept() throws {
    guard Self.runsHere("refusedWriteAheadLoggingIsToldAndAnswersAreStillKept()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStore(
      url: folder.database, access: .readWrite, migrations: ProgressSchema.migrations, vfs: "unix-dotfile")
    expectEqual(store.journalMode, "delete")
    let notice = try #require(store.journalNotice)
    expectContains(notice, "refused write-ahead logging for \(folder.database.path)")
    expectContains(notice, "journal mode is delete")
    try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    try expectEqual(store.reviews.reviewCount(), 1)
    expectTrue(!FileManager.default.fileExists(atPath: folder.database.path + "-wal"))
  }

  /// Another session commits between two reads: inside `reading` both see the same snapshot;
  /// outside it the second read sees the new answer (so the check can fail).
  @Test func readsInOneTransactionAgreeWhileAnotherSessionCommits() throws {
    guard Self.runsHere("readsInOneTransactionAgreeWhileAnotherSessionCommits()") else { return }
    for access in [ProgressStore.Access.readWrite, .readOnly] {
      let folder = try TemporaryFolder()
      let writer = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(writer, "pack/q1", .good, at: ProgressFixtures.start)
      let reader = try ProgressStore(url: folder.database, access: access)
      let (first, second) = try reader.reading {
        let first = try reader.reviews.reviewCount()
        try ProgressFixtures.answer(writer, "pack/q2", .good, at: ProgressFixtures.start)
        return (first, try reader.reviews.reviewCount())
      }
      expectEqual(first, 1, "\(access)")
      expectEqual(second, 1, "\(access)")
      try expectEqual(reader.reviews.reviewCount(), 2, "\(access)")
    }
  }

  @Test func statsFiguresComeFromOneSnapshot() throws {
    guard Self.runsHere("statsFiguresComeFromOneSnapshot()") else { return }
    let folder = try TemporaryFolder()
    let writer = try ProgressStore(url: folder.database)
    for index in 1...3 {
      try ProgressFixtures.answer(writer, "pack/q\(index)", .good, at: ProgressFixtures.start)
    }
    let reader = try ProgressStore(url: folder.database, access: .readOnly)
    let utc = try #require(TimeZone(identifier: "UTC"))
    let report = try StatsReport.collect(store: reader, now: ProgressFixtures.start, timeZone: utc)
    expectEqual(report.reviews, 3)
    expectEqual(report.questions.count, 3)
    // After the report, no read transaction is left open: a writer checkpoints freely.
    try ProgressFixtures.answer(writer, "pack/q4", .good, at: ProgressFixtures.start)
    try expectEqual(reader.reviews.reviewCount(), 4)
  }

  @Test func resetReportsWhatItsDeletesRemoved() throws {
    guard Self.runsHere("resetReportsWhatItsDeletesRemoved()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "a/q1", .good, at: ProgressFixtures.start)
    try ProgressFixtures.answer(store, "a/q1", .again, at: ProgressFixtures.start.addingTimeInterval(600))
    try ProgressFixtures.answer(store, "a/q2", .good, at: ProgressFixtures.start)
    try ProgressFixtures.answer(store, "b/q1", .good, at: ProgressFixtures.start)
    let result = try store.reset(.pack("a"), now: ProgressFixtures.start)
    expectEqual(result.reviewsRemoved, 3)
    expectEqual(result.questionsReset, 2)
    try expectEqual(store.reviews.reviewCount(), 1)
    let all = try store.reset(.all, now: ProgressFixtures.start.addingTimeInterval(1))
    expectEqual(all.reviewsRemoved, 1)
    expectEqual(all.questionsReset, 1)
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  /// A connection left inside a transaction a `ROLLBACK` could not end is never used again:
  /// reads and writes fail with the rollback's error.
  @Test func aBrokenConnectionIsNeverReused() throws {
    guard Self.runsHere("aBrokenConnectionIsNeverReused()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    let failure = ProgressStoreError.busy(path: folder.database.path)
    store.broken = failure
    #expect(throws: failure) { try store.reviews.reviewCount() }
    #expect(throws: failure) {
      try ProgressFixtures.answer(store, "pack/q2", .good, at: ProgressFixtures.start)
    }
    #expect(throws: failure) { try store.reading { try store.reviews.reviewCount() } }
    let other = try ProgressStore(url: folder.database, access: .readOnly)
    try expectEqual(other.reviews.reviewCount(), 1)
  }

  /// A failed write is rolled back and the connection stays usable (not marked broken).
  @Test func aFailedWriteRollsBackAndTheConnectionGoesOn() throws {
    guard Self.runsHere("aFailedWriteRollsBackAndTheConnectionGoesOn()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    #expect(throws: ProgressStoreError.self) {
      try store.write { () throws(ProgressStoreError) in
        try store.sql { () throws(SQLiteError) in
          try store.database.run("DELETE FROM reviews")
          try store.database.run("SELECT * FROM no_such_table")
        }
      }
    }
    expectTrue(store.broken == nil)
    expectTrue(!store.database.isInTransaction)
    try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  /// With a umask that would leave files readable by everyone, the backup of a reset and every
  /// file written through `AtomicFile` (exports, caches) are 0600, new or replacing a 0644 file.
  @Test func backupsAndWrittenFilesAreOwnerOnly() throws {
    guard Self.runsHere("backupsAndWrittenFilesAreOwnerOnly()") else { return }
    let previous = umask(0o022)
    defer { umask(previous) }
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    let result = try store.reset(.all, now: ProgressFixtures.start)
    func mode(_ path: String) throws -> Int {
      try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
    try expectEqual(mode(result.backup), 0o600)
    try expectEqual(mode(folder.database.path), 0o600)
    let export = folder.url.appendingPathComponent("export.json")
    try AtomicFile.write("{}", to: export)
    try expectEqual(mode(export.path), 0o600)
    chmod(export.path, 0o644)
    try AtomicFile.write("{\"again\": 1}", to: export)
    try expectEqual(mode(export.path), 0o600)
  }
}
