/// One `--option` of a command.
struct OptionSpec: Sendable, Equatable {
  var name: String
  var short: String?
  /// `nil` for a flag.
  var value: ValueKind?
  var valueName: String
  var summary: String
  var repeatable = false
  /// Other long spellings accepted on the command line (never listed in help).
  var aliases: [String] = []

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

  /// Another long spelling of the option, accepted but not listed.
  func alias(_ name: String) -> OptionSpec {
    var spec = self
    spec.aliases.append(name)
    return spec
  }

  /// Whether `word` (`--name`, an alias, or `-s`) names this option.
  func matches(_ word: String) -> Bool {
    if let short, word == "-\(short)" { return true }
    return word.hasPrefix("--") && ([name] + aliases).contains(String(word.dropFirst(2)))
  }

  /// `--level L`, `-o OUT`, `--run`.
  var usage: String {
    let names = ["--\(name)"] + (short.map { ["-\($0)"] } ?? [])
    let flags = names.joined(separator: ", ")
    return value == nil ? flags : "\(flags) \(valueName)"
  }
}
