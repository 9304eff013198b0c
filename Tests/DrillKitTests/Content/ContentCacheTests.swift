import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

@Suite struct ContentCacheTests {
  static let pack = """
    ---
    id: cached
    title: Cached pack
    ---

    ## First question
    id: first

    What does `1 + 1` give?

    ### Accept
    - 2

    ## Second question

    What does this print?

    ```swift
    print("hi")
    ```

    ### Output
    ```output
    hi
    ```
    """

  /// A content folder with one pack, and a cache in another folder.
  struct Setup {
    let folder: TemporaryFolder
    let cache: ContentCache
    var sources: [ContentSource] { [ContentSource(folder.url.appendingPathComponent("content"))] }
    var packFile: URL { folder.url.appendingPathComponent("content/questions/cached.md") }

    init(build: String = "test 1") throws {
      folder = try TemporaryFolder()
      try folder.write("content/questions/cached.md", ContentCacheTests.pack)
      cache = ContentCache(
        directory: folder.url.appendingPathComponent("cache"), build: build, racyWindow: 0)
    }

    func load(build: String? = nil) -> ContentCache.Loaded {
      var cache = cache
      if let build { cache.build = build }
      return cache.load(sources)
    }
  }

  @Test func theFirstLoadParsesAndTheSecondServesTheSnapshot() throws {
    let setup = try Setup()
    let first = setup.load()
    let second = setup.load()
    expectTrue(!first.fromCache)
    expectTrue(second.fromCache)
    expectEqual(second.library.questions.map(\.id), ["cached/first", "cached/second-question"])
  }

  @Test(arguments: ["valid", "malformed", "golden"])
  func aSnapshotHoldsExactlyWhatParsingGives(fixture: String) throws {
    let folder = try TemporaryFolder()
    let cache = ContentCache(directory: folder.url, build: "test", racyWindow: 0)
    let sources = [ContentSource(try ContentFixtures.url(fixture))]
    let fresh = ContentLoader().load(sources)
    _ = cache.load(sources)
    let cached = cache.load(sources)
    expectTrue(cached.fromCache)
    expectEqual(cached.library.packs, fresh.packs)
    expectEqual(cached.library.lessons, fresh.lessons)
    expectEqual(cached.library.snippets, fresh.snippets)
    expectEqual(cached.library.diagnostics, fresh.diagnostics)
  }

  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case editedToAnotherSize, editedInPlaceKeepingSizeAndModificationTime, replacedByRename
    case fileAdded, fileRemoved, anotherBuild

    var testDescription: String { rawValue }
  }

  @Test(arguments: Change.allCases)
  func anyChangeIsParsedAgain(change: Change) throws {
    let setup = try Setup()
    _ = setup.load()
    var build: String?
    var expectedTitle = "First question"
    switch change {
    case .editedToAnotherSize:
      try setup.folder.write(
        "content/questions/cached.md", Self.pack.replacingOccurrences(of: "First", with: "Edited"))
      expectedTitle = "Edited question"
    case .editedInPlaceKeepingSizeAndModificationTime:
      let before = try FileManager.default.attributesOfItem(atPath: setup.packFile.path)
      let handle = try FileHandle(forWritingTo: setup.packFile)
      let text = Self.pack.replacingOccurrences(of: "First", with: "Fixed")
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
      if let date = before[.modificationDate] {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: setup.packFile.path)
      }
      expectedTitle = "Fixed question"
    case .replacedByRename:
      try setup.folder.write(
        "content/questions/cached.md", Self.pack.replacingOccurrences(of: "First", with: "Renew"))
      expectedTitle = "Renew question"
    case .fileAdded:
      try setup.folder.write(
        "content/questions/extra.md", Self.pack.replacingOccurrences(of: "id: cached", with: "id: extra"))
    case .fileRemoved:
      try setup.folder.write(
        "content/questions/extra.md", Self.pack.replacingOccurrences(of: "id: cached", with: "id: extra"))
      _ = setup.load()
      try FileManager.default.removeItem(
        at: setup.folder.url.appendingPathComponent("content/questions/extra.md"))
    case .anotherBuild:
      build = "test 2"
    }
    let fresh = ContentLoader().load(setup.sources)
    let loaded = setup.load(build: build)
    expectTrue(!loaded.fromCache)
    expectEqual(loaded.library.packs, fresh.packs)
    expectEqual(loaded.library.questions.first?.title, expectedTitle)
  }

  @Test func filesChangedWithinTheRacyWindowAreNotSnapshotted() throws {
    let folder = try TemporaryFolder()
    try folder.write("content/questions/cached.md", Self.pack)
    let cache = ContentCache(
      directory: folder.url.appendingPathComponent("cache"), build: "t", racyWindow: 60)
    let sources = [ContentSource(folder.url.appendingPathComponent("content"))]
    _ = cache.load(sources)
    expectTrue(!cache.load(sources).fromCache)
  }

  @Test(arguments: ["empty", "wrong magic", "truncated", "garbage after"])
  func aDamagedSnapshotIsAMiss(damage: String) throws {
    let setup = try Setup()
    _ = setup.load()
    let snapshot = setup.cache.snapshotURL(for: setup.sources)
    var bytes = try Data(contentsOf: snapshot)
    switch damage {
    case "empty": bytes = Data()
    case "wrong magic": bytes[0] = UInt8(ascii: "X")
    case "truncated": bytes = bytes.prefix(bytes.count - 7)
    default: bytes.append(contentsOf: [1, 2, 3])
    }
    try bytes.write(to: snapshot)
    let loaded = setup.load()
    expectTrue(!loaded.fromCache)
    expectEqual(loaded.library.questions.count, 2)
    expectTrue(setup.load().fromCache)
  }

  @Test func aSnapshotUnderAnOlderNameIsNotReadAndTheCacheIsRebuilt() throws {
    // A build whose StableHash named snapshots differently (before XXH3) left its snapshot
    // under another name: this build looks only under its own, parses once and writes it.
    let setup = try Setup()
    _ = setup.load()
    let snapshot = setup.cache.snapshotURL(for: setup.sources)
    let older = snapshot.deletingLastPathComponent().appendingPathComponent(
      "680e76580696b30979b42fb155fc4db0.snapshot")
    try FileManager.default.moveItem(at: snapshot, to: older)
    let rebuilt = setup.load()
    expectTrue(!rebuilt.fromCache)
    expectEqual(rebuilt.library.questions.count, 2)
    expectTrue(FileManager.default.fileExists(atPath: snapshot.path))
    expectTrue(setup.load().fromCache)
    // The older build's snapshot is removed when this build writes its own; other files stay.
    expectTrue(!FileManager.default.fileExists(atPath: older.path))
  }

  @Test func onlyTheOlderBuildsSnapshotNamesAreLegacy() {
    expectTrue(ContentCache.isLegacySnapshotName("680e76580696b30979b42fb155fc4db0.snapshot"))
    expectTrue(!ContentCache.isLegacySnapshotName("x3-680e76580696b30979b42fb155fc4db0.snapshot"))
    expectTrue(!ContentCache.isLegacySnapshotName("680e76580696b30979b42fb155fc4db0.snapshot.tmp"))
    expectTrue(!ContentCache.isLegacySnapshotName("680E76580696B30979B42FB155FC4DB0.snapshot"))
    expectTrue(!ContentCache.isLegacySnapshotName("notes.txt"))
  }
}
