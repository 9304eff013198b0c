import DrillSQLite
import Foundation

/// Reads the notes of a schema-11 collection: each note's type (standard or cloze, and
/// its field names), its fields, tags and the deck of its first card.
struct AnkiCollectionReader {
  struct Note {
    var id: Int64
    var isCloze: Bool
    var typeName: String
    var fieldNames: [String]
    var fields: [String]
    var tags: [String]
    var deck: String
  }

  static let sqliteHeader = Array("SQLite format 3\0".utf8)

  static func read(_ data: Data, scratch: ScratchFolder) throws(AnkiPackageError) -> [Note] {
    guard data.count >= 100, Array(data.prefix(16)) == sqliteHeader else {
      throw .notACollection(detail: "it is not an SQLite database")
    }
    let path = scratch.path + "/collection.sqlite"
    do {
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw .file(path: path, detail: error.localizedDescription)
    }
    do {
      return try notes(at: path)
    } catch let error as AnkiPackageError {
      throw error
    } catch let error as SQLiteError {
      throw .notACollection(detail: error.message)
    } catch {
      throw .notACollection(detail: "\(error)")
    }
  }

  /// SQLite's heap while a foreign collection is read.
  static let heapLimit: Int64 = 256 << 20

  private static func notes(at path: String) throws -> [Note] {
    try SQLiteDatabase.withHeapLimit(heapLimit) { try readNotes(at: path) }
  }

  /// Refuses what Anki's schema never has and what makes reading run code or
  /// expand: views, triggers, virtual tables, generated columns.
  static func checkSchema(_ database: SQLiteDatabase) throws {
    let kinds = try database.query("SELECT type, name, coalesce(sql, '') FROM sqlite_schema") {
      ($0.text(0), $0.text(1), $0.text(2))
    }
    for (type, name, sql) in kinds {
      if type == "view" || type == "trigger" {
        throw AnkiPackageError.notACollection(
          detail: "it has a \(type) (\(name)), which Anki's collections never have")
      }
      if type == "table", sql.uppercased().contains("VIRTUAL TABLE") {
        throw AnkiPackageError.notACollection(detail: "it has a virtual table (\(name))")
      }
    }
    for table in ["col", "notes", "cards"] {
      // table_xinfo's `hidden` column: 2 and 3 are generated columns.
      let hidden = try database.query("SELECT hidden FROM pragma_table_xinfo(?1)", [.text(table)]) {
        $0.int64(0)
      }
      if hidden.contains(where: { $0 == 2 || $0 == 3 }) {
        throw AnkiPackageError.notACollection(detail: "its \(table) table has a generated column")
      }
    }
  }

  private static func readNotes(at path: String) throws -> [Note] {
    let database = try SQLiteDatabase(path: path, mode: .readOnly)
    try database.limitForUntrustedFile()
    try checkSchema(database)
    let check = try database.query("PRAGMA quick_check") { $0.text(0) }
    guard check == ["ok"] else {
      throw AnkiPackageError.notACollection(detail: "the database is damaged")
    }
    let tables = Set(try database.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(0) })
    guard tables.isSuperset(of: ["col", "notes", "cards"]) else {
      throw AnkiPackageError.notACollection(detail: "it has no col, notes and cards tables")
    }
    let (modelsText, decksText) =
      try database.query("SELECT models, decks FROM col LIMIT 1") {
        ($0.text(0), $0.text(1))
      }.first ?? ("{}", "{}")
    let models = try Self.object(modelsText, "note types")
    let decks = try Self.object(decksText, "decks")
    let deckOfNote = Dictionary(
      try database.query("SELECT nid, did FROM cards ORDER BY ord, id") { ($0.int64(0), $0.int64(1)) },
      uniquingKeysWith: { first, _ in first })
    return try database.query("SELECT id, mid, tags, flds FROM notes ORDER BY id") { row in
      let model = models["\(row.int64(1))"] as? [String: Any] ?? [:]
      let fieldInfo = (model["flds"] as? [[String: Any]] ?? []).sorted {
        ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0)
      }
      let deckID = deckOfNote[row.int64(0)].map { "\($0)" } ?? ""
      let deck = (decks[deckID] as? [String: Any])?["name"] as? String ?? "Anki"
      return Note(
        id: row.int64(0), isCloze: (model["type"] as? Int) == 1, typeName: model["name"] as? String ?? "?",
        fieldNames: fieldInfo.map { $0["name"] as? String ?? "" },
        fields: row.text(3).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
        tags: row.text(2).split(separator: " ").map(String.init), deck: deck)
    }
  }

  private static func object(_ text: String, _ what: String) throws -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
      throw AnkiPackageError.notACollection(detail: "its \(what) are not readable")
    }
    return object
  }
}
