import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillSQLite

/// Issue 25, finding 8: a collection that is not Anki's schema is refused before
/// anything in it is evaluated (a 686-byte package whose `notes.flds` was a
/// generated column `printf('%.*c', 200000000, 'x')` took minutes and gigabytes).
@Suite struct AnkiHostileCollectionTests {
  /// A package whose collection has the tables the reader needs, with `extra` SQL run after.
  func package(notes: String, extra: String = "") throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("c.anki2").path
    let database = try SQLiteDatabase(path: file, mode: .readWriteCreate)
    try database.execute(
      """
      CREATE TABLE col (id integer PRIMARY KEY, models text NOT NULL, decks text NOT NULL);
      CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL);
      \(notes);
      INSERT INTO col VALUES (1, '{"1": {"name": "Basic", "type": 0, "flds": [{"name": "Front", "ord": 0}]}}',
        '{"1": {"name": "Default"}}');
      INSERT INTO notes (id, mid, tags) VALUES (1, 1, '');
      INSERT INTO cards VALUES (1, 1, 1, 0);
      \(extra)
      """)
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let path = folder.url.appendingPathComponent("p.apkg").path
    try AnkiPackageReaderTests.rawZip([("collection.anki2", data)], at: path)
    return (folder, path)
  }

  func refusal(notes: String, extra: String = "") throws -> String? {
    let (folder, path) = try package(notes: notes, extra: extra)
    defer { folder.remove() }
    do {
      _ = try AnkiPackageReader.read(path: path, packID: nil)
      return nil
    } catch let AnkiPackageError.notACollection(detail) {
      return detail
    }
  }

  @Test func aGeneratedColumnIsRefusedUnevaluated() throws {
    let detail = try refusal(
      notes: """
        CREATE TABLE notes (id integer PRIMARY KEY, mid integer NOT NULL, tags text NOT NULL,
          flds text GENERATED ALWAYS AS (printf('%.*c', 20000000, 'x')) VIRTUAL)
        """)
    expectEqual(detail?.contains("generated column"), true, "\(detail ?? "accepted")")
  }

  @Test func aViewOrATriggerIsRefused() throws {
    let notes =
      "CREATE TABLE notes (id integer PRIMARY KEY, mid integer NOT NULL, tags text NOT NULL, flds text)"
    let view = try refusal(notes: notes, extra: "CREATE VIEW v AS SELECT printf('%.*c', 20000000, 'x');")
    expectEqual(view?.contains("view"), true, "\(view ?? "accepted")")
    let trigger = try refusal(
      notes: notes, extra: "CREATE TRIGGER t AFTER INSERT ON cards BEGIN DELETE FROM notes; END;")
    expectEqual(trigger?.contains("trigger"), true, "\(trigger ?? "accepted")")
  }

  @Test func aValueLongerThanTheLimitStopsTheRead() throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    try database.limitForUntrustedFile(maximumLength: 1 << 20)
    #expect(throws: SQLiteError.self) {
      _ = try database.query("SELECT length(randomblob(2000000))") { $0.int64(0) }
    }
    // printf stops at the limit instead of building the string.
    let built = try database.query("SELECT coalesce(length(printf('%.*c', 2000000, 'x')), 0)") { $0.int64(0) }
    expectTrue(built.first ?? 0 < 2_000_000)
  }

  @Test func aLongQueryIsStopped() throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    try database.limitForUntrustedFile(maximumSteps: 100_000)
    #expect(throws: SQLiteError.self) {
      _ = try database.query(
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n"
      ) { $0.int64(0) }
    }
  }
}
