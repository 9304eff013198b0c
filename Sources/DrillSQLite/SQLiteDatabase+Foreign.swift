import Foundation

extension SQLiteDatabase {
  /// What in the schema of a database file from elsewhere would run code or expand
  /// while it is read, or nil: a view, a trigger, a virtual table, or a generated
  /// column in one of `tables` (a generated column `printf('%.*c', 200000000, 'x')`
  /// turns a few hundred bytes into gigabytes). Call `limitForUntrustedFile` first.
  package func expandingSchemaObject(tables: [String]) throws(SQLiteError) -> String? {
    let kinds = try query("SELECT type, name, coalesce(sql, '') FROM sqlite_schema") {
      ($0.text(0), $0.text(1), $0.text(2))
    }
    for (type, name, sql) in kinds {
      if type == "view" || type == "trigger" { return "a \(type) (\(name))" }
      if type == "table", sql.uppercased().contains("VIRTUAL TABLE") { return "a virtual table (\(name))" }
    }
    for table in tables {
      // table_xinfo's `hidden` column: 2 and 3 are generated columns.
      let hidden = try query("SELECT hidden FROM pragma_table_xinfo(?1)", [.text(table)]) { $0.int64(0) }
      if hidden.contains(where: { $0 == 2 || $0 == 3 }) { return "a generated column in its \(table) table" }
    }
    return nil
  }
}
