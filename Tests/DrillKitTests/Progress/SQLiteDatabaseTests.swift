import CSQLite
import DrillKitTesting
import Foundation
import Testing

@testable import DrillSQLite

@Suite struct SQLiteDatabaseTests {
  @Test(arguments: [
    SQLiteValue.null, .integer(Int64.min), .integer(42), .real(-0.125), .text(""), .text("héllo 🦅 'quoted'"),
  ])
  func boundValuesReadBackUnchanged(value: SQLiteValue) throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    try database.execute("CREATE TABLE t (v)")
    try database.run("INSERT INTO t VALUES (?1)", [value])
    let read = try database.query("SELECT v FROM t") { row -> SQLiteValue in
      if row.isNull(0) { return .null }
      switch value {
      case .integer: return .integer(row.int64(0))
      case .real: return .real(row.double(0))
      case .text: return .text(row.text(0))
      case .null: return .text(row.text(0))
      }
    }
    expectEqual(read, [value])
  }

  @Test func badSQLCarriesSQLiteMessage() throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    #expect {
      try database.prepare("SELEC 1")
    } throws: { error in
      guard let error = error as? SQLiteError else { return false }
      return error.primaryCode == SQLITE_ERROR && error.message.contains("syntax error")
        && error.context.contains("SELEC 1")
    }
  }

  @Test func constraintFailureCarriesExtendedCode() throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    #expect {
      try database.run("INSERT INTO t (name) VALUES (?1)", [.null])
    } throws: { error in
      guard let error = error as? SQLiteError else { return false }
      // SQLITE_CONSTRAINT_NOTNULL = SQLITE_CONSTRAINT | (5 << 8); the macro does not import.
      return error.code == SQLITE_CONSTRAINT | (5 << 8) && error.message.contains("NOT NULL")
    }
  }

  @Test func statementIsReusableAfterReset() throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    let statement = try database.prepare("SELECT ?1 * 2")
    for number in [1, 2, 3] as [Int64] {
      try statement.bind([.integer(number)])
      try expectEqual(statement.rows { $0.int64(0) }, [number * 2])
    }
    try expectEqual(database.scalarInt("SELECT 7"), 7)
  }

  @Test func missingFileIsNotCreatedWithoutCreateMode() throws {
    let folder = try TemporaryFolder()
    #expect(throws: SQLiteError.self) {
      try SQLiteDatabase(path: folder.database.path, mode: .readWrite)
    }
    expectTrue(!FileManager.default.fileExists(atPath: folder.database.path))
  }
}
