import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress

/// What a killed process leaves on disk is the database, its `-wal` and its `-shm` as they
/// were at the last committed write. Copying the three files while the writer is still
/// open gives exactly that state; the copy must open, validate and hold every answer.
@Suite struct ProgressStoreKillSafetyTests {
  @Test func filesLeftByAnOpenWriterReopenWithEveryCommittedAnswer() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("copy", isDirectory: true)
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    let writer = try ProgressStore(url: folder.database)
    for index in 0..<20 {
      try ProgressFixtures.answer(
        writer, "pack/q\(index)", .good, at: ProgressFixtures.start.addingTimeInterval(Double(index)))
    }
    let wal = folder.database.path + "-wal"
    expectTrue(FileManager.default.fileExists(atPath: wal))
    for suffix in ["", "-wal", "-shm"] {
      try FileManager.default.copyItem(
        atPath: folder.database.path + suffix,
        toPath: copy.appendingPathComponent("progress.sqlite" + suffix).path)
    }
    let reader = try ProgressStore(url: copy.appendingPathComponent("progress.sqlite"), access: .readOnly)
    try expectEqual(reader.reviews.reviewCount(), 20)
    let reopened = try ProgressStore(url: copy.appendingPathComponent("progress.sqlite"))
    try expectEqual(reopened.reviews.reviewCount(), 20)
    try ProgressFixtures.answer(reopened, "pack/after", .good, at: ProgressFixtures.start)
    try expectEqual(reopened.reviews.reviewCount(), 21)
    _ = writer
  }

  @Test func walWithoutSharedMemoryFileStillOpens() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("copy", isDirectory: true)
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    let writer = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(writer, "pack/q", .easy, at: ProgressFixtures.start)
    for suffix in ["", "-wal"] {
      try FileManager.default.copyItem(
        atPath: folder.database.path + suffix,
        toPath: copy.appendingPathComponent("progress.sqlite" + suffix).path)
    }
    let reopened = try ProgressStore(url: copy.appendingPathComponent("progress.sqlite"))
    try expectEqual(reopened.reviews.memory(for: "pack/q")?.memory.state, .review)
    _ = writer
  }
}
