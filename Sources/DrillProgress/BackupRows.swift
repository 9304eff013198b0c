import DrillSQLite
import Foundation

/// Restoring a backup's rows, for the owner of each table: only a table's owner calls
/// these with its table's name (`ProgressTransfer.restore` asks each owner in turn).
extension TableOwner {
  /// Inserts the backup's rows of `table` whose `keys` match no row here; returns how many.
  func insertMissing(
    _ backup: ProgressBackup, _ table: String, keys: [String], keepingIDs: Bool = true
  ) throws(ProgressStoreError) -> Int {
    guard let rows = backup.tables[table]?.records() else { return 0 }
    let columns = try columnNames(of: table)
    var matcher = try RowMatcher(owner: self, table: table, keys: keys)
    var added = 0
    for (index, record) in rows.enumerated() {
      if index % 256 == 0 { try checkStop() }
      guard try !matcher.isHere(record) else { continue }
      _ = try insert(record, into: table, columns: columns, keepingID: keepingIDs)
      added += 1
    }
    return added
  }

  /// Inserts `record`'s values for the columns this store has (without `id` unless kept);
  /// returns the new row's id.
  func insert(
    _ record: [String: ProgressBackup.Value], into table: String, columns: [String], keepingID: Bool
  ) throws(ProgressStoreError) -> Int64 {
    let used = columns.filter { record[$0] != nil && (keepingID || $0 != "id") }
    let names = used.map { "\"\($0)\"" }.joined(separator: ", ")
    let places = used.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
    return try sql { () throws(SQLiteError) in
      try database.run(
        "INSERT INTO \(table) (\(names)) VALUES (\(places))", used.map { record[$0]?.sqlite ?? .null })
      return database.lastInsertRowID
    }
  }

  /// The largest row id of `table` (0 when empty).
  func lastRowID(_ table: String) throws(ProgressStoreError) -> Int64 {
    try sql { () throws(SQLiteError) in
      try database.scalarInt("SELECT coalesce(max(rowid), 0) FROM \(table)") ?? 0
    }
  }

  func isEmpty(_ table: String) throws(ProgressStoreError) -> Bool {
    try sql { () throws(SQLiteError) in
      try database.scalarInt("SELECT NOT EXISTS (SELECT 1 FROM \(table))") == 1
    }
  }

  func columnNames(of table: String) throws(ProgressStoreError) -> [String] {
    try sql { () throws(SQLiteError) in
      try database.query("SELECT name FROM pragma_table_info(?1) ORDER BY cid", [.text(table)]) { $0.text(0) }
    }
  }
}

/// Whether a backup row is one the store held before the restore began: rows are the same
/// when their `keys` are. Counted, not just found: when the backup holds two rows alike
/// (two answers in the same millisecond under a fixed clock) and the store one, one is added.
struct RowMatcher {
  let store: ProgressStore
  let table: String
  let keys: [String]
  /// Rows added by this restore are past it.
  let lastRowID: Int64
  private var seen: [[ProgressBackup.Value]: Int] = [:]

  init(owner: some TableOwner, table: String, keys: [String]) throws(ProgressStoreError) {
    store = owner.store
    self.table = table
    self.keys = keys
    lastRowID = try owner.lastRowID(table)
  }

  mutating func isHere(_ record: [String: ProgressBackup.Value]) throws(ProgressStoreError) -> Bool {
    let key = keys.map { record[$0] ?? .null }
    let occurrence = seen[key, default: 0]
    seen[key] = occurrence + 1
    guard lastRowID > 0 else { return false }
    let condition = keys.enumerated().map { "\"\($1)\" IS ?\($0 + 1)" }.joined(separator: " AND ")
    let here = try store.sql { () throws(SQLiteError) in
      try store.database.scalarInt(
        "SELECT count(*) FROM \(table) WHERE \(condition) AND rowid <= ?\(keys.count + 1)",
        key.map(\.sqlite) + [.integer(lastRowID)]) ?? 0
    }
    return occurrence < here
  }
}
