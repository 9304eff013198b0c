import DrillKitTesting
import Foundation
import Testing

@testable import swiftdrill

@Suite(.ownThreads) struct CommandRegistryTests {
  static let specs = CommandCatalog.commands

  @Test func namesAndAliasesAreUniqueAndEachFindsItsType() throws {
    let names = CommandCatalog.allNames
    expectEqual(Set(names).count, names.count, "a name or alias is listed twice: \(names)")
    // Written out here, not derived from the catalog: a command dropped from the catalog,
    // or one added without its help, man page and completion being checked, fails.
    expectEqual(
      Self.specs.map(\.name),
      [
        "quiz", "drill", "interview", "placement", "mistakes", "search", "show", "stats", "due", "accepted",
        "reset",
        "restore", "export", "import", "optimize", "lessons", "lesson", "games", "play", "scores", "project",
        "packs", "check", "doctor", "convert", "new", "help", "clear", "quit",
      ])
    for type in CommandCatalog.types {
      let spec = type.spec
      expectEqual(CommandCatalog.command(named: spec.name), spec)
      for alias in spec.aliases { expectEqual(CommandCatalog.command(named: alias), spec) }
      let found = try #require(CommandCatalog.type(for: spec))
      expectEqual(ObjectIdentifier(found), ObjectIdentifier(type), "\(spec.name) dispatches to \(found)")
    }
  }

  @Test(arguments: CommandCatalog.commands)
  func everyCommandHasHelp(spec: CommandSpec) {
    expectTrue(!spec.summary.isEmpty)
    let help = HelpText.command(spec, width: 100).plain
    expectTrue(help.hasPrefix("\(spec.name) — \(spec.summary)\n"))
    expectContains(help, "Usage: \(spec.usage)\n")
    for option in spec.options { expectContains(help, "  \(option.usage)", "\(spec.name) \(option.usage)") }
    let overview = HelpText.overview(inREPL: true, width: 100).plain
    expectContains(overview, " \(spec.name) ")
    expectEqual(HelpText.overview(inREPL: false, width: 100).plain.contains(" \(spec.name) "), !spec.replOnly)
  }

  @Test(arguments: CommandCatalog.commands)
  func everyCommandCompletesWithItsOptions(spec: CommandSpec) {
    let completer = Completer()
    expectContains(completer.candidates(before: "", word: spec.name), spec.name)
    let optionNames = spec.options.map { "--\($0.name)" }
    expectEqual(Set(optionNames).count, optionNames.count, "\(spec.name) lists an option twice")
    expectEqual(completer.candidates(before: "\(spec.name) ", word: "--"), optionNames.sorted())
    expectContains(completer.candidates(before: "help ", word: spec.name), spec.name)
  }

  @Test(arguments: CommandCatalog.commands.filter { !$0.replOnly })
  func everyCommandHasAManPageEntry(spec: CommandSpec) {
    let page = ManPage.render()
    expectTrue(page.contains("\n.BR \(spec.name) \"") || page.contains("\n.B \(spec.name)\n"))
    expectContains(page, ManPage.escape(spec.summary) + ".\n")
    for option in spec.options { expectContains(page, ".B " + ManPage.escape(option.usage) + "\n") }
  }

  @Test func theInstalledManPageIsTheGeneratedOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let file = try String(contentsOf: root.appendingPathComponent("docs/swiftdrill.1"), encoding: .utf8)
    expectEqual(file, ManPage.render(), "docs/swiftdrill.1 is stale: run 'make man'")
  }

  @Test func theManPageEscapesRoff() {
    expectEqual(ManPage.escape("--run a\\b"), "\\-\\-run a\\\\b")
    expectEqual(ManPage.escape(".hidden"), "\\&.hidden")
  }

  @Test func everyCommandParsesItsBareForm() throws {
    // The shortest line for each command, so its `init(parsing:)` is exercised.
    let lines: [String: [String]] = [
      "play": ["play", "guess"], "convert": ["convert", "f.md", "--to", "json"],
      "new": ["new", "pack", "demo"], "export": ["export", "--json", "-"],
      "search": ["search", "optional"], "show": ["show", "basics/double"], "reset": ["reset", "--all"],
      "import": ["import", "--reviews-csv", "log.csv"], "project": ["project", "list"],
      "restore": ["restore", "backup.json"],
    ]
    for spec in Self.specs {
      let words = lines[spec.name] ?? [spec.name]
      let invocation = try CommandLineParser().parse(words)
      let type = try #require(CommandCatalog.type(for: invocation.spec))
      let command = try type.init(parsing: invocation)
      expectEqual(Swift.type(of: command).spec, spec)
      // Every value on the line reaches the command (its fields, as `String(describing:)` shows them).
      // `new pack` is read as a kind, not kept as a word.
      let fields = String(describing: command)
      let expected =
        spec.name == "new"
        ? ["isLesson: false", "\"demo\""] : words.dropFirst().filter { !$0.hasPrefix("--") }
      for value in expected {
        expectContains(fields, value, "\(spec.name) dropped \(value): \(fields)")
      }
    }
  }
}
