import CZip
import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent
@testable import DrillSQLite
@testable import DrillSupport

@Suite struct AnkiPackageReaderTests {
  /// A zip written straight through libzip, so names ZipWriter refuses can be tested.
  static func rawZip(_ entries: [(String, Data)], at path: String) throws {
    var code: Int32 = 0
    let archive = try #require(zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &code))
    for (name, data) in entries {
      let copy = malloc(max(data.count, 1))
      data.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress, let copy { memcpy(copy, base, data.count) }
      }
      let source = try #require(zip_source_buffer(archive, copy, zip_uint64_t(data.count), 1))
      expectTrue(zip_file_add(archive, name, source, 0) >= 0)
    }
    expectEqual(zip_close(archive), 0)
  }

  func read(_ entries: [(String, Data)], limits: ZipReader.Limits = ZipReader.Limits()) throws -> AnkiImport {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("p.apkg").path
    try Self.rawZip(entries, at: path)
    return try AnkiPackageReader.read(path: path, packID: nil, limits: limits)
  }

  @Test func aFileThatIsNotAZipIsRefused() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("p.apkg")
    try Data("not a zip".utf8).write(to: path)
    #expect {
      try AnkiPackageReader.read(path: path.path, packID: nil)
    } throws: { error in
      guard case .archive(.cannotOpen) = error as? AnkiPackageError else { return false }
      return true
    }
  }

  @Test(arguments: ["../evil", "/etc/passwd", "media/../../x", "a\\b"])
  func pathTraversalNamesAreRefused(name: String) throws {
    #expect(throws: AnkiPackageError.archive(.unsafeName(name))) {
      try read([("collection.anki2", Data()), (name, Data("x".utf8))])
    }
  }

  /// Zip64 archives whose claimed compressed size is above `Int64.max`, or so large that
  /// the bomb check's multiplication overflowed: both trapped (issue 30).
  @Test func crafted64BitSizesAreCheckedBeforeArithmetic() throws {
    let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let folder = fixtures.appendingPathComponent("crashes")
    let huge = folder.appendingPathComponent("zip64-huge-compressed-size.apkg").path
    #expect(throws: AnkiPackageError.self) { try AnkiPackageReader.read(path: huge, packID: nil) }
    // 1.2 MB of zeros in 1.3 KB claiming 2^63 - 16 compressed bytes: the claim is capped by the
    // archive's own size, so the entry is a zip bomb again.
    let ratio = folder.appendingPathComponent("zip64-ratio-overflow.apkg").path
    #expect(throws: AnkiPackageError.archive(.suspiciousRatio(entry: "collection.anki2", ratio: 200))) {
      try AnkiPackageReader.read(path: ratio, packID: nil)
    }
  }

  @Test func aZipBombIsStoppedWhileStreaming() throws {
    let zeros = Data(count: 40 * 1_048_576)
    #expect(throws: AnkiPackageError.archive(.suspiciousRatio(entry: "collection.anki2", ratio: 200))) {
      try read([("collection.anki2", zeros)])
    }
    var small = ZipReader.Limits()
    small.maximumEntrySize = 65_536
    small.maximumRatio = 1_000_000
    #expect(throws: AnkiPackageError.archive(.tooLarge(entry: "collection.anki2", limit: 65_536))) {
      try read([("collection.anki2", Data(count: 200_000))], limits: small)
    }
  }

  @Test func aCollectionThatIsNotSQLiteIsRefused() throws {
    #expect(throws: AnkiPackageError.notACollection(detail: "it is not an SQLite database")) {
      try read([("collection.anki2", Data(repeating: 0x41, count: 4_096))])
    }
  }

  @Test func anSQLiteFileThatIsNotACollectionIsRefused() throws {
    let folder = try TemporaryFolder()
    let database = try SQLiteDatabase(
      path: folder.url.appendingPathComponent("x.db").path, mode: .readWriteCreate)
    try database.execute("CREATE TABLE t (x)")
    let data = try Data(contentsOf: folder.url.appendingPathComponent("x.db"))
    #expect(throws: AnkiPackageError.notACollection(detail: "it has no col, notes and cards tables")) {
      try read([("collection.anki2", data)])
    }
  }

  @Test func missingCollectionIsNamed() throws {
    #expect(throws: AnkiPackageError.noCollection(entries: ["media"])) {
      try read([("media", Data("{}".utf8))])
    }
  }

  @Test func swiftDrillsOwnExportReadsBackLosslessly() throws {
    let folder = try TemporaryFolder()
    let path = try AnkiPackageWriterTests().export(to: folder)
    let imported = try AnkiPackageReader.read(path: path, packID: "round-trip")
    // Every note is SwiftDrill's own: each question goes back to its pack, under its id.
    expectTrue(imported.pack.questions.isEmpty)
    expectEqual(imported.report.notes, 3)
    var questions: [Question] = []
    for file in imported.restored {
      let library = ContentLoader().loadPack(text: file.markdown, path: "\(file.pack.id).md")
      expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
      questions += library.questions
    }
    expectEqual(questions.map(\.id).sorted(), AnkiPackageWriterTests.questions.map(\.id).sorted())
    for original in AnkiPackageWriterTests.questions {
      let back = try #require(questions.first { $0.id == original.id })
      AnkiPackageWriterTests.expectRestored(back, as: original)
      expectEqual(back.tags, original.tags.map { $0.replacingOccurrences(of: " ", with: "_") })
    }
    let choice = try #require(questions.first { $0.localID == "struct-copy" })
    expectEqual(choice.prompt, AnkiPackageWriterTests.questions[0].prompt)
  }
}
