/// A JSON value as read from a pack (see `JSONObjectRecord`).
enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// What the value is, for messages.
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
