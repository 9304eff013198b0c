import DrillAnki
import DrillContent
import DrillPresentation
import DrillProgress
import DrillSupport
import Foundation

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
    if let ankiPath { try importAnki(ankiPath, in: app) }
    if let backupPath { try RestoreCommand.restore(from: backupPath, in: app) }
    if let csvPath { try importReviews(csvPath, in: app) }
    return .success
  }

  private func importAnki(_ path: String, in app: App) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw CommandError.noSuchPath(path)
    }
    // Said for what it is (session 46's tryout: "not a readable zip archive (Not a zip archive)").
    if isFolder.boolValue {
      throw CommandError.cannotRead(path: path, reason: "it is a folder, not an Anki package (.apkg)")
    }
    if let pack = Self.swiftDrillPackFormat(at: path) {
      throw CommandError.cannotRead(
        path: path,
        reason: "it is a SwiftDrill \(pack) pack, not an Anki package: copy it into your questions folder "
          + "(\(app.paths.userQuestions.path)) and it is read as it is")
    }
    let imported = try AnkiPackageReader.read(path: path, packID: packID) {
      AnkiExistingContent(
        questions: Set(app.library.questions.map(\.id)), packs: Set(app.library.packs.map(\.id)))
    }
    let folder = folder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? app.paths.userQuestions
    let files = imported.files.map { (file: $0, url: folder.appendingPathComponent("\($0.pack.id).md")) }
    for file in files where FileManager.default.fileExists(atPath: file.url.path) {
      throw CommandError.alreadyExists(path: file.url.path)
    }
    guard !files.isEmpty || !imported.known.isEmpty else {
      throw CommandError.notConverted(path: path)
    }
    for file in files {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(file.file.markdown, to: file.url)
      } catch {
        throw CommandError.cannotWrite(path: file.url.path, reason: error.localizedDescription)
      }
    }
    let report = imported.report
    var text = StyledText()
    for file in files {
      let count = file.file.pack.questions.count
      text.append(StyledText("Wrote ", style: .success) + .whole(file.url.path, style: .success))
      text.append(": \(count) question\(count == 1 ? "" : "s").\n", style: .success)
    }
    text.append("\(report.notes) note\(report.notes == 1 ? "" : "s") read.\n")
    if !imported.known.isEmpty {
      let count = imported.known.count
      text.append(
        "\(count) question\(count == 1 ? " SwiftDrill exported is" : "s SwiftDrill exported are") "
          + "already in your library under the same id\(count == 1 ? "" : "s"): kept as they are, not "
          + "written again\(files.isEmpty ? "; no file was written" : "").\n")
    }
    if !report.skipped.isEmpty {
      text.append("Not converted (\(report.skipped.count)):\n", style: .warning)
      for entry in report.skipped { text.append("  \(entry.note): \(entry.message)\n") }
    }
    if !report.warnings.isEmpty {
      text.append("Converted with changes (\(report.warnings.count)):\n", style: .warning)
      for entry in report.warnings { text.append("  \(entry.note): \(entry.message)\n") }
    }
    if !imported.reviews.isEmpty {
      if let store = app.openStore() {
        let made = imported.files.flatMap(\.pack.questions)
        let known = Set(imported.known)
        let questions = Dictionary(
          (made + app.library.questions.filter { known.contains($0.id) }).map { ($0.id, $0) },
          uniquingKeysWith: { first, _ in first })
        let existing = try AnkiProgress(store: store).reviews
        let rows = AnkiReviewMatching.align(imported.reviews, existing: existing)
        let summary = try store.transfer.importReviewLog(
          rows, questions: questions, scheduler: try store.settings.scheduler())
        // A question whose whole history came from the package is scheduled as the source
        // scheduled it: the memory its card carries, where the replay ends at the same review.
        for (id, memory) in imported.memories.sorted(by: { $0.key < $1.key })
        where questions[id] != nil && (existing[id] ?? []).isEmpty {
          _ = try store.transfer.adoptCarriedMemory(
            of: id, stability: memory.stability, difficulty: memory.difficulty, lastReview: memory.lastReview,
            intervalDays: memory.intervalDays)
        }
        // "(memory rebuilt)" only when something came in: with nothing new, no question's memory
        // was touched (session 45's tryout read "0 reviews of 0 questions came in (memory rebuilt)").
        let already = summary.duplicates == 1 ? "1 already there" : "\(summary.duplicates) already there"
        text.append(
          summary.questionReviews == 0
            ? "Review history: nothing new came in\(summary.duplicates > 0 ? " (\(already))" : ""); "
              + "your progress is unchanged.\n"
            : "Review history: \(summary.questionReviews) review\(summary.questionReviews == 1 ? "" : "s") of "
              + "\(summary.questions) question\(summary.questions == 1 ? "" : "s") came in (memory rebuilt)"
              + (summary.duplicates > 0 ? ", \(already)" : "") + ".\n",
          style: .success)
      } else {
        text.append(
          "Review history: the package holds \(imported.reviews.count) reviews, but the progress file "
            + "cannot be used, so none came in.\n", style: .warning)
      }
    } else {
      text.append("Review history: none in the package for these notes.\n")
    }
    if report.mediaFiles > 0 {
      text.append(
        "The package holds \(report.mediaFiles) media file\(report.mediaFiles == 1 ? "" : "s"); "
          + "media is not imported.\n")
    }
    app.console.writeWrapped(text, hangingIndent: 2)
    guard !files.isEmpty else { return }
    app.console.writeWrapped(StyledText("Check \(files.count == 1 ? "it" : "them") with:"), hangingIndent: 2)
    for file in files {
      app.console.writeWrapped(
        StyledText("  ") + .whole(app.command("check \(file.url.path)"), style: .code), hangingIndent: 2)
    }
  }

  private func importReviews(_ path: String, in app: App) throws {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw CommandError.cannotRead(path: path, reason: error.localizedDescription)
    }
    let rows = try ReviewLogCSV.parse(text)
    guard let store = app.openStore() else {
      throw CommandError.cannotWrite(
        path: app.paths.progressDatabase.path, reason: "the progress file cannot be used")
    }
    let questions = Dictionary(
      app.library.questions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let summary = try store.transfer.importReviewLog(
      rows, questions: questions, scheduler: try store.settings.scheduler())
    app.console.writeLine(
      "Imported \(summary.questionReviews) review\(summary.questionReviews == 1 ? "" : "s") of "
        + "\(summary.questions) SwiftDrill question\(summary.questions == 1 ? "" : "s") (memory rebuilt) and "
        + "\(summary.foreignReviews) of \(summary.foreignCards) other card\(summary.foreignCards == 1 ? "" : "s"); "
        + "\(summary.duplicates) already there.",
      style: .success)
  }
}
