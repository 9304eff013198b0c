import DrillPresentation

/// The help screens, drawn from `CommandCatalog`.
enum HelpText {
  /// `help`: every command with its summary (`quit` only inside the REPL).
  static func overview(inREPL: Bool, width: Int) -> StyledText {
    var text = StyledText("Commands\n", style: .heading)
    let rows = CommandCatalog.commands.filter { inREPL || !$0.replOnly }.map {
      DefinitionList.Row(StyledText($0.name, style: .bold), StyledText($0.summary))
    }
    text.append(DefinitionList(rows).render(width: width))
    text.append("\n")
    text.append(
      paragraph(
        inREPL
          ? "Type 'help <command>' for its options. Tab completes, Ctrl-C cancels, Ctrl-D leaves."
          : "Run 'swiftdrill help <command>' for its options, or 'swiftdrill' alone for the REPL.",
        style: .muted, width: width))
    return text
  }

  /// Text wrapped to `width`, ending in a newline.
  private static func paragraph(_ text: StyledText, hangingIndent: Int = 0, width: Int) -> StyledText {
    var result = StyledText(lines: text.fitted(toWidth: width, hangingIndent: hangingIndent))
    result.append("\n")
    return result
  }

  private static func paragraph(_ text: String, style: TextStyle = .plain, width: Int) -> StyledText {
    paragraph(StyledText(text, style: style), width: width)
  }

  /// A discussion written over several source lines as running text: a line break inside a
  /// paragraph becomes a space (the text is wrapped for the terminal's width), a blank line
  /// still ends a paragraph, and a line that starts with a space or a bullet stays a line.
  static func reflowed(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var result = ""
    for (index, line) in lines.enumerated() {
      if index > 0 {
        let previousBlank = lines[index - 1].allSatisfy(\.isWhitespace)
        let keepsBreak =
          previousBlank || line.allSatisfy(\.isWhitespace) || line.first == " " || line.first == "-"
        result += keepsBreak ? "\n" : " "
      }
      result += line
    }
    return result
  }

  private static func options(_ options: [OptionSpec], width: Int) -> StyledText {
    DefinitionList(options.map { DefinitionList.Row(StyledText($0.usage), StyledText($0.summary)) })
      .render(width: width)
  }

  /// `help <command>`: its usage, aliases, options and discussion.
  static func command(_ spec: CommandSpec, width: Int) -> StyledText {
    var text = paragraph(
      StyledText(spec.name, style: .heading) + StyledText(" — \(spec.summary)"), width: width)
    text.append("\n")
    text.append(
      paragraph(StyledText("Usage: ", style: .bold) + StyledText(spec.usage), hangingIndent: 7, width: width))
    if !spec.aliases.isEmpty {
      text.append(paragraph("Also: \(spec.aliases.joined(separator: ", "))", width: width))
    }
    if !spec.options.isEmpty {
      text.append("\nOptions:\n", style: .bold)
      text.append(options(spec.options, width: width))
    }
    if !spec.discussion.isEmpty {
      text.append("\n")
      text.append(paragraph(reflowed(spec.discussion), width: width))
    }
    return text
  }

  /// `swiftdrill` with `--help` and no command: the global options, then the overview.
  static func global(width: Int) -> StyledText {
    var text = paragraph(
      StyledText("SwiftDrill \(App.version)", style: .heading)
        + StyledText(" — Swift interview drills, lessons and games in the terminal"), width: width)
    text.append("\n")
    text.append(
      paragraph(
        StyledText("Usage: ", style: .bold) + StyledText("swiftdrill [global options] [command] [options]"),
        hangingIndent: 7, width: width))
    text.append("\nGlobal options:\n", style: .bold)
    text.append(options(CommandCatalog.globalOptions, width: width))
    text.append("\n")
    text.append(
      paragraph(
        "Environment: SWIFTDRILL_HOME (all data in one folder), SWIFTDRILL_NOW (a fixed clock), "
          + "NO_COLOR (no colour), COLUMNS (the width when output is not a terminal), "
          + "VISUAL/EDITOR (for code answers).", width: width))
    text.append("\n")
    text.append(overview(inREPL: false, width: width))
    return text
  }
}
