import DrillSupport

/// A hint for an attribute given a value of its sibling attribute: `kind: output` means
/// `type: output`, and `type: verbal` means `kind: verbal`, a mix-up the two names invite.
enum AttributeHint {
  /// What follows "not `value`" in the message for a bad `key`: the sibling it belongs to, or
  /// the nearest allowed value, or nothing.
  static func after(key: String, value: String, allowed: [String], json: Bool = false) -> String {
    crossed(key: key, value: value, json: json)
      ?? Suggestion.nearest(to: value, in: allowed).map { "; did you mean `\($0)`?" } ?? ""
  }

  /// The keys that give a JSON question its type, as the messages name them.
  static let typeKeys = "(`choices`, `tests`, `output`, `accept`; none: explain)"

  /// The hint for `key` given `value`; nil when the value belongs to no sibling. A JSON
  /// question has no `type` key: its type comes from the keys it has.
  static func crossed(key: String, value: String, json: Bool = false) -> String? {
    switch key {
    case "kind" where QuestionType(rawValue: value) != nil:
      if json { return "; `\(value)` is a question type, which comes from the question's keys \(typeKeys)" }
      return "; `\(value)` is a type: write `type: \(value)`"
    case "type" where QuestionKind(rawValue: value) != nil:
      return "; `\(value)` is a kind: write `kind: \(value)`"
    default:
      return nil
    }
  }
}
