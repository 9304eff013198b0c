import DrillPresentation
import DrillProgress
import Foundation

/// `restore BACKUP`: brings back the copy `reset` kept (or a file `export --backup` wrote).
struct RestoreCommand: Command {
  static let spec = CommandSpec(
    name: "restore", summary: "Bring back progress from a reset's backup or an export --backup file",
    arguments: [ArgumentSpec(name: "BACKUP", value: .path)],
    discussion: """
      Into an empty progress file the backup comes back whole; into a used one it is merged: \
      a review already there (same question, time and rating) is not added twice. Says what it added.
      """)

  let path: String

  init(parsing invocation: Invocation) throws(UsageError) {
    guard let path = invocation.arguments.first else {
      throw .missingArgument(command: "restore", argument: "BACKUP")
    }
    self.path = path
  }

  func run(in app: App) throws -> ExitCode {
    try Self.restore(from: path, in: app)
    return .success
  }

  /// Reads the backup at `path`, restores it into the learner's store and says what was added.
  static func restore(from path: String, in app: App) throws {
    guard FileManager.default.fileExists(atPath: path) else { throw CommandError.noSuchPath(path) }
    let backup = try ProgressBackup.read(from: URL(fileURLWithPath: path))
    // Opened here, not through `app.openStore()`: a store that cannot be written is an error.
    let store = try ProgressStore(url: app.paths.progressDatabase)
    let summary = try store.transfer.restore(backup, scheduler: try store.settings.scheduler())
    app.console.writeWrapped(
      StyledText("Restored from \(path): added \(summary.text).", style: .success), hangingIndent: 2)
  }
}
