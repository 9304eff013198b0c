/// Typed access to one JSON object's fields, reporting unknown keys, missing
/// required fields and wrong types as diagnostics at the object's location.
struct JSONFields {
  let fields: [String: JSONValue]
  /// The object's path for messages: `pack`, `questions[2]`.
  let name: String
  let location: SourceLocation
  var diagnostics: [Diagnostic] = []
  /// Whether the value is an object at all (if not, one error says so).
  let isObject: Bool

  init(_ value: JSONValue, name: String, allowed: [String], location: SourceLocation) {
    self.name = name
    self.location = location
    guard case .object(let fields) = value else {
      self.fields = [:]
      isObject = false
      diagnostics.append(.error("\(name) must be an object, not \(value.kindName)", at: location))
      return
    }
    self.fields = fields
    isObject = true
    for key in fields.keys.sorted() where !allowed.contains(key) {
      let known = allowed.map { "`\($0)`" }.joined(separator: ", ")
      diagnostics.append(.error("\(name): unknown key `\(key)` (known keys: \(known))", at: location))
    }
  }

  private mutating func wrongType(_ key: String, _ expected: String, _ found: JSONValue) {
    diagnostics.append(.error("\(name).\(key) must be \(expected), not \(found.kindName)", at: location))
  }

  mutating func string(_ key: String, required: Bool = false) -> String? {
    switch fields[key] {
    case nil, .null?:
      if required { diagnostics.append(.error("\(name) needs `\(key)`", at: location)) }
      return nil
    case .string(let text)?:
      if required, text.trimmingBlanks().isEmpty {
        diagnostics.append(.error("\(name).\(key) must not be empty", at: location))
        return nil
      }
      return text
    case let other?:
      wrongType(key, "a string", other)
      return nil
    }
  }

  mutating func value<T: RawRepresentable & CaseIterable>(_ key: String) -> T? where T.RawValue == String {
    guard let text = string(key) else { return nil }
    if let value = T(rawValue: text) { return value }
    let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
    diagnostics.append(.error("\(name).\(key) must be one of \(allowed), not `\(text)`", at: location))
    return nil
  }

  mutating func positiveInteger(_ key: String) -> Int? {
    switch fields[key] {
    case nil, .null?: return nil
    case .integer(let value)? where value > 0: return value
    case let other?:
      wrongType(key, "a positive whole number", other)
      return nil
    }
  }

  mutating func bool(_ key: String) -> Bool? {
    switch fields[key] {
    case nil, .null?: return nil
    case .bool(let value)?: return value
    case let other?:
      wrongType(key, "true or false", other)
      return nil
    }
  }

  mutating func strings(_ key: String) -> [String] {
    switch fields[key] {
    case nil, .null?: return []
    case .array(let items)?:
      var result: [String] = []
      for item in items {
        guard case .string(let text) = item else {
          wrongType(key, "an array of strings", item)
          return []
        }
        result.append(text)
      }
      return result
    case let other?:
      wrongType(key, "an array of strings", other)
      return []
    }
  }

  mutating func array(_ key: String, required: Bool = false) -> [JSONValue] {
    switch fields[key] {
    case nil, .null?:
      if required { diagnostics.append(.error("\(name) needs `\(key)`", at: location)) }
      return []
    case .array(let items)?: return items
    case let other?:
      wrongType(key, "an array", other)
      return []
    }
  }
}
