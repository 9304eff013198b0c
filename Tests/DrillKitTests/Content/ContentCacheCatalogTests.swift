import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// The catalog a snapshot serves: the same questions as parsing, decoded one at a
/// time, and a damaged record read again from its pack's file.
@Suite struct ContentCacheCatalogTests {
  @Test(arguments: ["valid", "malformed", "golden"])
  func theSnapshotCatalogListsWhatParsingGives(fixture: String) throws {
    let folder = try TemporaryFolder()
    let cache = ContentCache(directory: folder.url, build: "test", racyWindow: 0)
    let sources = [ContentSource(try ContentFixtures.url(fixture))]
    let fresh = ContentLoader().load(sources)
    _ = cache.load(sources)
    let cached = cache.load(sources)
    expectTrue(cached.fromCache)
    let expected = QuestionCatalog(fresh)
    expectEqual(cached.catalog.entries, expected.entries)
    expectEqual(cached.catalog.packIDs, expected.packIDs)
    expectEqual(cached.catalog.errorCount, fresh.errorCount)
    expectEqual(cached.catalog.allQuestions, fresh.questions)
    expectEqual(cached.catalog.entries.map(\.id), fresh.questions.map(\.id))
  }

  /// What `check FILE` judges the checked files against: every pack's id and path and
  /// every lesson, with no question decoded.
  @Test(arguments: ["valid", "golden"])
  func theOutlineHoldsEveryPackWithoutItsQuestionsAndEveryLesson(fixture: String) throws {
    let folder = try TemporaryFolder()
    let cache = ContentCache(directory: folder.url, build: "test", racyWindow: 0)
    let sources = [ContentSource(try ContentFixtures.url(fixture))]
    let fresh = ContentLoader().load(sources)
    expectTrue(!fresh.packs.isEmpty && !fresh.lessons.isEmpty)
    _ = cache.load(sources)
    let cached = cache.load(sources)
    expectTrue(cached.fromCache)
    let outline = cached.outline
    expectTrue(outline.packs.map(\.id) == fresh.packs.map(\.id))
    expectTrue(outline.packs.map(\.path) == fresh.packs.map(\.path))
    expectTrue(outline.packs.allSatisfy { $0.questions.isEmpty })
    expectTrue(outline.lessons == fresh.lessons)
    expectTrue(outline.diagnostics == fresh.diagnostics)
  }

  @Test func eachQuestionIsDecodedOnItsOwn() throws {
    let setup = try ContentCacheTests.Setup()
    _ = setup.load()
    let catalog = setup.load().catalog
    expectEqual(catalog.question(at: 1)?.localID, "second-question")
    expectEqual(catalog.question(at: 0)?.accept, ["2"])
    expectTrue(catalog.question(at: 2) == nil)
    expectTrue(catalog.question(at: -1) == nil)
  }

  /// Flips the first record's first byte (its id's length) into a negative number.
  func damageFirstRecord(_ setup: ContentCacheTests.Setup) throws {
    let url = setup.cache.snapshotURL(for: setup.sources)
    var bytes = try Data(contentsOf: url)
    let lengthField = ContentCache.magic.count..<(ContentCache.magic.count + ContentCache.headerLengthSize)
    let headerLength = bytes[lengthField].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    bytes[lengthField.upperBound + headerLength] = 0x7f
    try bytes.write(to: url)
  }

  @Test func aDamagedRecordIsReadAgainFromItsPackFile() throws {
    let setup = try ContentCacheTests.Setup()
    _ = setup.load()
    try damageFirstRecord(setup)
    let loaded = setup.load()
    expectTrue(loaded.fromCache)
    expectEqual(loaded.catalog.question(at: 0)?.title, "First question")
    expectEqual(loaded.library.questions.map(\.id), ["cached/first", "cached/second-question"])
    expectEqual(loaded.library.packs, ContentLoader().load(setup.sources).packs)
  }

  @Test(arguments: [1, 3, 11, 40])
  func aSnapshotCutAnywhereIsAMiss(keptBytes: Int) throws {
    let setup = try ContentCacheTests.Setup()
    _ = setup.load()
    let url = setup.cache.snapshotURL(for: setup.sources)
    try Data(try Data(contentsOf: url).prefix(keptBytes)).write(to: url)
    let loaded = setup.load()
    expectTrue(!loaded.fromCache)
    expectEqual(loaded.catalog.count, 2)
  }
}
