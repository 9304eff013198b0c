@testable import DrillContent

/// Any JSON document as a `JSONValue`, for checking files against the schema.
/// (The loader decodes packs field by field instead: see `JSONObjectRecord`.)
extension JSONValue: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Each failed attempt throws, so the kinds packs hold most come first:
    // text, objects, arrays. The decoder never turns a number into a Bool or
    // a Bool into a number, so the order cannot change a value's kind.
    if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if container.decodeNil() {
      self = .null
    } else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
    }
  }
}
