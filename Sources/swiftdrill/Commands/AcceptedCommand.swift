import DrillPresentation
import DrillReports

/// `accepted [--remove ID]`: the answers you counted as right, or undo one question's.
struct AcceptedCommand: Command {
  static let removeOption = OptionSpec.value(
    "remove", .questionID, "ID", "Stop accepting your answers to question ID")
  static let jsonOption = OptionSpec.flag("json", "Print the accepted answers as JSON")

  static let spec = CommandSpec(
    name: "accepted", summary: "The answers you accepted with :accept; --remove ID undoes them",
    options: [removeOption, jsonOption])

  let remove: String?
  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    remove = invocation.value(Self.removeOption)
    json = invocation.has(Self.jsonOption)
  }

  func run(in app: App) throws -> ExitCode {
    if let remove {
      guard let store = app.openStore(),
        try store.acceptedAnswers.removeAcceptedAnswers(questionID: remove) > 0
      else {
        throw CommandError.noAcceptedAnswer(remove)
      }
      app.console.writeLine("Removed: your answers to \(remove) are no longer accepted.", style: .success)
      return .success
    }
    let table = AcceptedTable(accepted: try app.readOnlyStore()?.acceptedAnswers.acceptedAnswers() ?? [])
    app.console.write(table, json: json)
    return .success
  }
}
