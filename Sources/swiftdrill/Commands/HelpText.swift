import DrillKit

/// The help screens, drawn from `CommandCatalog`.
enum HelpText {
  /// `help`: every command with its summary (`quit` only inside the REPL).
  static func overview(inREPL: Bool) -> StyledText {
    var text = StyledText("Commands\n", style: .heading)
    let width = CommandCatalog.commands.map(\.name.count).max() ?? 8
    for spec in CommandCatalog.commands where inREPL || !spec.replOnly {
      let padded = spec.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
      text.append("  ")
      text.append(padded, style: .bold)
      text.append(spec.summary + "\n")
    }
    text.append("\n")
    text.append(
      inREPL
        ? "Type 'help <command>' for its options. Tab completes, Ctrl-C cancels, Ctrl-D leaves.\n"
        : "Run 'swiftdrill help <command>' for its options, or 'swiftdrill' alone for the REPL.\n",
      style: .muted)
    return text
  }

  /// `help <command>`: its usage, aliases, options and discussion.
  static func command(_ spec: CommandSpec) -> StyledText {
    var text = StyledText(spec.name, style: .heading)
    text.append(" — \(spec.summary)\n\n")
    text.append("Usage: ", style: .bold)
    text.append(spec.usage + "\n")
    if !spec.aliases.isEmpty {
      text.append("Also: \(spec.aliases.joined(separator: ", "))\n")
    }
    if !spec.options.isEmpty {
      text.append("\nOptions:\n", style: .bold)
      let width = spec.options.map(\.usage.count).max() ?? 0
      for option in spec.options {
        text.append("  " + option.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0))
        text.append(option.summary + "\n")
      }
    }
    if !spec.discussion.isEmpty {
      text.append("\n" + spec.discussion + "\n")
    }
    return text
  }

  /// `swiftdrill` with `--help` and no command: the global options, then the overview.
  static func global() -> StyledText {
    var text = StyledText("SwiftDrill \(App.version)", style: .heading)
    text.append(" — Swift interview drills, lessons and games in the terminal\n\n")
    text.append("Usage: ", style: .bold)
    text.append("swiftdrill [global options] [command] [options]\n\n")
    text.append("Global options:\n", style: .bold)
    let width = CommandCatalog.globalOptions.map(\.usage.count).max() ?? 0
    for option in CommandCatalog.globalOptions {
      text.append("  " + option.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0))
      text.append(option.summary + "\n")
    }
    text.append("\nEnvironment: SWIFTDRILL_HOME (all data in one folder), SWIFTDRILL_NOW (a fixed clock),\n")
    text.append("NO_COLOR (no colour), VISUAL/EDITOR (for code answers).\n\n")
    text.append(overview(inREPL: false))
    return text
  }
}
