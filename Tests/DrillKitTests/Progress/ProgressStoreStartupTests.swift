import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillProgress
@testable import DrillSQLite

/// What opening a store costs at every start (issue 29): a file at the latest version is
/// only read; the integrity check runs only when the file was not closed cleanly or was
/// touched since; the moves of `moved-ids.tsv` are applied once per version of the file.
@Suite(.ownThreads) struct ProgressStoreStartupTests {
  static let start = ProgressFixtures.start

  /// As root, each case runs again as the unprivileged user (the store's files, as a learner has them).
  static func runsHere(_ name: String) -> Bool {
    UnprivilegedUser.runsHere("ProgressStoreStartupTests/\(name)")
  }

  static func size(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
  }

  @Test func openingAStoreAtTheLatestVersionWritesNothing() throws {
    guard Self.runsHere("openingAStoreAtTheLatestVersionWritesNothing()") else { return }
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: Self.start)
    }
    let before = try Data(contentsOf: folder.database)
    let store = try ProgressStore(url: folder.database)
    try expectEqual(store.storedSchemaVersion(), ProgressStore.schemaVersion)
    // Nothing in the log, nothing in the file: the first write is the first answer.
    expectEqual((Self.size(folder.database.path + "-wal") ?? 0), 0)
    try expectEqual(Data(contentsOf: folder.database), before)
    try ProgressFixtures.answer(store, "pack/q2", .good, at: Self.start)
    expectTrue((Self.size(folder.database.path + "-wal") ?? 0) > 0)
  }

  @Test func aCleanCloseIsRecordedAndMatchesUntilTheFileChanges() throws {
    guard Self.runsHere("aCleanCloseIsRecordedAndMatchesUntilTheFileChanges()") else { return }
    let folder = try TemporaryFolder()
    let path = folder.database.path
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: Self.start)
      // While it is open, the log is there: not clean.
      expectTrue(!CleanClose.isRecorded(for: path))
    }
    expectTrue(!FileManager.default.fileExists(atPath: path + "-wal"))
    expectTrue(CleanClose.isRecorded(for: path))
    // Read-only opens and opens that write nothing keep it valid.
    _ = try ProgressStore(url: folder.database, access: .readOnly)
    _ = try ProgressStore(url: folder.database)
    expectTrue(CleanClose.isRecorded(for: path))
    // Any other change to the file (here the same bytes written again) is noticed.
    try Data(contentsOf: folder.database).write(to: folder.database)
    expectTrue(!CleanClose.isRecorded(for: path))
  }

  /// A close that changed nothing finds the record already right and leaves it as it was (no
  /// new file and rename at the end of every run that only read); a close after a write
  /// records the file again.
  @Test func aCloseThatChangedNothingLeavesTheRecordAsItWas() throws {
    guard Self.runsHere("aCloseThatChangedNothingLeavesTheRecordAsItWas()") else { return }
    let folder = try TemporaryFolder()
    let path = folder.database.path
    let record = path + CleanClose.suffix
    func identity() throws -> [String] {
      let attributes = try FileManager.default.attributesOfItem(atPath: record)
      return ["\(attributes[.systemFileNumber] ?? "")", "\(attributes[.modificationDate] ?? "")"]
    }
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q1", .good, at: Self.start)
    }
    let first = try identity()
    let stamp = try Data(contentsOf: URL(fileURLWithPath: record))
    _ = try ProgressStore(url: folder.database)
    try expectEqual(identity(), first)
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: record)), stamp)
    expectTrue(CleanClose.isRecorded(for: path))
    do {
      let store = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(store, "pack/q2", .good, at: Self.start)
    }
    try expectTrue(identity() != first)
    expectTrue(CleanClose.isRecorded(for: path))
  }

  @Test func aStoreClosedWhileAnotherIsOpenRecordsNothing() throws {
    guard Self.runsHere("aStoreClosedWhileAnotherIsOpenRecordsNothing()") else { return }
    let folder = try TemporaryFolder()
    let path = folder.database.path
    let first = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(first, "pack/q1", .good, at: Self.start)
    do {
      let second = try ProgressStore(url: folder.database)
      try ProgressFixtures.answer(second, "pack/q2", .good, at: Self.start)
    }
    // The first store still holds the log: the second one's close was not the last.
    expectTrue(FileManager.default.fileExists(atPath: path + "-wal"))
    expectTrue(!CleanClose.isRecorded(for: path))
    try expectEqual(first.reviews.reviewCount(), 2)
  }

  /// A program killed with answers in the log leaves the `-wal` file behind: the next open
  /// checks the file, and a page damaged meanwhile is found even though the record (of an
  /// earlier clean close) is still there.
  @Test func aLogLeftBehindMeansTheFileIsChecked() throws {
    guard Self.runsHere("aLogLeftBehindMeansTheFileIsChecked()") else { return }
    let folder = try TemporaryFolder()
    let path = folder.database.path
    do {
      let store = try ProgressStore(url: folder.database)
      for index in 0..<300 {
        try ProgressFixtures.answer(
          store, "pack/q\(index)", .good, at: Self.start, tags: [String(repeating: "t", count: 200)])
      }
    }
    expectTrue(CleanClose.isRecorded(for: path))
    let record = try Data(contentsOf: URL(fileURLWithPath: path + CleanClose.suffix))
    let full = try Data(contentsOf: folder.database)
    let damaged = full.prefix(full.count / 2) + Data(repeating: 0x5A, count: 4096) + full.suffix(4096)
    try damaged.write(to: folder.database)
    // A stale log and the record made to match the damaged file: only the log tells.
    try Data(repeating: 1, count: 32).write(to: URL(fileURLWithPath: path + "-wal"))
    try Data((CleanClose.stamp(of: path) ?? "").utf8).write(
      to: URL(fileURLWithPath: path + CleanClose.suffix))
    expectTrue(record.count > 0)
    expectTrue(!CleanClose.isRecorded(for: path))
    #expect {
      try ProgressStore(url: folder.database)
    } throws: { error in
      if case .corrupt = error as? ProgressStoreError { return true }
      return false
    }
  }

  @Test func movesAreAppliedOncePerStamp() throws {
    guard Self.runsHere("movesAreAppliedOncePerStamp()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStoreMovesTests.oldProgress(folder)
    var loads = 0
    let moves = ProgressStoreMovesTests.moves
    try expectEqual(
      store.applyMoves(stamp: "a") {
        loads += 1; return moves
      }, 2)
    expectEqual(loads, 1)
    // The same stamp again: the moves file is not even read, the history not scanned.
    try ProgressFixtures.answer(store, "beginner-generics/largest", .good, at: Self.start)
    try expectEqual(
      store.applyMoves(stamp: "a") {
        loads += 1; return moves
      }, 0)
    expectEqual(loads, 1)
    expectTrue(try store.reviews.knownQuestionIDs().contains("beginner-generics/largest"))
    // Another stamp (a new moves file, another schema): applied again.
    try expectEqual(
      store.applyMoves(stamp: "b") {
        loads += 1; return moves
      }, 1)
    expectEqual(loads, 2)
    expectTrue(!(try store.reviews.knownQuestionIDs().contains("beginner-generics/largest")))
  }

  @Test func restoringABackupForgetsTheMovesStamp() throws {
    guard Self.runsHere("restoringABackupForgetsTheMovesStamp()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStoreMovesTests.oldProgress(folder)
    let backup = try store.transfer.backup(now: Self.start)
    let moves = ProgressStoreMovesTests.moves
    try store.applyMoves(stamp: "a") { moves }
    _ = try store.transfer.restore(backup, scheduler: try store.settings.scheduler())
    // The backup brought the old ids back: the same moves file moves them again.
    expectTrue(try store.reviews.knownQuestionIDs().contains("beginner-generics/largest"))
    try expectEqual(store.applyMoves(stamp: "a") { moves }, 2)
    expectTrue(!(try store.reviews.knownQuestionIDs().contains("beginner-generics/largest")))
  }
}
