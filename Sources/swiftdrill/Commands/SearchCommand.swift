import DrillContent
import DrillPresentation
import DrillReports

/// `search TEXT`: questions whose id, title, tags or prompt hold every word.
struct SearchCommand: Command {
  static let jsonOption = OptionSpec.flag("json", "Print the questions found as JSON")

  static let spec = CommandSpec(
    name: "search", summary: "Find questions by words in their title, prompt, tags or id",
    arguments: [ArgumentSpec(name: "TEXT", value: .text, variadic: true)],
    options: [jsonOption],
    discussion:
      "Every word must appear, in any order (letter case does not matter, and a word matches its other forms: "
      + "closures finds closure); the best matches come first.")

  let text: String
  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    guard !invocation.arguments.isEmpty else { throw .missingArgument(command: "search", argument: "TEXT") }
    text = invocation.arguments.joined(separator: " ")
    json = invocation.has(Self.jsonOption)
  }

  func run(in app: App) throws -> ExitCode {
    let results = SearchResults(query: text, hits: QuestionSearch.search(text, in: app.library.questions))
    app.console.write(results, json: json)
    return .success
  }
}
