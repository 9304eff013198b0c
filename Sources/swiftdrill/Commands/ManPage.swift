/// The man page, `docs/swiftdrill.1`, drawn from `CommandCatalog` (`make man` writes it).
enum ManPage {
  static func render() -> String {
    var lines = [
      ".TH SWIFTDRILL 1 \"2026\" \"SwiftDrill \(App.version)\" \"User Commands\"",
      ".SH NAME",
      "swiftdrill \\- Swift interview drills, lessons and games in the terminal",
      ".SH SYNOPSIS",
      ".B swiftdrill",
      ".RI [ \"global options\" ]",
      ".RI [ command \" [\" options ]]",
      ".SH DESCRIPTION",
      "With no command on a terminal,",
      ".B swiftdrill",
      "opens a REPL with line editing (history kept between runs, Tab completion,",
      "Ctrl\\-C cancels the current question, game or lesson, Ctrl\\-D leaves).",
      "Every REPL command is also a subcommand, and works with piped standard input.",
      ".SH COMMANDS",
    ]
    for spec in CommandCatalog.commands where !spec.replOnly {
      lines += entry(spec)
    }
    lines.append(".SH GLOBAL OPTIONS")
    for option in CommandCatalog.globalOptions {
      lines += [".TP", ".B " + escape(option.usage), escape(option.summary) + "."]
    }
    lines += [
      ".SH ENVIRONMENT",
      ".TP",
      ".B SWIFTDRILL_HOME",
      "Keep all data (progress, history, user packs, caches) in this folder.",
      "Otherwise progress and user packs live in",
      ".I $XDG_DATA_HOME/swiftdrill",
      "and history in",
      ".IR $XDG_STATE_HOME/swiftdrill .",
      ".TP",
      ".B SWIFTDRILL_NOW",
      "A fixed ISO\\-8601 time that every part of the program reads as \"now\".",
      ".TP",
      ".B SWIFTDRILL_CLOCK_RATE",
      "A test knob: the clock runs this many times as fast (1 to 1000), from SWIFTDRILL_NOW when set,",
      "else from the real time; a timed interview's minute passes in 60/N seconds.",
      ".TP",
      ".B NO_COLOR",
      "When set and not empty, no colour.",
      ".TP",
      ".B COLUMNS",
      "The width output is laid out for when standard output is not a terminal (default 80; 0 or a word means unknown: 80).",
      ".TP",
      ".BR VISUAL \", \" EDITOR",
      "The editor for code answers on a terminal.",
      ".SH EXIT STATUS",
      "0 on success, 1 when a command failed or found problems, 2 for a usage error.",
      ".SH FILES",
      ".I progress.sqlite",
      "(the review log, memory state, scores and lesson progress),",
      ".I history",
      "(the REPL's line history).",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's `.TP` entry: its synopsis, summary, discussion and options.
  static func entry(_ spec: CommandSpec) -> [String] {
    let arguments = spec.arguments.map { argument in
      let word = argument.variadic ? "\(argument.name)..." : argument.name
      return argument.optional ? "[\(word)]" : word
    }
    let options = spec.options.map { "[" + $0.usage + "]" }
    let synopsis = (arguments + options).joined(separator: " ")
    var lines = [".TP", synopsis.isEmpty ? ".B \(spec.name)" : ".BR \(spec.name) \" \(escape(synopsis))\""]
    lines.append(escape(spec.summary) + ".")
    if !spec.discussion.isEmpty { lines.append(escape(spec.discussion)) }
    if !spec.aliases.isEmpty { lines.append("Also: " + escape(spec.aliases.joined(separator: ", ")) + ".") }
    for option in spec.options {
      lines += [".RS", ".TP", ".B " + escape(option.usage), escape(option.summary) + ".", ".RE"]
    }
    return lines
  }

  /// Text safe in roff: backslashes and dashes escaped, no line starting with a control character.
  static func escape(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "-", with: "\\-")
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }
}
