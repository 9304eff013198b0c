import DrillSQLite
import DrillSupport
import Foundation

/// The whole progress store in one versioned JSON file (`export --backup`), read back by
/// `import --backup` and `restore` (docs/backup.md describes it):
///
///     {"format": "swiftdrill-backup", "version": 1, "schema_version": 3,
///      "created_at": "2026-01-15T09:00:00Z",
///      "tables": {"reviews": {"columns": ["id", "question_id", …], "rows": [[1, "basics/double", …]]}, …}}
///
/// Every table of the store (`tables`) is there whole, each row as the values of its
/// columns, in the store's own types (integers, reals, text, null; times in Unix milliseconds).
public struct ProgressBackup: Sendable, Equatable, Codable {
  public static let formatName = "swiftdrill-backup"
  public static let currentVersion = 1
  /// The tables a backup holds, in the order they are written and restored.
  public static let tableNames = [
    "settings", "sessions", "reviews", "memory", "accepted_answers", "game_scores", "lesson_progress",
    "foreign_reviews", "project_stages",
  ]

  /// One table: its column names and its rows.
  public struct Table: Sendable, Equatable, Codable {
    public var columns: [String]
    public var rows: [[Value]]

    /// The rows as name → value.
    func records() -> [[String: Value]] {
      rows.map { Dictionary(zip(columns, $0), uniquingKeysWith: { first, _ in first }) }
    }
  }

  /// One stored value.
  public enum Value: Sendable, Hashable, Codable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let integer = try? container.decode(Int64.self) {
        self = .integer(integer)
      } else if let real = try? container.decode(Double.self) {
        self = .real(real)
      } else {
        self = .text(try container.decode(String.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .null: try container.encodeNil()
      case .integer(let value): try container.encode(value)
      case .real(let value): try container.encode(value)
      case .text(let value): try container.encode(value)
      }
    }

    var sqlite: SQLiteValue {
      switch self {
      case .null: .null
      case .integer(let value): .integer(value)
      case .real(let value): .real(value)
      case .text(let value): .text(value)
      }
    }

    init(_ value: SQLiteValue) {
      switch value {
      case .null: self = .null
      case .integer(let number): self = .integer(number)
      case .real(let number): self = .real(number)
      case .text(let text): self = .text(text)
      }
    }

    var int64: Int64? {
      switch self {
      case .integer(let value): value
      case .real(let value): Int64(exactly: value)
      default: nil
      }
    }

    var string: String? {
      if case .text(let text) = self { return text }
      return nil
    }
  }

  public var format: String
  public var version: Int
  public var schemaVersion: Int
  public var createdAt: String
  public var tables: [String: Table]

  enum CodingKeys: String, CodingKey {
    case format, version, tables
    case schemaVersion = "schema_version"
    case createdAt = "created_at"
  }

  public init(schemaVersion: Int, createdAt: Date, tables: [String: Table]) {
    format = Self.formatName
    version = Self.currentVersion
    self.schemaVersion = schemaVersion
    self.createdAt = ISO8601.format(createdAt)
    self.tables = tables
  }

  /// Pretty-printed JSON with sorted keys.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads a backup: this format's JSON, or a SQLite progress file such as the copy
  /// `reset` keeps (read through a read-only store, never changed).
  public static func read(from url: URL) throws(BackupError) -> ProgressBackup {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, detail: error.localizedDescription)
    }
    if data.starts(with: Array("SQLite format 3\u{0}".utf8)) { return try readDatabase(url) }
    let backup: ProgressBackup
    do {
      backup = try JSONDecoder().decode(ProgressBackup.self, from: data)
    } catch {
      throw .notABackup(path: url.path)
    }
    guard backup.format == formatName else { throw .notABackup(path: url.path) }
    guard backup.version <= currentVersion else {
      throw .newerVersion(path: url.path, found: backup.version, supported: currentVersion)
    }
    guard backup.schemaVersion <= ProgressStore.schemaVersion else {
      throw .newerVersion(path: url.path, found: backup.schemaVersion, supported: ProgressStore.schemaVersion)
    }
    for (name, table) in backup.tables where table.rows.contains(where: { $0.count != table.columns.count }) {
      throw .damaged(
        path: url.path, detail: "a row of table \(name) does not have \(table.columns.count) values")
    }
    return backup
  }
}

extension ProgressBackup {
  /// SQLite's heap while a progress file from elsewhere is read.
  static let heapLimit: Int64 = 256 << 20

  /// Reads a SQLite progress file from elsewhere (a `.sqlite` given to `restore`) as a file
  /// from elsewhere is read (as an Anki collection is): SQLite's limits for untrusted files,
  /// a bounded heap, and a schema with a view, trigger, virtual table or generated column
  /// refused before any row is read.
  static func readDatabase(_ url: URL) throws(BackupError) -> ProgressBackup {
    let path = url.path
    let result = SQLiteDatabase.withHeapLimit(heapLimit) { () -> Result<ProgressBackup, BackupError> in
      do {
        let probe = try SQLiteDatabase(path: path, mode: .readOnly)
        try probe.limitForUntrustedFile()
        if let object = try probe.expandingSchemaObject(tables: tableNames) {
          return .failure(.damaged(path: path, detail: "it has \(object), which progress files never have"))
        }
        let store = try ProgressStore(url: url, access: .readOnly)
        try store.database.limitForUntrustedFile()
        return .success(try store.transfer.backup(now: Date()))
      } catch let error as SQLiteError {
        return .failure(.unreadable(path: path, detail: error.message))
      } catch {
        return .failure(.unreadable(path: path, detail: error.localizedDescription))
      }
    }
    return try result.get()
  }
}

/// Why a backup could not be read.
public enum BackupError: Error, Equatable, LocalizedError {
  case unreadable(path: String, detail: String)
  case notABackup(path: String)
  case newerVersion(path: String, found: Int, supported: Int)
  case damaged(path: String, detail: String)

  public var errorDescription: String? {
    switch self {
    case .unreadable(let path, let detail): "Cannot read the backup \(path): \(detail)"
    case .notABackup(let path):
      "\(path) is not a SwiftDrill backup (export --backup writes one; reset keeps a .sqlite copy)."
    case .newerVersion(let path, let found, let supported):
      "\(path) was written by a newer SwiftDrill (version \(found); this one reads up to \(supported))."
    case .damaged(let path, let detail): "The backup \(path) is damaged: \(detail)."
    }
  }
}

/// What restoring a backup added.
public struct BackupRestoreSummary: Sendable, Equatable {
  public var reviewsAdded = 0
  /// Reviews the store already held (same question, time and rating).
  public var reviewsAlreadyThere = 0
  /// Questions whose memory came from the backup.
  public var questionsAdded = 0
  /// Questions whose memory was replayed from the merged reviews.
  public var questionsRebuilt = 0
  public var sessionsAdded = 0
  public var acceptedAnswersAdded = 0
  public var gameScoresAdded = 0
  public var lessonsAdded = 0
  public var settingsAdded = 0
  public var foreignReviewsAdded = 0
  /// Project stages (`project check`) the store had no row of.
  public var projectStagesAdded = 0

  public init() {}

  /// "12 reviews (3 already there), memory of 4 questions (1 rebuilt), 2 sessions, …".
  public var text: String {
    func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    var parts = [
      count(reviewsAdded, "review")
        + (reviewsAlreadyThere > 0 ? " (\(reviewsAlreadyThere) already there)" : "")
    ]
    parts.append(
      "memory of " + count(questionsAdded + questionsRebuilt, "question")
        + (questionsRebuilt > 0 ? " (\(questionsRebuilt) replayed from the merged reviews)" : ""))
    parts.append(count(sessionsAdded, "session"))
    parts.append(count(acceptedAnswersAdded, "accepted answer"))
    parts.append(count(gameScoresAdded, "game score"))
    parts.append("progress in " + count(lessonsAdded, "lesson"))
    parts.append(count(settingsAdded, "setting"))
    if foreignReviewsAdded > 0 { parts.append(count(foreignReviewsAdded, "imported review")) }
    if projectStagesAdded > 0 { parts.append(count(projectStagesAdded, "project stage")) }
    return parts.joined(separator: ", ")
  }
}
