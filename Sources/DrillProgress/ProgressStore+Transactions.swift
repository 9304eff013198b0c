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
    // Inside `writing` (an import's several steps): one transaction, committed or rolled back whole.
    if openWrites > 0 { return try body() }
    openWrites += 1
    defer { openWrites -= 1 }
    return try transaction("BEGIN IMMEDIATE", lift: { $0 }, body)
  }

  /// Runs `body` in one write transaction that every write inside it joins: an import's steps
  /// (its reviews, the memory its package carries, its files placed last) come in together, or,
  /// when any throws (a stop: `stoppable`), none does.
  public func writing<T>(_ body: () throws -> T) throws -> T {
    guard access == .readWrite else {
      throw ProgressStoreError.readOnly(path: path, detail: "the store was opened read-only")
    }
    guard openWrites == 0 else { return try body() }
    openWrites += 1
    defer { openWrites -= 1 }
    return try transaction("BEGIN IMMEDIATE", lift: { $0 }, body)
  }

  /// Runs `body` with `isStopped` asked between the rows of its long writes (`checkStop`): an
  /// import stopped by Ctrl-C or SIGTERM throws `.stopped`, and its transaction is rolled back.
  public func stoppable<T>(when isStopped: @escaping () -> Bool, _ body: () throws -> T) rethrows -> T {
    let previous = stopRequested
    stopRequested = isStopped
    defer { stopRequested = previous }
    return try body()
  }

  /// Throws `.stopped` when a stop was asked for (`stoppable`).
  func checkStop() throws(ProgressStoreError) {
    if let stopRequested, stopRequested() { throw .stopped(path: path) }
  }

  /// Runs `body` in one read transaction: every query inside sees the same snapshot of the
  /// file, so figures read one after another agree while another session commits.
  public func reading<T>(_ body: () throws -> T) throws -> T {
    try transaction("BEGIN DEFERRED", lift: { $0 }, body)
  }

  /// The one transaction path: `begin`, `body`, `COMMIT`; any error rolls the whole
  /// transaction back. `lift` turns the store's own failures into `body`'s error type, so a
  /// typed write and an untyped read share it.
  private func transaction<T, Failure: Error>(
    _ begin: String, lift: (ProgressStoreError) -> Failure, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    // Prepared once per connection (`run` caches statements), like every statement of an answer.
    func run(_ statement: String) throws(Failure) {
      do { try sql { () throws(SQLiteError) in try database.run(statement) } } catch { throw lift(error) }
    }
    try run(begin)
    do {
      let value = try body()
      try run("COMMIT")
      return value
    } catch {
      do { try rollBack() } catch let failure { throw lift(failure) }
      throw error
    }
  }

  /// Rolls back after a failure; when that fails too and a transaction is still open, the
  /// connection is marked broken (never reused) and the failed rollback is what is reported.
  func rollBack() throws(ProgressStoreError) {
    do {
      if database.isInTransaction { try database.execute("ROLLBACK") }
    } catch {
      guard database.isInTransaction else { return }
      let failure = ProgressStoreError.from(error, path: path)
      broken = failure
      throw failure
    }
  }

  /// Runs SQLite calls, turning their failures into store errors for this file.
  package func sql<T>(_ body: () throws(SQLiteError) -> T) throws(ProgressStoreError) -> T {
    if let broken { throw broken }
    do {
      return try body()
    } catch {
      throw ProgressStoreError.from(error, path: path)
    }
  }
}

/// What every owner of tables (`ReviewLog`, `SessionLog`, …) shares with the others: the
/// store's one connection and its one transaction path. An owner is the only code that
/// writes its tables; docs/architecture.md lists who owns what.
protocol TableOwner {
  var store: ProgressStore { get }
}

extension TableOwner {
  var database: SQLiteDatabase { store.database }
  var path: String { store.path }

  func write<T>(_ body: () throws(ProgressStoreError) -> T) throws(ProgressStoreError) -> T {
    try store.write(body)
  }

  func sql<T>(_ body: () throws(SQLiteError) -> T) throws(ProgressStoreError) -> T {
    try store.sql(body)
  }

  func checkStop() throws(ProgressStoreError) {
    try store.checkStop()
  }
}
