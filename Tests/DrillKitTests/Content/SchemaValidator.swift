import Foundation

@testable import DrillContent

/// Checks JSON against the subset of JSON Schema (draft 2020-12) that
/// docs/pack.schema.json uses: type, enum, required, properties,
/// additionalProperties, items, minItems, minLength, minimum, pattern and
/// local `$ref`s. A keyword it does not know is itself reported, so the
/// schema cannot silently outgrow the validator.
struct SchemaValidator {
  static let known: Set<String> = [
    "oneOf",
    "$schema", "$id", "$defs", "$ref", "title", "description", "type", "enum", "required", "properties",
    "additionalProperties", "items", "minItems", "minLength", "minimum", "pattern",
  ]

  let root: [String: JSONValue]

  init(schema: JSONValue) throws {
    guard case .object(let root) = schema else { throw SchemaError.notAnObject }
    self.root = root
  }

  enum SchemaError: Error { case notAnObject }

  /// The violations of `value`, each with its JSON path; empty when it is valid.
  func problems(of value: JSONValue) -> [String] {
    var problems: [String] = []
    check(value, against: .object(root), at: "$", into: &problems)
    return problems
  }

  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var current = JSONValue.object(root)
    for part in reference.dropFirst(2).split(separator: "/") {
      guard case .object(let fields) = current, let next = fields[String(part)] else { return nil }
      current = next
    }
    return current
  }

  private func check(
    _ value: JSONValue, against schema: JSONValue, at path: String, into problems: inout [String]
  ) {
    guard case .object(let rules) = schema else {
      problems.append("\(path): schema is not an object")
      return
    }
    for key in rules.keys where !Self.known.contains(key) {
      problems.append("\(path): the validator does not know `\(key)`")
    }
    if case .string(let reference)? = rules["$ref"] {
      guard let target = resolve(reference) else {
        problems.append("\(path): unresolved \(reference)")
        return
      }
      check(value, against: target, at: path, into: &problems)
    }
    if case .array(let alternatives)? = rules["oneOf"] {
      // Exactly one alternative must accept the value.
      let accepting = alternatives.filter { alternative in
        var found: [String] = []
        check(value, against: alternative, at: path, into: &found)
        return found.isEmpty
      }
      if accepting.count != 1 {
        problems.append("\(path): matches \(accepting.count) of the `oneOf` alternatives, not exactly one")
      }
    }
    if case .string(let type)? = rules["type"], !Self.matches(value, type) {
      problems.append("\(path): expected \(type), found \(value.kindName)")
      return
    }
    if case .array(let allowed)? = rules["enum"], !allowed.contains(value) {
      problems.append("\(path): not one of the allowed values")
    }
    switch value {
    case .object(let fields):
      if case .array(let required)? = rules["required"] {
        for case .string(let key) in required where fields[key] == nil {
          problems.append("\(path): missing `\(key)`")
        }
      }
      let properties: [String: JSONValue]
      if case .object(let declared)? = rules["properties"] { properties = declared } else { properties = [:] }
      for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
        if let rule = properties[key] {
          check(field, against: rule, at: "\(path).\(key)", into: &problems)
        } else if rules["additionalProperties"] == .bool(false) {
          problems.append("\(path): unexpected `\(key)`")
        }
      }
    case .array(let items):
      if case .integer(let minimum)? = rules["minItems"], items.count < minimum {
        problems.append("\(path): fewer than \(minimum) items")
      }
      if let rule = rules["items"] {
        for (index, item) in items.enumerated() {
          check(item, against: rule, at: "\(path)[\(index)]", into: &problems)
        }
      }
    case .string(let text):
      if case .integer(let minimum)? = rules["minLength"], text.count < minimum {
        problems.append("\(path): shorter than \(minimum)")
      }
      if case .string(let pattern)? = rules["pattern"] {
        let matched = (try? Regex(pattern)).map { text.contains($0) } ?? false
        if !matched { problems.append("\(path): does not match \(pattern)") }
      }
    case .integer(let number):
      if case .integer(let minimum)? = rules["minimum"], number < minimum {
        problems.append("\(path): less than \(minimum)")
      }
    default:
      break
    }
  }

  private static func matches(_ value: JSONValue, _ type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("integer", .integer),
      ("number", .integer), ("number", .number), ("null", .null):
      true
    default:
      false
    }
  }
}
