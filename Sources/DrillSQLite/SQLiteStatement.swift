import CSQLite

/// One prepared statement. Finalized when released; used on its connection's thread only.
package final class SQLiteStatement {
  private let handle: OpaquePointer
  private let connection: OpaquePointer
  let sql: String

  init(handle: OpaquePointer, connection: OpaquePointer, sql: String) {
    self.handle = handle
    self.connection = connection
    self.sql = sql
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds `values` to the parameters `?1…?n`, after clearing earlier bindings.
  func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let result: Int32
      switch value {
      case .null: result = sqlite3_bind_null(handle, index)
      case .integer(let number): result = sqlite3_bind_int64(handle, index, number)
      case .real(let number): result = sqlite3_bind_double(handle, index, number)
      case .text(let text): result = sqlite3_bind_text(handle, index, text, -1, swiftdrill_sqlite_transient())
      }
      guard result == SQLITE_OK else { throw error("bind") }
    }
  }

  /// Ends the current run, releasing what it holds (bindings stay until the next `bind`).
  func reset() {
    sqlite3_reset(handle)
  }

  /// Runs the statement one step: true when a row is ready to read.
  func step() throws(SQLiteError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let failure = error("step")
      sqlite3_reset(handle)
      throw failure
    }
  }

  /// Every row, read by `row` while the statement sits on it.
  func rows<Row>(_ row: (SQLiteStatement) -> Row) throws(SQLiteError) -> [Row] {
    var result: [Row] = []
    while try step() {
      result.append(row(self))
    }
    sqlite3_reset(handle)
    return result
  }

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  package func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

  package func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

  package func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

  package func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, column) else { return "" }
    return String(cString: bytes)
  }

  /// The value in `column`, with SQLite's own type.
  package func value(_ column: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_NULL: .null
    case SQLITE_INTEGER: .integer(int64(column))
    case SQLITE_FLOAT: .real(double(column))
    default: .text(text(column))
    }
  }

  /// How many columns a row of this statement has.
  package var columnCount: Int32 { sqlite3_column_count(handle) }

  package func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

  package func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

  package func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

  package func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

  private func error(_ operation: String) -> SQLiteError {
    SQLiteError(
      code: sqlite3_extended_errcode(connection), message: String(cString: sqlite3_errmsg(connection)),
      context: "\(operation): \(sql)", systemErrno: sqlite3_system_errno(connection))
  }
}
