import DrillKitTesting
import DrillSupport
import Foundation
import Testing

@testable import DrillContent

/// The question index of a content snapshot (format 8), read field by field where it lies:
/// each field as the parsed entry has it, and a damaged index or block a miss or a parse.
@Suite struct SnapshotIndexTests {
  /// A snapshot-served catalog of `fixture` and the catalog of the same content parsed.
  func catalogs(_ fixture: String) throws -> (
    cached: QuestionCatalog, parsed: QuestionCatalog, folder: TemporaryFolder
  ) {
    let folder = try TemporaryFolder()
    let cache = ContentCache(directory: folder.url, build: "test", racyWindow: 0)
    let sources = [ContentSource(try ContentFixtures.url(fixture))]
    _ = cache.load(sources)
    let cached = cache.load(sources)
    expectTrue(cached.fromCache)
    return (cached.catalog, QuestionCatalog(ContentLoader().load(sources)), folder)
  }

  @Test(arguments: ["valid", "malformed", "golden"])
  func eachFieldIsReadAsTheParsedEntryHasIt(fixture: String) throws {
    let (cached, parsed, _) = try catalogs(fixture)
    let entries = cached.entries
    expectEqual(entries.count, parsed.entries.count)
    expectTrue(entries.count > 0)
    for index in entries.indices {
      let expected = parsed.entries[index]
      expectEqual(entries[index], expected)
      expectEqual(entries.level(at: index), expected.level)
      expectEqual(entries.kind(at: index), expected.kind)
      expectEqual(entries.type(at: index), expected.type)
      expectEqual(entries.packID(at: index), expected.packID)
      expectEqual(entries.tags(at: index), expected.tags)
      expectEqual(entries.firstTag(at: index), expected.tags.first)
      expectEqual(entries.id(at: index), expected.id)
    }
  }

  /// The offsets of a snapshot's header blocks, read as `ContentCache.decode` reads them.
  func blocks(of bytes: [UInt8]) throws -> (packs: Range<Int>, index: Range<Int>) {
    try bytes.withUnsafeBytes { raw in
      let prefix = ContentCache.magic.count + ContentCache.headerLengthSize
      var reader = MappedReader(raw, from: prefix, to: raw.count)
      try reader.skipString()  // fingerprint
      _ = try reader.readStrings()
      _ = try reader.readInt()
      let packs = try reader.skipString()
      try reader.skipString()  // diagnostics
      return (packs, try reader.skipString())
    }
  }

  /// Any byte of the index changed is a miss (its checksum): the content is parsed again.
  @Test(arguments: [0, 17, 40, -1])
  func aChangedByteOfTheIndexIsAMiss(at offset: Int) throws {
    let setup = try ContentCacheTests.Setup()
    _ = setup.load()
    let url = setup.cache.snapshotURL(for: setup.sources)
    var bytes = [UInt8](try Data(contentsOf: url))
    let index = try blocks(of: bytes).index
    let position = offset >= 0 ? index.lowerBound + offset : index.upperBound - 1
    bytes[position] ^= 0x01
    try Data(bytes).write(to: url)
    let loaded = setup.load()
    expectTrue(!loaded.fromCache)
    expectEqual(loaded.catalog.entries.map(\.id), ["cached/first", "cached/second-question"])
  }

  /// A damaged packs block (read only for the whole library or its outline) is parsed again;
  /// the questions are still served from the snapshot.
  @Test func aDamagedPacksBlockIsParsedAgainWhenTheLibraryIsAsked() throws {
    let setup = try ContentCacheTests.Setup()
    _ = setup.load()
    let url = setup.cache.snapshotURL(for: setup.sources)
    var bytes = [UInt8](try Data(contentsOf: url))
    bytes[try blocks(of: bytes).packs.lowerBound] = 0x7f  // a pack count past the block
    try Data(bytes).write(to: url)
    let loaded = setup.load()
    expectTrue(loaded.fromCache)
    expectEqual(loaded.catalog.packIDs, ["cached"])
    expectEqual(loaded.catalog.question(at: 1)?.localID, "second-question")
    let parsed = ContentLoader().load(setup.sources)
    expectEqual(loaded.library.packs, parsed.packs)
    expectEqual(loaded.outline.packs.map(\.id), ["cached"])
  }

  /// The rows are checked even under a matching checksum (a writer's bug): a record ending
  /// before the one before it, a level out of its list, or strings out of order are a miss.
  @Test(arguments: [(0, 0xff), (16 + 12, 9), (16 + 4, 0xff)])
  func rowsThatDoNotHoldTogetherAreAMiss(at offset: Int, value: UInt8) throws {
    let entries = [
      QuestionCatalog.Entry(
        packID: "p", localID: "a", level: .beginner, kind: .written, type: .choice, tags: ["t"]),
      QuestionCatalog.Entry(
        packID: "p", localID: "b", level: .advanced, kind: .verbal, type: .explain, tags: []),
    ]
    var block = SnapshotIndex.encode(entries, recordLengths: [10, 20])
    let intact = try Self.index(block)
    expectEqual(intact.count, 2)
    expectEqual(intact.recordEnd(at: 1), 30)
    // The table's rows start after the checksum block (17 bytes), the pack ids (`["p"]`, 3)
    // and the table's length (1).
    let tableStart = 1 + 16 + 3 + 1
    block[tableStart + offset] = value
    Self.reseal(&block)
    #expect(throws: BinaryReader.Corrupt.self) { try Self.index(block) }
  }

  static func index(_ block: [UInt8]) throws -> SnapshotIndex {
    try block.withUnsafeBytes { raw in
      try SnapshotIndex(Data(block), raw, block: 0..<raw.count, recordSpace: 1_000)
    }
  }

  /// Writes the checksum of what follows it again (16 bytes after the block's one-byte length).
  static func reseal(_ block: inout [UInt8]) {
    let digest = block[17...].withUnsafeBytes { StableHash.digest(of: $0) }
    block.replaceSubrange(1..<17, with: digest)
  }
}
