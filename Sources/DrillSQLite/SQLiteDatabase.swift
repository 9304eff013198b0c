import CSQLite

/// One SQLite connection: open, prepare, run, transactions. Closed when released.
/// Not `Sendable`: a connection belongs to the thread that opened it (SQLite may be
/// built single-thread-safe per connection; sharing it would need a lock we do not want).
package final class SQLiteDatabase {
  /// How to open the file.
  package enum Mode {
    /// Never writes, never creates.
    case readOnly
    /// Reads and writes an existing file.
    case readWrite
    /// Reads and writes, creating the file when missing.
    case readWriteCreate
    /// Reads a file as it is now, assuming nobody changes it meanwhile (`immutable=1`):
    /// no locks and no shared-memory file, so it works in a folder nobody may write.
    case immutable

    var flags: Int32 {
      let base = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
      switch self {
      case .readOnly: return base | SQLITE_OPEN_READONLY
      case .immutable: return base | SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      case .readWrite: return base | SQLITE_OPEN_READWRITE
      case .readWriteCreate: return base | SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
      }
    }
  }

  private let handle: OpaquePointer
  let path: String
  /// Statements of `run` and `query`, prepared once per connection and reused (a
  /// quiz runs the same few statements for every answer). Finalized with the connection.
  private var statements: [String: SQLiteStatement] = [:]

  /// Opens `path`; `vfs` names another SQLite VFS (tests use `unix-dotfile`, which has no
  /// shared memory, to see write-ahead logging refused).
  package init(path: String, mode: Mode, vfs: String? = nil) throws(SQLiteError) {
    var connection: OpaquePointer?
    let name = mode == .immutable ? Self.immutableURI(path) : path
    let result = sqlite3_open_v2(name, &connection, mode.flags, vfs)
    guard result == SQLITE_OK, let connection else {
      let message =
        connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
      sqlite3_close_v2(connection)
      throw SQLiteError(code: result, message: message, context: "open \(path)")
    }
    self.handle = connection
    self.path = path
    sqlite3_extended_result_codes(connection, 1)
  }

  deinit {
    if !isClosed { sqlite3_close_v2(handle) }
    stepBudget?.deallocate()
  }

  /// Whether `close()` ran: the connection may not be used any more.
  package private(set) var isClosed = false

  /// Closes the connection now (the last connection to a WAL file checkpoints it and
  /// removes the `-wal` file); later uses fail. Releasing the object closes it too.
  package func close() {
    guard !isClosed else { return }
    statements.removeAll()
    sqlite3_close_v2(handle)
    isClosed = true
  }

  /// `file:` URI for `path` with `immutable=1`; `%`, `?` and `#` are escaped.
  static func immutableURI(_ path: String) -> String {
    var escaped = ""
    for character in path {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3F"
      case "#": escaped += "%23"
      default: escaped.append(character)
      }
    }
    return "file:\(escaped)?immutable=1"
  }

  /// Whether a transaction is open (a failed `ROLLBACK` may leave one).
  package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// The first column of the first row as text, or nil when there is no row.
  package func scalarText(_ sql: String) throws(SQLiteError) -> String? {
    try query(sql) { $0.text(0) }.first
  }

  /// Whether the connection cannot write (opened read-only, or the file is write-protected).
  package var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// The row id of the last successful INSERT.
  package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Rows changed by the last statement.
  package var changes: Int { Int(sqlite3_changes(handle)) }

  /// Bounds what a database file from elsewhere (an Anki package) can make this
  /// connection do, as SQLite's guidance for untrusted files says: no function in
  /// the schema runs (`trusted_schema=OFF`), no string or blob longer than
  /// `maximumLength`, short SQL, shallow expressions, few columns and attached
  /// databases, and a statement stops after `maximumSteps` virtual-machine steps.
  /// (The heap limit is per process: see `withHeapLimit`.)
  package func limitForUntrustedFile(maximumLength: Int32 = 16 << 20, maximumSteps: Int = 200_000_000)
    throws(SQLiteError)
  {
    sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, maximumLength)
    sqlite3_limit(handle, SQLITE_LIMIT_SQL_LENGTH, 100_000)
    sqlite3_limit(handle, SQLITE_LIMIT_COLUMN, 200)
    sqlite3_limit(handle, SQLITE_LIMIT_EXPR_DEPTH, 100)
    sqlite3_limit(handle, SQLITE_LIMIT_COMPOUND_SELECT, 10)
    sqlite3_limit(handle, SQLITE_LIMIT_FUNCTION_ARG, 8)
    sqlite3_limit(handle, SQLITE_LIMIT_ATTACHED, 0)
    sqlite3_limit(handle, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 50)
    sqlite3_limit(handle, SQLITE_LIMIT_TRIGGER_DEPTH, 1)
    try execute("PRAGMA trusted_schema = OFF")
    // The handler runs every 1000 steps; it stops the statement past the budget.
    let budget = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    budget.initialize(to: maximumSteps / 1000)
    stepBudget = budget
    sqlite3_progress_handler(
      handle, 1000,
      { context in
        guard let counter = context?.assumingMemoryBound(to: Int.self) else { return 1 }
        counter.pointee -= 1
        return counter.pointee < 0 ? 1 : 0
      }, budget)
  }

  /// The step budget the progress handler counts down (freed with the connection).
  private var stepBudget: UnsafeMutablePointer<Int>?

  /// Runs `body` with SQLite's heap (for every connection of this process)
  /// bounded by `bytes`, then restores the bound there was.
  package static func withHeapLimit<T>(_ bytes: Int64, _ body: () throws -> T) rethrows -> T {
    let previous = sqlite3_hard_heap_limit64(bytes)
    defer { sqlite3_hard_heap_limit64(previous) }
    return try body()
  }

  /// Waits up to `milliseconds` for another connection's lock before failing with SQLITE_BUSY.
  package func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    guard !isClosed else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "the connection is closed", context: sql)
    }
    var statement: OpaquePointer?
    let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard result == SQLITE_OK, let statement else {
      throw error(context: "prepare: \(sql)")
    }
    return SQLiteStatement(handle: statement, connection: handle, sql: sql)
  }

  /// Runs one or more statements without parameters or results (schema, pragmas).
  package func execute(_ sql: String) throws(SQLiteError) {
    guard !isClosed else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "the connection is closed", context: sql)
    }
    let result = sqlite3_exec(handle, sql, nil, nil, nil)
    guard result == SQLITE_OK else { throw error(context: sql) }
  }

  /// Runs one statement with `values` bound, ignoring any rows.
  package func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) {
    let statement = try cachedStatement(sql)
    try statement.bind(values)
    while try statement.step() {}
    statement.reset()
  }

  /// Every row of one query, read by `row`.
  package func query<Row>(
    _ sql: String, _ values: [SQLiteValue] = [], row: (SQLiteStatement) -> Row
  ) throws(SQLiteError) -> [Row] {
    let statement = try cachedStatement(sql)
    try statement.bind(values)
    return try statement.rows(row)
  }

  /// The prepared statement for `sql`, from this connection's cache.
  private func cachedStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let statement = statements[sql] { return statement }
    let statement = try prepare(sql)
    statements[sql] = statement
    return statement
  }

  /// The first column of the first row as an integer, or nil when there is no row.
  package func scalarInt(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
    try query(sql, values) { $0.optionalInt64(0) }.first ?? nil
  }

  private func error(context: String) -> SQLiteError {
    SQLiteError(
      code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
      context: context, systemErrno: sqlite3_system_errno(handle))
  }
}
