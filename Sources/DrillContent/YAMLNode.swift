/// A YAML node from front matter, with the line and column where it starts.
struct YAMLNode: Sendable {
  indirect enum Value: Sendable {
    /// A scalar; `plain` is false when it was quoted or a block scalar.
    case scalar(String, plain: Bool)
    case sequence([YAMLNode])
    case mapping([YAMLEntry])
  }

  var value: Value
  var line: Int
  var column: Int

  /// The scalar's text, or nil for a collection.
  var scalar: String? {
    if case .scalar(let text, _) = value { return text }
    return nil
  }

  /// A plain scalar written as nothing, `~` or `null`.
  var isNull: Bool {
    if case .scalar(let text, true) = value { return ["", "~", "null", "Null", "NULL"].contains(text) }
    return false
  }

  /// What the node is, for messages.
  var kindName: String {
    switch value {
    case .scalar: "a scalar"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }
}

/// One `key: value` pair of a YAML mapping.
struct YAMLEntry: Sendable {
  var key: YAMLNode
  var value: YAMLNode
}
