import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed SQLite call: the result code and SQLite's own message.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The extended result code (`sqlite3_extended_errcode`).
  public var code: Int32
  /// SQLite's message (`sqlite3_errmsg`, or `sqlite3_errstr` without a connection).
  public var message: String
  /// What was being done: "open", "prepare", "step", the SQL text…
  public var context: String
  /// The operating system's error number behind an I/O failure (`sqlite3_system_errno`), or 0.
  public var systemErrno: Int32

  public init(code: Int32, message: String, context: String, systemErrno: Int32 = 0) {
    self.code = code
    self.message = message
    self.context = context
    self.systemErrno = systemErrno
  }

  /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`…), without the extended bits.
  public var primaryCode: Int32 { code & 0xFF }

  public var description: String { "\(message) (SQLite code \(code), \(context))" }

  /// The file is not a database, or its contents are damaged.
  package var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }
  /// The file or its folder cannot be written.
  package var isReadOnly: Bool { primaryCode == SQLITE_READONLY || primaryCode == SQLITE_PERM }
  /// The file could not be opened (missing folder, no permission, not a file).
  package var isCannotOpen: Bool { primaryCode == SQLITE_CANTOPEN }
  /// A failure to set up the shared-memory file: no write access, a full disk, an I/O error.
  package var isSharedMemoryFailure: Bool {
    isReadOnly || isDiskFull || primaryCode == SQLITE_IOERR || primaryCode == SQLITE_CANTOPEN
  }
  /// Another connection held the lock for longer than the busy timeout.
  package var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
  /// No space is left to write: SQLite says the disk is full, or its I/O error came from
  /// ENOSPC, EDQUOT or EFBIG (a file-size limit). The errno is only trusted for an I/O
  /// failure: it may be left over from an earlier call.
  package var isDiskFull: Bool {
    let ioFailure = primaryCode == SQLITE_IOERR || primaryCode == SQLITE_CANTOPEN
    let noSpace = systemErrno == ENOSPC || systemErrno == EDQUOT || systemErrno == EFBIG
    return primaryCode == SQLITE_FULL || (ioFailure && noSpace)
  }
}
