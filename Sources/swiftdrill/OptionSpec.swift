/// One `--option` of a command.
struct OptionSpec: Sendable, Equatable {
  var name: String
  var short: String?
  /// `nil` for a flag.
  var value: ValueKind?
  var valueName: String
  var summary: String
  var repeatable = false

  static func flag(_ name: String, short: String? = nil, _ summary: String) -> OptionSpec {
    OptionSpec(name: name, short: short, value: nil, valueName: "", summary: summary)
  }

  static func value(
    _ name: String, short: String? = nil, _ kind: ValueKind, _ valueName: String, _ summary: String,
    repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, value: kind, valueName: valueName, summary: summary,
      repeatable: repeatable)
  }

  /// `--level L`, `-o OUT`, `--run`.
  var usage: String {
    let names = ["--\(name)"] + (short.map { ["-\($0)"] } ?? [])
    let flags = names.joined(separator: ", ")
    return value == nil ? flags : "\(flags) \(valueName)"
  }
}
