import DrillKitTesting
import DrillSupport
import Foundation
import Testing

/// Session 52: `export`'s files appear together or not at all (`StagedFiles`).
@Suite struct StagedFilesTests {
  /// The names in `folder`, sorted.
  static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func everyStagedFileIsPlacedAndNothingIsLeftBeside() throws {
    let folder = try TemporaryFolder()
    var staged = StagedFiles(existing: .keep)
    for name in ["a.csv", "b.json"] {
      let path = folder.url.appendingPathComponent(name).path
      try AtomicFile.write(name, to: URL(fileURLWithPath: staged.staging(for: path)))
    }
    // Staged, nothing is at the paths yet.
    expectTrue(try Self.names(in: folder.url).allSatisfy { $0.hasPrefix(".") && $0.hasSuffix(".staged") })
    try staged.commit()
    expectEqual(try Self.names(in: folder.url), ["a.csv", "b.json"])
    expectEqual(
      try String(contentsOf: folder.url.appendingPathComponent("b.json"), encoding: .utf8), "b.json")
  }

  /// Under `.keep` a file made at the second path after the files were staged is kept, and the
  /// first, already placed, is taken back: neither export file appears.
  @Test func aFileMadeSinceKeepsItsPlaceAndTakesTheOthersBack() throws {
    let folder = try TemporaryFolder()
    let first = folder.url.appendingPathComponent("first.csv")
    let second = folder.url.appendingPathComponent("second.json")
    var staged = StagedFiles(existing: .keep)
    try AtomicFile.write("new first", to: URL(fileURLWithPath: staged.staging(for: first.path)))
    try AtomicFile.write("new second", to: URL(fileURLWithPath: staged.staging(for: second.path)))
    try "someone else's".write(to: second, atomically: false, encoding: .utf8)
    #expect(throws: FileAlreadyThere(path: second.path)) { try staged.commit() }
    expectEqual(try Self.names(in: folder.url), ["second.json"])
    expectEqual(try String(contentsOf: second, encoding: .utf8), "someone else's")
  }

  /// Under `.replace` (`--force`) a file that cannot be placed (a folder at its path) brings back
  /// the file the first one replaced.
  @Test func aFailedReplacementBringsBackWhatWasReplaced() throws {
    let folder = try TemporaryFolder()
    let first = folder.url.appendingPathComponent("first.csv")
    try "old first".write(to: first, atomically: false, encoding: .utf8)
    let second = try folder.folder("second.json")
    try folder.write("second.json/inside", "x")
    var staged = StagedFiles(existing: .replace)
    try AtomicFile.write("new first", to: URL(fileURLWithPath: staged.staging(for: first.path)))
    try AtomicFile.write("new second", to: URL(fileURLWithPath: staged.staging(for: second.path)))
    #expect(throws: StagedFiles.NotPlaced.self) { try staged.commit() }
    expectEqual(try Self.names(in: folder.url), ["first.csv", "second.json"])
    expectEqual(try String(contentsOf: first, encoding: .utf8), "old first")
    // And with nothing in the way, `--force` replaces each.
    try FileManager.default.removeItem(at: second)
    var again = StagedFiles(existing: .replace)
    try AtomicFile.write("new first", to: URL(fileURLWithPath: again.staging(for: first.path)))
    try AtomicFile.write("new second", to: URL(fileURLWithPath: again.staging(for: second.path)))
    try again.commit()
    expectEqual(try Self.names(in: folder.url), ["first.csv", "second.json"])
    expectEqual(try String(contentsOf: first, encoding: .utf8), "new first")
  }

  @Test func discardRemovesWhatWasStaged() throws {
    let folder = try TemporaryFolder()
    var staged = StagedFiles(existing: .keep)
    try AtomicFile.writePrivate(
      Data("x".utf8),
      to: URL(fileURLWithPath: staged.staging(for: folder.url.appendingPathComponent("b").path)))
    expectEqual(try Self.names(in: folder.url).count, 1)
    staged.discard()
    expectEqual(try Self.names(in: folder.url), [])
  }
}
