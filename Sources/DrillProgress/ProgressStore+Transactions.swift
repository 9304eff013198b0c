import DrillSQLite

/// Write transactions and the mapping of SQLite failures to store errors.
extension ProgressStore {
  /// Runs `body` in `BEGIN IMMEDIATE … COMMIT`: the write lock is taken first (waiting up
  /// to the busy timeout), so concurrent writers queue instead of deadlocking; any error
  /// rolls the whole transaction back.
  func write<T>(_ body: () throws(ProgressStoreError) -> T) throws(ProgressStoreError) -> T {
    guard access == .readWrite else {
      throw .readOnly(path: path, detail: "the store was opened read-only")
    }
    // Prepared once per connection (`run` caches statements), like every statement of an answer.
    try sql { () throws(SQLiteError) in try database.run("BEGIN IMMEDIATE") }
    do {
      let value = try body()
      try sql { () throws(SQLiteError) in try database.run("COMMIT") }
      return value
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  /// Runs SQLite calls, turning their failures into store errors for this file.
  package func sql<T>(_ body: () throws(SQLiteError) -> T) throws(ProgressStoreError) -> T {
    do {
      return try body()
    } catch {
      throw ProgressStoreError.from(error, path: path)
    }
  }
}
