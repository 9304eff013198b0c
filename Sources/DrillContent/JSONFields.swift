import DrillSupport

/// Typed access to one decoded JSON object, reporting unknown keys, wrong
/// types, missing required fields and bad values at the object's location,
/// or at the key's value when `keyLocations` knows where it is written.
struct JSONFields {
  let record: JSONObjectRecord
  /// The object's path for messages: `pack`, `questions[2]`.
  let name: String
  let location: ContentLocation
  /// Where each key's value starts, when known (see `JSONPositions`).
  let keyLocations: [String: ContentLocation]
  var diagnostics: [Diagnostic] = []

  init(
    _ record: JSONObjectRecord, name: String, shape: JSONObjectRecord.Shape, location: ContentLocation,
    keyLocations: [String: ContentLocation] = [:]
  ) {
    self.record = record
    self.name = name
    self.location = location
    self.keyLocations = keyLocations
    guard record.isObject else {
      diagnostics.append(.error("\(name) must be an object", at: location))
      return
    }
    for key in record.unknownKeys {
      let known = shape.keyList.map { "`\($0)`" }.joined(separator: ", ")
      // Markdown's `type:` attribute has no JSON field: the fields themselves give the type.
      let typeHint =
        key == "type" && shape.keyList.contains("accept")
        ? "a question's type comes from its keys \(AttributeHint.typeKeys); "
        : nil
      let hint =
        typeHint ?? Suggestion.nearest(to: key, in: shape.keyList).map { "did you mean `\($0)`? " } ?? ""
      diagnostics.append(.error("\(name): unknown key `\(key)` (\(hint)known keys: \(known))", at: at(key)))
    }
    for (key, expected) in record.wrongTypes {
      guard key == "id", let value = record.wrongValues[key] else {
        diagnostics.append(.error("\(name).\(key) must be \(expected.description)", at: at(key)))
        continue
      }
      // Session 52's closing note: a question's `id` of another type fell back to its title's slug,
      // which then counted as a duplicate of the question with that title.
      let slug = shape == .question ? " (leave `id` out and the title's slug is the id)" : ""
      diagnostics.append(.error("\(name): `id` must be a string, not \(value)\(slug)", at: at(key)))
    }
  }

  /// Where `key`'s value is written, else the object's location.
  func at(_ key: String) -> ContentLocation {
    keyLocations[key] ?? location
  }

  var isObject: Bool { record.isObject }

  /// Whether the key was written (with any value but null).
  func has(_ key: String) -> Bool {
    record.values[key] != nil || record.children[key] != nil || record.wrongTypes.contains { $0.key == key }
      || record.beyondInt[key] != nil
  }

  mutating func string(_ key: String, required: Bool = false) -> String? {
    guard case .string(let text)? = record.values[key] else {
      if required, !has(key) { diagnostics.append(.error("\(name) needs `\(key)`", at: location)) }
      return nil
    }
    if required, text.trimmingBlanks().isEmpty {
      diagnostics.append(.error("\(name).\(key) must not be empty", at: at(key)))
      return nil
    }
    return text
  }

  mutating func value<T: RawRepresentable & CaseIterable>(_ key: String) -> T? where T.RawValue == String {
    guard let text = string(key) else { return nil }
    if let value = T(rawValue: text) { return value }
    let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
    let hint = AttributeHint.after(key: key, value: text, allowed: T.allCases.map(\.rawValue), json: true)
    diagnostics.append(.error("\(name).\(key) must be one of \(allowed), not `\(text)`\(hint)", at: at(key)))
    return nil
  }

  /// A whole-number field from 1 to `maximum`, or nil (with an error when it is out of range).
  mutating func positiveInteger(_ key: String, atMost maximum: Int) -> Int? {
    if let sign = record.beyondInt[key] {
      let written = sign == .minus ? "a number that far below zero" : "a number that large"
      diagnostics.append(
        .error("\(name).\(key) must be a whole number from 1 to \(maximum), not \(written)", at: at(key)))
      return nil
    }
    guard case .integer(let value)? = record.values[key] else { return nil }
    guard (1...maximum).contains(value) else {
      diagnostics.append(
        .error("\(name).\(key) must be a whole number from 1 to \(maximum), not \(value)", at: at(key)))
      return nil
    }
    return value
  }

  func bool(_ key: String) -> Bool? {
    guard case .bool(let value)? = record.values[key] else { return nil }
    return value
  }

  func strings(_ key: String) -> [String] {
    guard case .array(let items)? = record.values[key] else { return [] }
    return items.compactMap { item in
      if case .string(let text) = item { return text }
      return nil
    }
  }

  mutating func objects(_ key: String, required: Bool = false) -> [JSONObjectRecord] {
    guard let records = record.children[key] else {
      if required, !has(key) { diagnostics.append(.error("\(name) needs `\(key)`", at: location)) }
      return []
    }
    return records
  }

  /// An object field (`check`), or nil when absent or not an object.
  func object(_ key: String) -> JSONObjectRecord? {
    record.children[key]?.first
  }

  /// A whole-number field, or nil when absent, of another type or beyond `Int` (an error).
  mutating func integer(_ key: String) -> Int? {
    if let sign = record.beyondInt[key] {
      let bound =
        sign == .minus
        ? "too small for a whole number (the smallest is \(Int.min))"
        : "too large for a whole number (the largest is \(Int.max))"
      diagnostics.append(.error("\(name).\(key) is \(bound)", at: at(key)))
      return nil
    }
    guard case .integer(let value)? = record.values[key] else { return nil }
    return value
  }
}
