import DrillKitTesting
import DrillProgress
import Foundation
import Testing

/// What stands at the store's name when it is not a regular file (session 52's tryout, findings
/// 9 and 10; the device itself is in `S52Mend1StoreEndToEndTests`, which needs root).
struct ProgressStoreNotAFileTests {
  /// Told as a folder, not as SQLite's "disk I/O error" (session 52's tryout, finding 10).
  @Test func folderInPlaceOfFileIsToldAsAFolder() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.database, withIntermediateDirectories: true)
    for access in [ProgressStore.Access.readWrite, .readOnly] {
      #expect(throws: ProgressStoreError.notAFile(path: folder.database.path, what: "a folder")) {
        try ProgressStore(url: folder.database, access: access)
      }
    }
    expectContains(
      ProgressStoreError.notAFile(path: folder.database.path, what: "a folder").errorDescription ?? "",
      "\(folder.database.path) is a folder, not a file")
  }
}
