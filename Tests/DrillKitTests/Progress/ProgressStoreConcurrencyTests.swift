import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillScheduling

/// Two writers on two connections at once (the lead's end-to-end test does the same
/// with two processes): every answer must land, none may fail with "database is locked".
@Suite struct ProgressStoreConcurrencyTests {
  @Test func twoConnectionsWritingAtOnceBothSucceed() throws {
    let folder = try TemporaryFolder()
    _ = try ProgressStore(url: folder.database)  // create the file first, as the app would
    let url = folder.database
    let failures = FailureList()
    let group = DispatchGroup()
    for writer in 0..<2 {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        do {
          let store = try ProgressStore(url: url)
          for index in 0..<200 {
            let rating: Rating = [.again, .hard, .good, .easy][index % 4]
            try ProgressFixtures.answer(
              store, "pack/w\(writer)-q\(index % 25)", rating,
              at: ProgressFixtures.start.addingTimeInterval(Double(index) * 60))
          }
        } catch {
          failures.append("writer \(writer): \(error)")
        }
      }
      thread.start()
    }
    group.wait()
    expectTrue(failures.items.isEmpty)
    let store = try ProgressStore(url: url)
    try expectEqual(store.reviews.reviewCount(), 400)
    try expectEqual(store.reviews.knownQuestionIDs().count, 50)
    let reps = try store.reviews.allMemories().map(\.reps).reduce(0, +)
    expectEqual(reps, 400)
  }

  @Test func twoStoresOpeningAFreshFileAtOnceBothSucceed() throws {
    let folder = try TemporaryFolder()
    let url = folder.database
    let failures = FailureList()
    let group = DispatchGroup()
    for writer in 0..<2 {
      group.enter()
      Thread {
        defer { group.leave() }
        do {
          let store = try ProgressStore(url: url)
          try ProgressFixtures.answer(store, "pack/q\(writer)", .good, at: ProgressFixtures.start)
        } catch {
          failures.append("writer \(writer): \(error)")
        }
      }.start()
    }
    group.wait()
    expectTrue(failures.items.isEmpty)
    try expectEqual(ProgressStore(url: url).reviews.reviewCount(), 2)
  }
}

/// Session 53: `validate` read the id, the version and the tables one statement at a time, so a
/// file another process made between them looked like another program's ("no id, no version",
/// then tables) and two first starts at once lost one's answers. Read while the schema is made:
/// never refused.
@Suite struct ProgressStoreFirstOpenTests {
  @Test func aFileBeingMadeIsNeverTakenForAnotherProgramsDatabase() throws {
    var refused = 0
    for _ in 0..<40 {
      let folder = try TemporaryFolder()
      let url = folder.database
      FileManager.default.createFile(atPath: url.path, contents: nil)
      let done = FailureList()
      let maker = Thread {
        do { _ = try ProgressStore(url: url) } catch { done.append("maker: \(error)") }
        done.append("done")
      }
      maker.start()
      while !done.items.contains("done") {
        do {
          _ = try ProgressStore.validate(path: url.path, supportedVersion: ProgressSchema.migrations.count)
        } catch ProgressStoreError.notAProgressDatabase {
          refused += 1
        } catch {
          // busy or a half-written header are other answers; only the refusal is the bug
        }
      }
      expectEqual(done.items, ["done"])
    }
    expectEqual(refused, 0)
  }
}

/// Errors collected from writer threads.
final class FailureList: @unchecked Sendable {
  // Guarded by `lock`; written by the writer threads, read after they finish.
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ failure: String) {
    lock.lock()
    storage.append(failure)
    lock.unlock()
  }

  var items: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
