import DrillAnki
import DrillPresentation
import DrillSessions
import DrillSupport
import Foundation

/// `export`: the review log as CSV and all progress as JSON, to files or stdout (`-`);
/// questions as an Anki package (`--anki`), with their progress if asked.
struct ExportCommand: Command {
  static let reviewsCsvOption = OptionSpec.value(
    "reviews-csv", .path, "FILE", "The review log in fsrs-optimizer columns")
  static let jsonOption = OptionSpec.value("json", .path, "FILE", "All progress as JSON")
  static let backupOption = OptionSpec.value(
    "backup", .path, "FILE", "The whole progress file, for import --backup or restore (docs/backup.md)")
  static let ankiOption = OptionSpec.value("anki", .path, "FILE", "Questions as an Anki package (.apkg)")
  static let packOption = OptionSpec.value(
    "pack", .packID, "ID", "With --anki: only questions from this pack")
  static let levelOption = OptionSpec.value(
    "level", .level, "LEVEL", "With --anki: only questions of this level (any: every level)")
  static let topicOption = OptionSpec.value(
    "topic", .topic, "TOPIC", "With --anki: only questions on this topic (their first tag)")
  static let tagOption = OptionSpec.value("tag", .tag, "TAG", "With --anki: only questions with this tag")
  static let withProgressOption = OptionSpec.flag(
    "with-progress", "With --anki: carry FSRS memory and the review log")
  static let forceOption = OptionSpec.flag(
    "force", "Replace a file that is there (each export keeps it without)")

  static let spec = CommandSpec(
    name: "export", summary: "Export the review log and progress",
    options: [
      reviewsCsvOption, jsonOption, backupOption, ankiOption, packOption, levelOption, topicOption,
      tagOption, withProgressOption, forceOption,
    ],
    discussion:
      "Each FILE is written whole (a failed write leaves what was there). A file that is there is left "
      + "as it is, and nothing is written (exit 1), unless --force is given; - writes to standard output.")

  let csvPath: String?
  let jsonPath: String?
  let backupPath: String?
  let ankiPath: String?
  let filter: QuestionFilter
  let withProgress: Bool
  let force: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    csvPath = invocation.value(Self.reviewsCsvOption)
    jsonPath = invocation.value(Self.jsonOption)
    backupPath = invocation.value(Self.backupOption)
    ankiPath = invocation.value(Self.ankiOption)
    filter = QuestionFilter(
      level: try invocation.levelOrEvery(Self.levelOption).level, packID: invocation.value(Self.packOption),
      tag: invocation.value(Self.tagOption), topic: invocation.value(Self.topicOption))
    withProgress = invocation.has(Self.withProgressOption)
    force = invocation.has(Self.forceOption)
    // The review (finding 13): `export --json F --topic T` wrote all progress, told nothing. The
    // filters choose questions for the Anki package only; anywhere else they would do nothing.
    // So does `--with-progress` (session 47's leftovers): the other exports always carry it.
    if ankiPath == nil {
      let filters = [Self.topicOption, Self.packOption, Self.tagOption, Self.levelOption]
      if let given = filters.first(where: { invocation.value($0) != nil }) {
        throw .misplacedFlag(
          option: "--\(given.name)",
          goesWith: "--anki only: --json, --reviews-csv and --backup export all progress")
      }
      if withProgress {
        throw .misplacedFlag(
          option: "--\(Self.withProgressOption.name)",
          goesWith: "--anki only: --json and --backup always hold all your progress, --reviews-csv "
            + "the review log")
      }
    }
    // Session 49's tryout: `--anki -` wrote a file named `-`. An Anki package is a zip file,
    // not for a terminal or a pipe; and one standard output takes one export.
    if ankiPath == "-" {
      throw .invalidValue(
        option: "--anki", value: "-",
        expected: "a file name (an Anki package is a binary file; - would be standard output)")
    }
    let toStandardOutput = [("--reviews-csv", csvPath), ("--json", jsonPath), ("--backup", backupPath)]
      .filter { $0.1 == "-" }.map(\.0)
    if toStandardOutput.count > 1 {
      throw .invalidValue(
        option: toStandardOutput.joined(separator: " and "), value: "-",
        expected: "a file name for all but one of them (standard output takes one export)")
    }
    guard csvPath != nil || jsonPath != nil || ankiPath != nil || backupPath != nil else {
      throw .missingArgument(
        command: "export", argument: "--reviews-csv FILE, --json FILE, --backup FILE or --anki FILE")
    }
    // `--force` replaces files; standard output has none to replace.
    if force && files.isEmpty {
      throw .misplacedFlag(
        option: "--\(Self.forceOption.name)", goesWith: "a file name: - writes to standard output")
    }
  }

  /// What each write does with a file at its path: kept without `--force`, in the step that puts
  /// the new file there (`AtomicFile.place`), so a file made after `keepFilesThatAreThere` looked
  /// is kept too (session 51: it was replaced).
  var existing: AtomicFile.Existing { force ? .replace : .keep }

  /// The files this export writes (`-`, standard output, is none).
  var files: [String] { [csvPath, jsonPath, backupPath, ankiPath].compactMap { $0 }.filter { $0 != "-" } }

  func run(in app: App) throws -> ExitCode {
    // An unknown pack, topic or tag is named with the nearest one, as quiz, drill and review do.
    if ankiPath != nil { try filter.requireNames(in: app.catalog) }
    // Before anything is written: one file kept leaves every other one unwritten too.
    try Self.keepFilesThatAreThere(files, force: force)
    if let ankiPath {
      try exportAnki(to: ankiPath, in: app)
      guard csvPath != nil || jsonPath != nil || backupPath != nil else { return .success }
    }
    guard let store = try app.readOnlyStore() else {
      throw CommandError.nothingToExport(database: app.paths.progressDatabase.path)
    }
    if let csvPath {
      try write(try store.transfer.reviewLogCSV(), to: csvPath, console: app.console)
    }
    if let jsonPath {
      let data = try store.transfer.export(now: app.clock.now()).jsonData()
      try write(String(decoding: data, as: UTF8.self), to: jsonPath, console: app.console)
    }
    if let backupPath {
      let data = try store.transfer.backup(now: app.clock.now()).jsonData()
      if backupPath == "-" {
        app.console.write(StyledText(String(decoding: data, as: UTF8.self)))
      } else {
        do {
          // As private as the store itself: 0600 from the first byte.
          try AtomicFile.writePrivate(data, to: URL(fileURLWithPath: backupPath), existing: existing)
        } catch is FileAlreadyThere {
          throw CommandError.wouldReplace(path: backupPath)
        } catch {
          throw CommandError.cannotReplace(path: backupPath, reason: error.localizedDescription)
        }
        app.console.writeWrapped(StyledText("Wrote ", style: .muted) + .whole(backupPath, style: .muted))
      }
    }
    return .success
  }

  private func exportAnki(to path: String, in app: App) throws {
    let library = app.library
    Self.checkPackageName(path, in: app)
    let questions = library.questions.filter(filter.matches)
    let titles = Dictionary(library.packs.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    var progress: AnkiProgress?
    if withProgress {
      if let store = try app.readOnlyStore() { progress = try AnkiProgress(store: store) }
      if progress == nil {
        app.console.writeLine("No progress recorded yet: the cards go in as new.", style: .muted)
      }
    }
    let summary: AnkiExportSummary
    do {
      summary = try AnkiPackageWriter.write(
        questions: questions, packTitles: titles, progress: progress, to: path, now: app.clock.now(),
        modified: AnkiExportClock.next(
          after: app.clock.now(), file: app.paths.stateDirectory.appendingPathComponent("anki-export-time")),
        existing: existing)
    } catch {
      // A file made there since `keepFilesThatAreThere` looked is kept, with its message.
      guard case .archive(let archive) = error, case .alreadyThere = archive else { throw error }
      throw CommandError.wouldReplace(path: path)
    }
    var line =
      ": \(summary.notes) note\(summary.notes == 1 ? "" : "s") in \(summary.decks) "
      + "deck\(summary.decks == 1 ? "" : "s") under SwiftDrill"
    if withProgress {
      line +=
        ", \(summary.scheduledCards) with FSRS memory, \(summary.reviews) review\(summary.reviews == 1 ? "" : "s")"
    }
    app.console.writeWrapped(
      StyledText("Wrote ", style: .muted) + .whole(path, style: .muted)
        + StyledText(line + ".", style: .muted))
    if !summary.leftOut.isEmpty {
      app.console.writeWrapped(
        StyledText(
          "Left out \(summary.leftOut.count) question\(summary.leftOut.count == 1 ? "" : "s") made from "
            + "an Anki cloze note that no longer matches its other questions (their note goes to Anki once, "
            + "with the first): ", style: .warning)
          + .whole(summary.leftOut.joined(separator: ", "), style: .warning))
    }
  }

  /// Session 50's tryout (finding 11): `export --anki keep.txt` replaced the learner's file
  /// without a word, as `--json`, `--reviews-csv` and `--backup` did after it. The one rule of
  /// every export: a file already there (a link too, even one to nothing) is replaced only with
  /// `--force`. This first look keeps every file unwritten when one is there; each write keeps a
  /// file made since (`existing`).
  static func keepFilesThatAreThere(_ paths: [String], force: Bool) throws(CommandError) {
    guard !force else { return }
    for path in paths where (try? FileManager.default.attributesOfItem(atPath: path)) != nil {
      throw .wouldReplace(path: path)
    }
  }

  /// A name Anki would not import as a package (not `.apkg`) is written, with a warning.
  static func checkPackageName(_ path: String, in app: App) {
    let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
    if name.hasSuffix(".colpkg") {
      app.reporter.warn(
        "\(path) is an Anki package of a few decks, not a whole collection: Anki imports a .colpkg by "
          + "replacing its collection; name it .apkg")
    } else if !name.hasSuffix(".apkg") {
      app.reporter.warn(
        "\(path) does not end in .apkg, the name Anki imports a package by; rename it for Anki")
    }
  }

  /// Writes `text` to a file (atomically) or to stdout for `-`; a file that
  /// cannot be written leaves any earlier file there as it was.
  private func write(_ text: String, to path: String, console: any Console) throws(CommandError) {
    if path == "-" {
      console.write(StyledText(text))
      return
    }
    do {
      try AtomicFile.write(text, to: URL(fileURLWithPath: path), existing: existing)
    } catch is FileAlreadyThere {
      throw .wouldReplace(path: path)
    } catch {
      throw .cannotReplace(path: path, reason: error.localizedDescription)
    }
    console.writeWrapped(StyledText("Wrote ", style: .muted) + .whole(path, style: .muted))
  }
}
