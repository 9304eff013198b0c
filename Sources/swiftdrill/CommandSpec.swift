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

extension [CommandSpec] {
  /// The command `name` calls, by its name or one of its aliases.
  func named(_ name: String) -> CommandSpec? {
    first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Every name the commands answer to, aliases included: what an unknown name is compared with.
  var allNames: [String] {
    flatMap { [$0.name] + $0.aliases }
  }
}
