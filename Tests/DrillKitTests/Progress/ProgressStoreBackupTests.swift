import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole store out and back: restored whole into an empty store, merged into a used
/// one without a review twice, and the files private.
@Suite(.ownThreads) struct ProgressStoreBackupTests {
  let start = ProgressFixtures.start

  func used(_ folder: TemporaryFolder) throws -> ProgressStore {
    let store = try ProgressStore(url: folder.database)
    let session = try store.sessions.startSession(mode: "quiz", options: "{}", at: start)
    try ProgressFixtures.answer(store, "pack/a", .again, at: start, sessionID: session)
    try ProgressFixtures.answer(store, "pack/a", .good, at: start.addingTimeInterval(60), sessionID: session)
    try ProgressFixtures.answer(store, "pack/b", .good, at: start.addingTimeInterval(120), sessionID: session)
    try store.acceptedAnswers.addAcceptedAnswer(questionID: "pack/b", answer: "yes", at: start)
    try store.settings.setDesiredRetention(0.85)
    try store.lessons.recordProjectCheck(
      project: "add1", folder: "/p", stage: "1-start", passed: false, at: start)
    try store.lessons.recordProjectCheck(
      project: "add1", folder: "/p", stage: "1-start", passed: true, at: start)
    return store
  }

  @Test func aBackupRestoresWholeIntoAnEmptyStore() throws {
    let folder = try TemporaryFolder()
    let store = try used(folder)
    let backup = try store.transfer.backup(now: start)
    let json = try backup.jsonData()
    let file = folder.url.appendingPathComponent("backup.json")
    try json.write(to: file)
    let read = try ProgressBackup.read(from: file)
    // JSON keeps the values (a whole real reads back as an integer, which the REAL column
    // turns back into a real): the file read and written again is the same file.
    try expectEqual(read.jsonData(), json)
    expectEqual(read.tables.keys.sorted(), ProgressBackup.tableNames.sorted())

    let other = try TemporaryFolder()
    let fresh = try ProgressStore(url: other.database)
    let summary = try fresh.transfer.restore(read, scheduler: Scheduler())
    expectEqual(summary.reviewsAdded, 3)
    expectEqual(summary.questionsAdded, 2)
    expectEqual(summary.sessionsAdded, 1)
    expectEqual(summary.acceptedAnswersAdded, 1)
    expectEqual(summary.settingsAdded, 1)
    expectEqual(summary.projectStagesAdded, 1)
    try expectEqual(fresh.transfer.export(now: start), (try store.transfer.export(now: start)))
    try expectEqual(fresh.settings.desiredRetention(), 0.85)
    // Project stages are part of the store: a round trip keeps their checks and passes.
    try expectEqual(fresh.lessons.projectStages(), (try store.lessons.projectStages()))
    try expectEqual(fresh.lessons.projectStages().first?.attempts, 2)
    // Twice: nothing more.
    let again = try fresh.transfer.restore(read, scheduler: Scheduler())
    expectEqual(again.reviewsAdded, 0)
    expectEqual(again.reviewsAlreadyThere, 3)
    try expectEqual(fresh.transfer.export(now: start), (try store.transfer.export(now: start)))
  }

  /// Session 44's tryout: the same backup imported twice said "1 setting" the second time: the
  /// moves stamp, removed after each restore, came back each time and was counted.
  @Test func theMovesStampIsNotCountedAsASettingRestored() throws {
    let folder = try TemporaryFolder()
    let store = try used(folder)
    try store.settings.setSetting(StoreSettings.movesKey, "stamp schema 5")
    let backup = try store.transfer.backup(now: start)
    let other = try TemporaryFolder()
    let fresh = try ProgressStore(url: other.database)
    expectEqual(try fresh.transfer.restore(backup, scheduler: Scheduler()).settingsAdded, 1)
    let again = try fresh.transfer.restore(backup, scheduler: Scheduler())
    expectEqual(again.settingsAdded, 0)
    expectContains(again.text, "0 settings")
  }

  @Test func aMergeAddsOnlyNewReviewsAndReplaysSharedQuestions() throws {
    let folder = try TemporaryFolder()
    let backup = try used(folder).transfer.backup(now: start)
    let other = try TemporaryFolder()
    let store = try ProgressStore(url: other.database)
    // This machine knew pack/a's first review too, and answered pack/a again a day later.
    try ProgressFixtures.answer(store, "pack/a", .again, at: start)
    try ProgressFixtures.answer(store, "pack/a", .good, at: start.addingTimeInterval(86_400))
    let summary = try store.transfer.restore(backup, scheduler: Scheduler())
    expectEqual(summary.reviewsAdded, 2)
    expectEqual(summary.reviewsAlreadyThere, 1)
    expectEqual(summary.questionsAdded, 1)
    expectEqual(summary.questionsRebuilt, 1)
    let history = try store.reviews.history(for: "pack/a")
    expectEqual(history.map(\.rating), [1, 3, 3])
    try expectEqual(store.reviews.memory(for: "pack/a")?.reps, 3)
    // The merged session's reviews point at this store's copy of the session.
    let sessions = try store.sessions.sessions()
    expectEqual(sessions.count, 1)
    try expectEqual(store.reviews.history(for: "pack/b").first?.sessionID, sessions.first?.id)
  }

  @Test func aResetCopyIsReadAsABackup() throws {
    let folder = try TemporaryFolder()
    let store = try used(folder)
    let result = try store.reset(.pack("pack"), now: start)
    try expectEqual(store.reviews.reviewCount(), 0)
    let backup = try ProgressBackup.read(from: URL(fileURLWithPath: result.backup))
    let summary = try store.transfer.restore(backup, scheduler: Scheduler())
    expectEqual(summary.reviewsAdded, 3)
    try expectEqual(store.reviews.reviewCount(), 3)
    expectTrue(try store.reviews.memory(for: "pack/a") != nil)
  }

  @Test func aBackupOfAnotherKindIsRefusedWithAMessage() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("x.json")
    try Data(#"{"format":"something-else","version":1}"#.utf8).write(to: file)
    #expect(throws: BackupError.notABackup(path: file.path)) { try ProgressBackup.read(from: file) }
    try Data(
      #"{"format":"swiftdrill-backup","version":9,"schema_version":3,"created_at":"","tables":{}}"#.utf8
    )
    .write(to: file)
    #expect(throws: BackupError.newerVersion(path: file.path, found: 9, supported: 1)) {
      try ProgressBackup.read(from: file)
    }
  }

  /// Permission bits only stop non-root users: as root, this runs as an unprivileged user.
  @Test func resetCopiesAndBackupsAreReadableByTheOwnerOnly() throws {
    guard
      UnprivilegedUser.runsHere("ProgressStoreBackupTests/resetCopiesAndBackupsAreReadableByTheOwnerOnly()")
    else { return }
    let folder = try TemporaryFolder()
    let store = try used(folder)
    let previous = umask(0o022)
    defer { umask(previous) }
    let result = try store.reset(.all, now: start)
    let mode = try FileManager.default.attributesOfItem(atPath: result.backup)[.posixPermissions] as? Int
    expectEqual(mode.map { $0 & 0o777 }, 0o600)
    // An existing file, or a link, is never written through.
    let link = folder.url.appendingPathComponent("link.sqlite")
    let target = folder.url.appendingPathComponent("target")
    try Data("mine".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(throws: ProgressStoreError.self) { try store.backUp(to: link) }
    try expectEqual(Data(contentsOf: target), Data("mine".utf8))

    let file = folder.url.appendingPathComponent("backup.json")
    try AtomicFile.writePrivate(try store.transfer.backup(now: start).jsonData(), to: file)
    let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    expectEqual(fileMode.map { $0 & 0o777 }, 0o600)
  }
}
