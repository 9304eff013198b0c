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
      "The FILEs appear together, each whole, or none does: a failed write, Ctrl-C or SIGTERM leaves "
      + "every one as it was. A file that is there is left as it is, and nothing is written (exit 1), "
      + "unless --force is given; - writes to standard output.")

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
    // The files are placed together (`StagedFiles`): one FILE named for two exports would be both.
    let named = [
      ("--reviews-csv", csvPath), ("--json", jsonPath), ("--backup", backupPath), ("--anki", ankiPath),
    ]
    .compactMap { option, path in path.flatMap { $0 == "-" ? nil : (option, $0) } }
    for (index, (option, path)) in named.enumerated() {
      let same = URL(fileURLWithPath: path).standardizedFileURL.path
      if let earlier = named[..<index].first(where: {
        URL(fileURLWithPath: $0.1).standardizedFileURL.path == same
      }) {
        throw .invalidValue(
          option: "\(earlier.0) and \(option)", value: path, expected: "a file of its own for each export")
      }
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
}
