import DrillPresentation
import DrillReports

/// `packs`: the question packs with counts, or questions per topic and level.
struct PacksCommand: Command {
  static let topicsOption = OptionSpec.flag("topics", "Questions per topic and level instead")
  static let markdownOption = OptionSpec.flag(
    "markdown", "With --topics: print the table as Markdown (docs/content.md)")
  static let jsonOption = OptionSpec.flag("json", "With --topics: counts per level, kind and type as JSON")

  static let spec = CommandSpec(
    name: "packs", summary: "The question packs, with counts per level and kind",
    options: [topicsOption, markdownOption, jsonOption])

  let topics: Bool
  let markdown: Bool
  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    topics = invocation.has(Self.topicsOption)
    markdown = invocation.has(Self.markdownOption)
    json = invocation.has(Self.jsonOption)
    // As the help says, both are options of --topics (session 49's tryout: `packs --json`
    // printed the text table, exit 0, and a script's JSON parser failed on it).
    if !topics, json || markdown {
      throw .misplacedFlag(
        option: json ? "--json" : "--markdown",
        goesWith: "--topics (packs --topics \(json ? "--json" : "--markdown"))")
    }
  }

  func run(in app: App) throws -> ExitCode {
    let library = app.library
    let console = app.console
    guard !library.packs.isEmpty else { throw CommandError.noPacks(note: app.refusedBundledNote) }
    if topics && markdown {
      console.write(StyledText(TopicTable.markdown(library.questions)))
    } else if topics && json {
      console.write(StyledText(TopicTable.json(library.questions)))
    } else if topics {
      console.page(TopicTable.render(library.questions, width: console.width) + "\n")
    } else {
      let table = PacksTable(
        packs: library.packs, dataDirectory: app.paths.dataDirectory, bundledRoot: app.bundledRoot)
      console.write(table)
    }
    return .success
  }
}
