import DrillAnki
import DrillContent
import DrillPresentation
import DrillProgress
import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `import`: an Anki package as a Markdown pack (`--anki`), or a review log (`--reviews-csv`).
struct ImportCommand: Command {
  static let ankiOption = OptionSpec.value(
    "anki", .path, "FILE", "An Anki package (.apkg) to write as a Markdown pack")
  static let toOption = OptionSpec.value(
    "to", .text, "ID", "With --anki: the new pack's id (default: from the deck's name)")
  static let outputOption = OptionSpec.value(
    "output", short: "o", .path, "DIR", "With --anki: the folder to write the pack in")
  static let reviewsCsvOption = OptionSpec.value(
    "reviews-csv", .path, "FILE", "A review log in export --reviews-csv columns")
  static let backupOption = OptionSpec.value(
    "backup", .path, "FILE", "A file export --backup wrote (or reset's copy): restored or merged")

  static let spec = CommandSpec(
    name: "import", summary: "Import an Anki deck as a pack, a review log or a backup",
    options: [ankiOption, toOption, outputOption, reviewsCsvOption, backupOption])

  let ankiPath: String?
  let packID: String?
  let folder: String?
  let csvPath: String?
  let backupPath: String?

  init(parsing invocation: Invocation) throws(UsageError) {
    ankiPath = invocation.value(Self.ankiOption)
    csvPath = invocation.value(Self.reviewsCsvOption)
    backupPath = invocation.value(Self.backupOption)
    folder = invocation.value(Self.outputOption)
    // A folder, never standard output: `-o -` made a folder named `-` (session 49's tryout).
    if folder == "-" {
      throw .invalidValue(option: "--output", value: "-", expected: "a folder to write the file in")
    }
    packID = invocation.value(Self.toOption)
    if let packID, !ContentID.isValid(packID) {
      throw .invalidValue(
        option: "--to", value: packID,
        expected: "lowercase letters, digits and dashes, starting with a letter or digit")
    }
    guard ankiPath != nil || csvPath != nil || backupPath != nil else {
      throw .missingArgument(command: "import", argument: "--anki FILE, --reviews-csv FILE or --backup FILE")
    }
  }

  /// "JSON" or "Markdown" when the file at `path` reads as a SwiftDrill pack, not an Anki package.
  static func swiftDrillPackFormat(at path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let head = String(decoding: (try? handle.read(upToCount: 4_096)) ?? Data(), as: UTF8.self)
    let start = head.drop { $0.isWhitespace }
    if start.hasPrefix("{"), head.contains("\"questions\"") { return "JSON" }
    if start.hasPrefix("---"), head.contains("\nid:") { return "Markdown" }
    return nil
  }

  /// The option a file given without one was meant for, from its extension (session 46's tryout:
  /// `import r.csv` said only "does not take").
  static func option(forFile file: String) -> String? {
    switch (file as NSString).pathExtension.lowercased() {
    case "csv": "--reviews-csv"
    case "apkg", "colpkg": "--anki"
    case "json": "--backup"
    default: nil
    }
  }

  func run(in app: App) throws -> ExitCode {
    // Each part in one transaction, stopped by Ctrl-C, SIGTERM or SIGHUP with nothing of it kept
    // (session 53's tryout, finding 9: the import ran on to the end and exited 0).
    try StopSignals.catching { () throws -> Void in
      var done = false
      do {
        if let ankiPath {
          try importAnki(ankiPath, in: app)
          done = true
        }
        if let backupPath {
          try RestoreCommand.restore(from: backupPath, in: app)
          done = true
        }
        if let csvPath { try importReviews(csvPath, in: app) }
      } catch let stop as StopSignals.Stopped {
        try Self.stopped(by: stop.signal, command: "import", partly: done, in: app)
      } catch ProgressStoreError.stopped {
        try Self.stopped(by: StopSignals.pending ?? SIGINT, command: "import", partly: done, in: app)
      }
    }
    return .success
  }

  /// The "now" no imported review may be later than (`ReviewLogCSV.latestTime`): the later of the
  /// app's clock and the real one. A clock fixed in the past (`SWIFTDRILL_NOW`) must not refuse
  /// reviews that did happen since; one set ahead took reviews dated by it.
  static func latestNow(in app: App) -> Date {
    max(app.clock.now(), Date())
  }

  /// Says that `command` stopped at `signal` with nothing of the part under way kept: Ctrl-C ends
  /// the command (the REPL goes on, exit status 1); SIGTERM and SIGHUP end the program as they
  /// would have, once it has said so (as `export` does).
  static func stopped(by signal: Int32, command: String, partly: Bool, in app: App) throws -> Never {
    _ = Interrupts.consume()
    let error = CommandError.importStopped(command: command, signal: StopSignals.name(signal), partly: partly)
    guard signal != SIGINT else { throw error }
    _ = app.reporter.report(error)
    StopSignals.endAsSignalled(signal)
  }

  private func importReviews(_ path: String, in app: App) throws {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw CommandError.cannotRead(path: path, reason: error.localizedDescription)
    }
    let rows = try ReviewLogCSV.parse(text)
    let ids = Set(app.library.questions.map(\.id))
    let late = ReviewLogCSV.laterThan(Self.latestNow(in: app), rows) { ids.contains($0) }
    guard late.isEmpty else { throw ReviewImportError.badRows(late) }
    try StopSignals.check()
    guard let store = app.openStore() else {
      throw CommandError.cannotWrite(
        path: app.paths.progressDatabase.path, reason: "the progress file cannot be used")
    }
    let questions = Dictionary(
      app.library.questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let scheduler = try store.settings.scheduler()
    let summary = try store.stoppable(when: { StopSignals.pending != nil }) {
      try store.transfer.importReviewLog(rows, questions: questions, scheduler: scheduler)
    }
    app.console.writeLine(
      "Imported \(summary.questionReviews) review\(summary.questionReviews == 1 ? "" : "s") of "
        + "\(summary.questions) SwiftDrill question\(summary.questions == 1 ? "" : "s") (memory rebuilt) and "
        + "\(summary.foreignReviews) of \(summary.foreignCards) other card\(summary.foreignCards == 1 ? "" : "s"); "
        + "\(summary.duplicates) already there.",
      style: .success)
  }
}
