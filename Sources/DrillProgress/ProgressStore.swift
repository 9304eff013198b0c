import DrillSQLite
import DrillSupport
import Foundation

/// The learner's progress in one SQLite file: the review log, FSRS memory per question,
/// sessions, accepted answers, game scores and lesson progress.
///
/// Opening never changes a file it could not validate: an existing file is first read
/// through a read-only connection (application id, schema version, and `quick_check`
/// unless the last writer closed the file cleanly and nothing touched it since, see
/// `CleanClose`); a newer schema, a foreign or damaged file is refused with a specific
/// error. Then the file is opened for writing in WAL mode with a 5 s busy timeout and,
/// when its version is older than this build's, upgraded through the ordered migrations
/// in one `BEGIN IMMEDIATE` transaction. A file already at the latest version is not
/// written to by opening it: the first write is the learner's first answer.
///
/// Every write is one `BEGIN IMMEDIATE … COMMIT` transaction in WAL mode with
/// `synchronous=NORMAL`: when a method returns, the transaction is in the WAL file, so
/// a killed or crashed process never loses it; only a power loss or an OS crash may
/// lose the last commits (never corrupt the file). `FULL` made every answer wait for
/// an fsync (~3 ms here, 3 of the 4.6 s of 1,000 answers). A process killed at any moment leaves
/// either the whole transaction or none of it (SQLite's WAL recovery), so a
/// killed session loses at most the answer it was writing. Several processes may write at
/// once: each waits for the write lock (up to the busy timeout) instead of failing.
///
/// Not `Sendable`: one store (one connection) is used from one thread. Open another
/// store for another thread or process.
public final class ProgressStore {
  /// Whether the store may write.
  public enum Access: Sendable {
    case readWrite
    /// Reads only: never creates, upgrades or writes the file (for stats and export).
    case readOnly
  }

  /// The schema version this build writes and understands.
  public static var schemaVersion: Int { ProgressSchema.latestVersion }

  /// How long a write waits for another process's lock.
  public static let busyTimeoutMilliseconds: Int32 = 5_000

  public let url: URL
  public let access: Access
  package let database: SQLiteDatabase
  /// The journal mode in use: `wal`, unless the file system refused write-ahead logging.
  public private(set) var journalMode = "wal"
  /// Set when a `ROLLBACK` failed and left the connection inside a broken transaction:
  /// every later use fails with this error instead of writing into that transaction.
  var broken: ProgressStoreError?
  /// Asked between rows of a long write (`stoppable`): when it says yes, the write throws
  /// `.stopped` and its transaction is rolled back.
  var stopRequested: (() -> Bool)?
  /// How many `write`s are open on this connection: a write inside another joins its transaction.
  var openWrites = 0

  /// What to tell the learner when write-ahead logging was refused; nil when it is in use.
  public var journalNotice: String? {
    guard access == .readWrite, journalMode != "wal" else { return nil }
    return "The file system refused write-ahead logging for \(path) (the journal mode is \(journalMode)): "
      + "answers are still recorded, but a session that reads waits while another writes."
  }
  var path: String { url.path }

  /// Changes how long a write waits for another connection's lock (tests use a short wait).
  func setBusyTimeout(milliseconds: Int32) {
    database.setBusyTimeout(milliseconds: milliseconds)
  }

  /// Opens (and, when writable, creates or upgrades) the progress file at `url`.
  public convenience init(url: URL, access: Access = .readWrite) throws(ProgressStoreError) {
    try self.init(url: url, access: access, migrations: ProgressSchema.migrations)
  }

  /// Opens with a given migration list (tests use a prefix to make older files).
  init(url: URL, access: Access, migrations: [String], vfs: String? = nil) throws(ProgressStoreError) {
    let path = url.path
    // Session 52's tryout (findings 9, 10): a link to /dev/null was opened (and, as root, made
    // 0600 for everyone); a folder was "disk I/O error". Neither is read, written or changed.
    if let what = FileMode.notARegularFile(path) { throw .notAFile(path: path, what: what) }
    let exists = FileManager.default.fileExists(atPath: path)
    if exists, access == .readOnly, Self.isEmptyFile(path) {
      // SQLite reads a 0-byte file as a database of schema 0: "needs an upgrade… open it writable
      // once" told nothing (session 48's tryout).
      throw .empty(path: path)
    }
    if exists {
      _ = try Self.validate(
        path: path, supportedVersion: migrations.count, checkIntegrity: !CleanClose.isRecorded(for: path))
    } else if access == .readOnly {
      throw .missing(path: path)
    } else {
      // Why the file cannot be made, in the words `due` and `stats` use (session 48's review,
      // finding 12: drill said it with Foundation's or SQLite's text instead).
      if let problem = ProgressHome.problem(creating: url) { throw problem }
      try Self.createFolder(for: url)
      PrivateFiles.createFile(path)
    }
    if access != .readOnly {
      PrivateFiles.tighten(url.deletingLastPathComponent().path, to: 0o700)
      for suffix in ["", "-wal", "-shm"] { PrivateFiles.tighten(path + suffix) }
    }
    let mode: SQLiteDatabase.Mode =
      access == .readOnly ? .readOnly : exists ? .readWrite : .readWriteCreate
    let database: SQLiteDatabase
    do {
      database =
        access == .readOnly
        ? try Self.openReader(path: path) : try SQLiteDatabase(path: path, mode: mode, vfs: vfs)
    } catch {
      guard error.isCannotOpen else { throw ProgressStoreError.from(error, path: path) }
      throw exists
        ? ProgressStoreError.unreadable(path: path, detail: error.message)
        : ProgressStoreError.readOnly(path: path, detail: "cannot create the file: \(error.message)")
    }
    database.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
    self.url = url
    self.access = access
    self.database = database
    switch access {
    case .readWrite:
      guard !database.isReadOnly else {
        throw .readOnly(
          path: path,
          detail: ProgressHome.isOnReadOnlyVolume(path)
            ? ProgressHome.readOnlyVolume : "the file is write-protected")
      }
      // The pragma answers with the mode now in use: the old one when WAL was refused
      // (a file system without shared memory, such as some network mounts).
      journalMode = try sql { () throws(SQLiteError) in
        let mode = try Self.enterWAL(database)
        try database.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        return mode
      }
      try migrate(with: migrations)
    case .readOnly:
      let (version, application) = try sql { () throws(SQLiteError) in
        (
          try database.scalarInt("PRAGMA user_version") ?? 0,
          try database.scalarInt("PRAGMA application_id") ?? 0
        )
      }
      // `validate` let through only this build's id or a file with no schema at all: a page left
      // by a first write the disk had no room for holds no progress yet, no old version to upgrade
      // (session 51's tryout, finding 5).
      if application == 0, version == 0, !migrations.isEmpty { throw .noProgressYet(path: path) }
      guard version == migrations.count else {
        throw .needsUpgrade(path: path, found: Int(version), supported: migrations.count)
      }
    }
  }

  /// Switches a new file to WAL and returns the journal mode in use. Two processes opening
  /// a fresh file at once both switch it: one that holds a read lock and needs the write lock
  /// while the other has it gets SQLITE_BUSY at once, without the busy handler (SQLite's
  /// way out of a deadlock), so the switch is tried again until the busy timeout.
  private static func enterWAL(_ database: SQLiteDatabase) throws(SQLiteError) -> String {
    let deadline = ContinuousClock.now + .milliseconds(Int(busyTimeoutMilliseconds))
    while true {
      do {
        return try database.scalarText("PRAGMA journal_mode = WAL")?.lowercased() ?? "unknown"
      } catch  where error.isBusy && ContinuousClock.now < deadline {
        usleep(2_000)
      }
    }
  }

  /// The schema version stored in the file.
  public func storedSchemaVersion() throws(ProgressStoreError) -> Int {
    try sql { () throws(SQLiteError) in Int(try database.scalarInt("PRAGMA user_version") ?? 0) }
  }

  /// Closes the connection; when this was the last one (SQLite checkpointed the log and
  /// removed the `-wal` file), records that the file was left whole (`CleanClose`).
  deinit {
    database.close()
    if access == .readWrite, broken == nil { CleanClose.record(for: path) }
  }

  /// Checks an existing file without writing to it; returns its schema version.
  /// `checkIntegrity` runs `quick_check`, which reads every page.
  static func validate(
    path: String, supportedVersion: Int, checkIntegrity: Bool = true
  ) throws(ProgressStoreError) -> Int {
    do {
      let reader = try openReader(path: path)
      // The id, the version and the tables read in one snapshot: read apart, another process
      // making the file between them showed "no id, no version", then its tables, and the file
      // was refused as not SwiftDrill's (two first starts at once: one recorded nothing).
      try reader.execute("BEGIN")
      defer { try? reader.execute("COMMIT") }
      let version = Int(try reader.scalarInt("PRAGMA user_version") ?? 0)
      let application = try reader.scalarInt("PRAGMA application_id") ?? 0
      // Only a file with neither id nor version can be a new, empty one; counting its tables
      // reads the schema, which this build's own file never needs before it is opened.
      let tables =
        application == 0 && version == 0
        ? try reader.scalarInt("SELECT count(*) FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'") ?? 0 : 0
      guard application == ProgressSchema.applicationID || (application == 0 && version == 0 && tables == 0)
      else { throw ProgressStoreError.notAProgressDatabase(path: path) }
      guard version <= supportedVersion else {
        throw ProgressStoreError.newerSchema(path: path, found: version, supported: supportedVersion)
      }
      let check = checkIntegrity ? try reader.query("PRAGMA quick_check") { $0.text(0) } : ["ok"]
      guard check == ["ok"] else {
        throw ProgressStoreError.corrupt(path: path, detail: check.prefix(3).joined(separator: "; "))
      }
      return version
    } catch let error as ProgressStoreError {
      throw error
    } catch let error as SQLiteError {
      // Damage is "corrupt"; a lock held too long is "busy"; a folder SQLite cannot write
      // its WAL index into is "read-only"; no space to write is "disk full"; any other
      // failure to read (no permission, a folder in place of the file, an I/O error)
      // is "unreadable".
      if error.isCorruption || error.isBusy || error.isReadOnly || error.isDiskFull {
        throw .from(error, path: path)
      }
      // Session 46's tryout: a `-wal` left by a full disk, in a folder the user may only read,
      // gave SQLite's bare "unable to open database file".
      if error.isCannotOpen || error.isSharedMemoryFailure, hasWriteAheadLog(path: path),
        !FileManager.default.isWritableFile(
          atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
      {
        throw .unreadable(path: path, detail: logNeedsTheFolder(path))
      }
      throw .unreadable(path: path, detail: error.message)
    } catch {
      throw .unreadable(path: path, detail: "\(error)")
    }
  }

  /// Whether `path` is a regular file of 0 bytes.
  static func isEmptyFile(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular
    else { return false }
    return (attributes[.size] as? NSNumber)?.intValue == 0
  }

  private static func createFolder(for url: URL) throws(ProgressStoreError) {
    let folder = url.deletingLastPathComponent()
    do {
      try PrivateFiles.createFolder(folder)
    } catch {
      throw .cannotCreateFolder(path: folder.path, detail: error.localizedDescription)
    }
  }

  /// Brings the file to the newest version. Re-reads the version inside the write
  /// transaction, so two processes upgrading at once apply each migration once.
  private func migrate(with migrations: [String]) throws(ProgressStoreError) {
    // A file at the latest version is only read: no write lock, no transaction.
    let current = try sql { () throws(SQLiteError) in
      (
        Int(try database.scalarInt("PRAGMA user_version") ?? 0),
        try database.scalarInt("PRAGMA application_id") ?? 0
      )
    }
    if current == (migrations.count, ProgressSchema.applicationID) { return }
    try write { () throws(ProgressStoreError) in
      let (version, application, tables) = try sql { () throws(SQLiteError) in
        (
          Int(try database.scalarInt("PRAGMA user_version") ?? 0),
          try database.scalarInt("PRAGMA application_id") ?? 0,
          try database.scalarInt("SELECT count(*) FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'") ?? 0
        )
      }
      guard application == ProgressSchema.applicationID || (application == 0 && version == 0 && tables == 0)
      else { throw .notAProgressDatabase(path: path) }
      guard version <= migrations.count else {
        throw .newerSchema(path: path, found: version, supported: migrations.count)
      }
      guard version < migrations.count else { return }
      try sql { () throws(SQLiteError) in
        for migration in migrations[version...] {
          try database.execute(migration)
        }
        try database.execute(
          "PRAGMA application_id = \(ProgressSchema.applicationID); PRAGMA user_version = \(migrations.count)"
        )
      }
    }
  }
}
