/// What kind of value an option or argument takes; drives parsing and Tab completion.
enum ValueKind: Sendable, Equatable {
  case level
  case kind
  case questionType
  case packID
  case lessonID
  case game
  case tag
  case number
  case path
  case text
  /// One of a fixed list of words.
  case oneOf([String])
  /// A command name (for `help`).
  case command
}

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

/// One positional argument of a command.
struct ArgumentSpec: Sendable, Equatable {
  var name: String
  var value: ValueKind
  var optional = false
  var variadic = false
}

/// A command the REPL and the command line both understand.
struct CommandSpec: Sendable, Equatable {
  var name: String
  var aliases: [String] = []
  var summary: String
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []
  /// Longer help text, shown by `help <command>`.
  var discussion: String = ""
  /// Whether the command exists only inside the REPL (`quit`).
  var replOnly = false

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name || $0.short == name }
  }

  var usage: String {
    var parts = ["swiftdrill", name]
    for argument in arguments {
      let word = argument.variadic ? "\(argument.name)…" : argument.name
      parts.append(argument.optional ? "[\(word)]" : word)
    }
    if !options.isEmpty { parts.append("[options]") }
    return parts.joined(separator: " ")
  }
}
