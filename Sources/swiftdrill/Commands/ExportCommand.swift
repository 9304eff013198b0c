import DrillKit
import Foundation

/// `export`: the review log as CSV and all progress as JSON, to files or stdout (`-`).
struct ExportCommand: Command {
  static let spec = CommandSpec(
    name: "export", summary: "Export the review log and progress",
    options: [
      .value("reviews-csv", .path, "FILE", "The review log in fsrs-optimizer columns"),
      .value("json", .path, "FILE", "All progress as JSON"),
    ])

  let csvPath: String?
  let jsonPath: String?

  init(parsing invocation: Invocation) throws(UsageError) {
    csvPath = invocation.value("reviews-csv")
    jsonPath = invocation.value("json")
    guard csvPath != nil || jsonPath != nil else {
      throw .missingArgument(command: "export", argument: "--reviews-csv FILE or --json FILE")
    }
  }

  func run(in app: App) throws -> ExitStatus {
    guard let store = try app.readOnlyStore() else {
      throw CommandError.nothingToExport(database: app.paths.progressDatabase.path)
    }
    if let csvPath {
      try write(try store.reviewLogCSV(), to: csvPath, console: app.console)
    }
    if let jsonPath {
      let data = try store.export(now: app.clock.now()).jsonData()
      try write(String(decoding: data, as: UTF8.self), to: jsonPath, console: app.console)
    }
    return .success
  }

  /// Writes `text` to a file (atomically) or to stdout for `-`; a file that
  /// cannot be written leaves any earlier file there as it was.
  private func write(_ text: String, to path: String, console: any Console) throws(CommandError) {
    if path == "-" {
      console.write(StyledText(text))
      return
    }
    do {
      try AtomicFile.write(text, to: URL(fileURLWithPath: path))
    } catch {
      throw .cannotReplace(path: path, reason: error.localizedDescription)
    }
    console.writeLine("Wrote \(path)", style: .muted)
  }
}
