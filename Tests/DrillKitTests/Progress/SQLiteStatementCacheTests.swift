import DrillKitTesting
import Foundation
import Testing

@testable import DrillSQLite

/// `run` and `query` reuse one prepared statement per SQL text: reuse must not
/// keep old bindings, old rows or an old read snapshot.
@Suite struct SQLiteStatementCacheTests {
  @Test func aReusedInsertBindsItsNewValues() throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    try database.execute("CREATE TABLE t (a, b)")
    try database.run("INSERT INTO t VALUES (?1, ?2)", [.integer(1), .text("one")])
    try database.run("INSERT INTO t VALUES (?1, ?2)", [.integer(2)])
    let rows = try database.query("SELECT a, b FROM t ORDER BY a") { ($0.int(0), $0.optionalText(1)) }
    expectEqual(rows.map(\.0), [1, 2])
    expectEqual(rows.map(\.1), ["one", nil])
  }

  @Test func aStatementThatFailedRunsAgain() throws {
    let database = try SQLiteDatabase(path: ":memory:", mode: .readWriteCreate)
    try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)")
    let insert = "INSERT INTO t VALUES (?1)"
    try database.run(insert, [.integer(1)])
    #expect(throws: SQLiteError.self) { try database.run(insert, [.integer(1)]) }
    try database.run(insert, [.integer(2)])
    try expectEqual(database.scalarInt("SELECT count(*) FROM t"), 2)
  }

  @Test func aReusedQuerySeesAnotherConnectionsCommits() throws {
    let folder = try TemporaryFolder()
    let path = folder.database.path
    let reader = try SQLiteDatabase(path: path, mode: .readWriteCreate)
    try reader.execute("PRAGMA journal_mode = WAL; CREATE TABLE t (v)")
    let writer = try SQLiteDatabase(path: path, mode: .readWrite)
    let count = "SELECT count(*) FROM t"
    try expectEqual(reader.scalarInt(count), 0)
    try writer.run("INSERT INTO t VALUES (?1)", [.integer(7)])
    try expectEqual(reader.scalarInt(count), 1)
    // The reader's cached statement holds no lock that would keep the writer out.
    try writer.execute("BEGIN IMMEDIATE")
    try writer.run("INSERT INTO t VALUES (?1)", [.integer(8)])
    try writer.execute("COMMIT")
    try expectEqual(reader.scalarInt(count), 2)
  }
}
