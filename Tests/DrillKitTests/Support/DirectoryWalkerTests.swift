import DrillKitTesting
import Foundation
import Testing

@testable import DrillSupport

@Suite struct DirectoryWalkerTests {
  @Test func listsRegularFilesInNestedFoldersSortedByPath() throws {
    let folder = try TemporaryFolder()
    for name in ["b.md", "a/z.md", "a/b/c.json", "c.txt", "a.md"] { try folder.write(name, "x") }
    let found = DirectoryWalker.files(below: folder.url.path) { $0.hasSuffix(".md") || $0.hasSuffix(".json") }
    let base = folder.url.path
    expectEqual(found, ["a.md", "a/b/c.json", "a/z.md", "b.md"].map { base + "/" + $0 })
  }

  @Test func skipsHiddenFilesAndFolders() throws {
    let folder = try TemporaryFolder()
    for name in ["shown.md", ".hidden.md", ".git/inside.md", "sub/.secret.md", "sub/seen.md"] {
      try folder.write(name, "x")
    }
    let found = DirectoryWalker.files(below: folder.url.path) { _ in true }
    expectEqual(found.map { String($0.dropFirst(folder.url.path.count + 1)) }, ["shown.md", "sub/seen.md"])
  }

  @Test func doesNotFollowSymbolicLinksBelowTheFolder() throws {
    let folder = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try outside.write("elsewhere/far.md", "x")
    try folder.write("content/near.md", "x")
    let content = folder.url.appendingPathComponent("content")
    try FileManager.default.createSymbolicLink(
      at: content.appendingPathComponent("linked"),
      withDestinationURL: outside.url.appendingPathComponent("elsewhere"))
    try FileManager.default.createSymbolicLink(
      at: content.appendingPathComponent("alias.md"),
      withDestinationURL: content.appendingPathComponent("near.md"))
    let found = DirectoryWalker.files(below: content.path) { _ in true }
    expectEqual(found, [content.path + "/near.md"])
  }

  @Test func aMissingFolderHasNoFiles() {
    expectTrue(DirectoryWalker.files(below: "/nonexistent-\(UUID().uuidString)") { _ in true }.isEmpty)
  }

  @Test func aTrailingSlashGivesTheSamePaths() throws {
    let folder = try TemporaryFolder()
    try folder.write("one.md", "x")
    expectEqual(
      DirectoryWalker.files(below: folder.url.path + "/") { _ in true }, [folder.url.path + "/one.md"])
  }

  /// Paths are put in `sorted()`'s order: ASCII ones on their bytes, any others as strings.
  @Test func pathsAreSortedAsStringsSortThem() {
    var generator = SeededGenerator(seed: 29)
    let pieces = [
      "a", "b", "A", "Z", "a-b", "a.b", "a/b", "a b", "ab", "a~", "0", "9", "_", "é", "e\u{301}", "ü",
    ]
    for round in 0..<40 {
      let ascii = round < 20
      let paths = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        "/content"
          + (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            let piece = pieces[Int.random(in: 0..<(ascii ? 12 : pieces.count), using: &generator)]
            return "/" + piece
          }.joined() + ".md"
      }
      expectEqual(DirectoryWalker.sortedPaths(paths), paths.sorted(), "\(paths)")
    }
  }
}
