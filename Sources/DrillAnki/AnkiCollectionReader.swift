import DrillSQLite
import Foundation

/// Reads the notes of an Anki collection, legacy (schema 11: note types and decks as JSON
/// in `col`) or modern (schema 18: the `notetypes`, `fields`, `templates` and `decks`
/// tables, their settings in protobuf): each note's type (standard or cloze, its field
/// names and card templates), its fields, tags, GUID and the deck of its first card.
struct AnkiCollectionReader {
  struct Template: Equatable {
    var front: String
    var back: String
  }

  struct Note {
    var id: Int64
    var guid: String = ""
    var isCloze: Bool
    var typeName: String
    var fieldNames: [String]
    var templates: [Template] = []
    var fields: [String]
    var tags: [String]
    /// The deck's full name, levels joined by `::`.
    var deck: String
  }

  /// One row of the review log, with the note and card number it belongs to.
  struct Review: Equatable {
    /// Nil when the row's card is not in the package.
    var note: Int64?
    var card: Int
    /// Milliseconds since 1970 (the revlog id).
    var time: Int64
    /// 1 to 4 for an answer (`ease`); 0 for a reschedule; anything in a damaged file.
    var rating: Int
    /// 0 learning, 1 review, 2 relearning, 3 filtered deck; 4 and 5 rescheduling and resets.
    var state: Int
    var durationMilliseconds: Int
  }

  /// A review card's FSRS memory (`data` with `s`, `d` and `lrt`) and interval.
  struct CardMemory: Equatable {
    var note: Int64
    var card: Int
    var memory: AnkiImport.CarriedMemory
  }

  struct Contents {
    var notes: [Note]
    var reviews: [Review]
    var memories: [CardMemory] = []
  }

  private struct NoteType {
    var name: String
    var isCloze: Bool
    var fieldNames: [String]
    var templates: [Template]
  }

  static let sqliteHeader = Array("SQLite format 3\0".utf8)

  static func read(_ data: Data, scratch: ScratchFolder) throws(AnkiPackageError) -> Contents {
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
      return try contents(at: path)
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

  private static func contents(at path: String) throws -> Contents {
    try SQLiteDatabase.withHeapLimit(heapLimit) { try readContents(at: path) }
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

  private static func readContents(at path: String) throws -> Contents {
    let database = try SQLiteDatabase(path: path, mode: .readOnly)
    try database.limitForUntrustedFile()
    try checkSchema(database)
    var check: [String] = []
    do {
      check = try database.query("PRAGMA quick_check") { $0.text(0) }
    } catch {
      // Schema 18 indexes names with Anki's own `unicase` collation, which SQLite lacks, so its
      // indexes cannot be checked here. The tables are still read through SQLite below, which
      // reports a damaged page it reads as an error.
      guard error.message.contains("no such collation sequence: unicase") else { throw error }
      check = ["ok"]
    }
    guard check == ["ok"] else {
      throw AnkiPackageError.notACollection(detail: "the database is damaged")
    }
    let tables = Set(try database.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(0) })
    guard tables.isSuperset(of: ["col", "notes", "cards"]) else {
      throw AnkiPackageError.notACollection(detail: "it has no col, notes and cards tables")
    }
    let modern = tables.isSuperset(of: ["notetypes", "fields", "templates", "decks"])
    let types: [Int64: NoteType]
    let deckNames: [Int64: String]
    if modern {
      (types, deckNames) = try modernTypesAndDecks(database)
    } else {
      (types, deckNames) = try legacyTypesAndDecks(database)
    }
    let deckOfNote = Dictionary(
      try database.query("SELECT nid, did FROM cards ORDER BY ord, id") { ($0.int64(0), $0.int64(1)) },
      uniquingKeysWith: { first, _ in first })
    let notes = try database.query("SELECT id, mid, tags, flds, guid FROM notes ORDER BY id") { row in
      let type = types[row.int64(1)] ?? NoteType(name: "?", isCloze: false, fieldNames: [], templates: [])
      let deck = deckOfNote[row.int64(0)].flatMap { deckNames[$0] } ?? "Anki"
      return Note(
        id: row.int64(0), guid: row.text(4), isCloze: type.isCloze, typeName: type.name,
        fieldNames: type.fieldNames, templates: type.templates,
        fields: row.text(3).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
        tags: row.text(2).split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init),
        deck: deck)
    }
    // Every row: `AnkiPackageReader.reviewRows` takes the answers and counts the others (rating 0
    // rows are manual reschedules, type 4 and 5 rescheduling and resets) with why they were left out.
    let reviews =
      tables.contains("revlog")
      ? try database.query(
        "SELECT c.nid, c.ord, r.id, r.ease, r.type, r.time FROM revlog r LEFT JOIN cards c ON c.id = r.cid ORDER BY r.id"
      ) { row in
        Review(
          note: row.optionalInt64(0), card: row.optionalInt(1) ?? 0, time: row.int64(2), rating: row.int(3),
          state: row.int(4), durationMilliseconds: row.int(5))
      } : []
    // Review cards with FSRS memory in their data (`export --anki --with-progress` writes it);
    // none from a cards table without the columns (a hand-made collection): they are optional.
    let memories =
      (try? database.query(
        "SELECT nid, ord, ivl, data FROM cards WHERE type = 2 AND queue = 2 AND ivl > 0 AND data LIKE '%\"s\"%'"
      ) { row -> CardMemory? in
        guard
          let data = try? JSONSerialization.jsonObject(with: Data(row.text(3).utf8)) as? [String: Any],
          let stability = (data["s"] as? NSNumber)?.doubleValue, stability > 0,
          let difficulty = (data["d"] as? NSNumber)?.doubleValue,
          let lastReview = (data["lrt"] as? NSNumber)?.int64Value
        else { return nil }
        return CardMemory(
          note: row.int64(0), card: row.int(1),
          memory: AnkiImport.CarriedMemory(
            stability: stability, difficulty: difficulty, lastReview: lastReview, intervalDays: row.int(2)))
      })?.compactMap { $0 } ?? []
    return Contents(notes: notes, reviews: reviews, memories: memories)
  }

  private static func legacyTypesAndDecks(
    _ database: SQLiteDatabase
  ) throws -> ([Int64: NoteType], [Int64: String]) {
    let (modelsText, decksText) =
      try database.query("SELECT models, decks FROM col LIMIT 1") {
        ($0.text(0), $0.text(1))
      }.first ?? ("{}", "{}")
    let models = try object(modelsText, "note types")
    let decks = try object(decksText, "decks")
    var types: [Int64: NoteType] = [:]
    for (key, value) in models {
      guard let id = Int64(key), let model = value as? [String: Any] else { continue }
      let fields = (model["flds"] as? [[String: Any]] ?? []).sorted {
        ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0)
      }
      let templates = (model["tmpls"] as? [[String: Any]] ?? []).sorted {
        ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0)
      }
      types[id] = NoteType(
        name: model["name"] as? String ?? "?", isCloze: (model["type"] as? Int) == 1,
        fieldNames: fields.map { $0["name"] as? String ?? "" },
        templates: templates.map {
          Template(front: $0["qfmt"] as? String ?? "", back: $0["afmt"] as? String ?? "")
        })
    }
    var names: [Int64: String] = [:]
    for (key, value) in decks {
      if let id = Int64(key), let name = (value as? [String: Any])?["name"] as? String { names[id] = name }
    }
    return (types, names)
  }

  private static func modernTypesAndDecks(
    _ database: SQLiteDatabase
  ) throws -> ([Int64: NoteType], [Int64: String]) {
    var fields: [Int64: [String]] = [:]
    let fieldRows = try database.query("SELECT ntid, name FROM fields ORDER BY ntid, ord") { row in
      (row.int64(0), row.text(1))
    }
    for (type, name) in fieldRows { fields[type, default: []].append(name) }
    var templates: [Int64: [Template]] = [:]
    let templateRows = try database.query("SELECT ntid, hex(config) FROM templates ORDER BY ntid, ord") {
      row in
      (row.int64(0), row.text(1))
    }
    for (type, config) in templateRows {
      let message = Protobuf(hex: config)
      templates[type, default: []].append(
        Template(front: message.string(1) ?? "", back: message.string(2) ?? ""))
    }
    var types: [Int64: NoteType] = [:]
    let typeRows = try database.query("SELECT id, name, hex(config) FROM notetypes") { row in
      (row.int64(0), row.text(1), row.text(2))
    }
    for (id, name, config) in typeRows {
      // NotetypeConfig field 1 is the kind: 1 for cloze.
      types[id] = NoteType(
        name: name, isCloze: Protobuf(hex: config).varint(1) == 1, fieldNames: fields[id] ?? [],
        templates: templates[id] ?? [])
    }
    var names: [Int64: String] = [:]
    let deckRows = try database.query("SELECT id, name FROM decks") { ($0.int64(0), $0.text(1)) }
    for (id, name) in deckRows { names[id] = name.replacingOccurrences(of: "\u{1F}", with: "::") }
    return (types, names)
  }

  private static func object(_ text: String, _ what: String) throws -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
      throw AnkiPackageError.notACollection(detail: "its \(what) are not readable")
    }
    return object
  }
}
