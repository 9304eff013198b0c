import DrillPresentation
import DrillProgress
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `restore BACKUP`: brings back the copy `reset` kept (or a file `export --backup` wrote).
struct RestoreCommand: Command {
  static let spec = CommandSpec(
    name: "restore", summary: "Bring back progress from a reset's backup or an export --backup file",
    arguments: [ArgumentSpec(name: "BACKUP", value: .path)],
    discussion: """
      Into an empty progress file the backup comes back whole; into a used one it is merged: \
      a review already there (same question, time and rating) is not added twice. Says what it added. \
      A damaged progress file (one SQLite cannot read) is first moved aside, never deleted: \
      progress-damaged-YYYYMMDD-HHMMSS.sqlite beside it; the command says where.
      """)

  let path: String

  init(parsing invocation: Invocation) throws(UsageError) {
    guard let path = invocation.arguments.first else {
      throw .missingArgument(command: "restore", argument: "BACKUP")
    }
    self.path = path
  }

  func run(in app: App) throws -> ExitCode {
    // Stopped (Ctrl-C, SIGTERM, SIGHUP): its one transaction rolled back, as `import --backup`.
    try StopSignals.catching { () throws -> Void in
      do {
        try Self.restore(from: path, in: app)
      } catch let stop as StopSignals.Stopped {
        try ImportCommand.stopped(by: stop.signal, command: "restore", partly: false, in: app)
      } catch ProgressStoreError.stopped {
        try ImportCommand.stopped(
          by: StopSignals.pending ?? SIGINT, command: "restore", partly: false, in: app)
      }
    }
    return .success
  }

  /// Reads the backup at `path`, restores it into the learner's store and says what was added.
  static func restore(from path: String, in app: App) throws {
    guard FileManager.default.fileExists(atPath: path) else { throw CommandError.noSuchPath(path) }
    let backup = try ProgressBackup.read(from: URL(fileURLWithPath: path))
    try StopSignals.check()
    // Opened here, not through `app.openStore()`: a store that cannot be written is an error.
    // A damaged one is moved aside (kept) and a new one made (session 51's tryout, finding 4).
    let url = app.paths.progressDatabase
    let store: ProgressStore
    do {
      store = try ProgressStore(url: url)
    } catch .corrupt {
      let aside = try ProgressStore.moveAside(damaged: url, at: app.clock.now())
      // The path whole (a copy of it is one piece) and not indented, as `reset` says its backup's
      // and `export` its files' (session 51's closing note: at 40 columns it hung 2 columns in).
      app.console.writeWrapped(
        "The damaged progress file was moved to " + .whole(aside.path) + " (kept as it was).")
      store = try ProgressStore(url: url)
    }
    let scheduler = try store.settings.scheduler()
    let summary = try store.stoppable(when: { StopSignals.pending != nil }) {
      try store.transfer.restore(backup, scheduler: scheduler)
    }
    // The backup's path whole too: it was cut wherever the line ran out ("…/a-learner-with-" and
    // "long-folder-names/…").
    app.console.writeWrapped(
      StyledText("Restored from ", style: .success) + .whole(path, style: .success)
        + StyledText(": added \(summary.text).", style: .success))
  }
}
