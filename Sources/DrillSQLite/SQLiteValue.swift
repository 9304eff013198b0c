/// A value bound to, or read from, an SQLite statement.
package enum SQLiteValue: Sendable, Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)

  package init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
  package init(_ value: Int64?) { self = value.map { .integer($0) } ?? .null }
  package init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
  package init(_ value: String?) { self = value.map { .text($0) } ?? .null }
}
