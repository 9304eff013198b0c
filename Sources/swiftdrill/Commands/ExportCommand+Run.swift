import DrillAnki
import DrillPresentation
import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing an export: every file is written whole under a name of its own beside its path, then
/// all are put in place together (`StagedFiles`), so a stop between two (Ctrl-C, SIGTERM, a file
/// that cannot be written or one made there since the first look) leaves none of them (session
/// 51's closing note: the files written before it stayed). What goes to standard output (`-`) and
/// the "Wrote" lines come once every file is in place.
extension ExportCommand {
  /// A stop asked for while the files were written: the signal that asked.
  typealias Stopped = StopSignals.Stopped

  /// What the export says once its files are in place.
  private struct Written {
    var lines: [StyledText] = []
    var standardOutput: String?
  }

  func run(in app: App) throws -> ExitCode {
    // An unknown pack, topic or tag is named with the nearest one, as quiz, drill and review do.
    if ankiPath != nil { try filter.requireNames(in: app.catalog) }
    // Before anything is written: one file kept leaves every other one unwritten too.
    try Self.keepFilesThatAreThere(files, force: force)
    removeLeftovers(in: app)
    return try StopSignals.catching { () throws -> ExitCode in
      var staged = StagedFiles(existing: existing)
      let written: Written
      do {
        written = try stage(into: &staged, in: app)
        try Self.checkStop()
        try staged.commit()
      } catch let stop as Stopped {
        staged.discard()
        _ = Interrupts.consume()
        let error = CommandError.exportStopped(signal: StopSignals.name(stop.signal))
        // Ctrl-C ends the command (the REPL goes on); SIGTERM and SIGHUP end the program, as they
        // would have, once it has said so.
        guard stop.signal != SIGINT else { throw error }
        _ = app.reporter.report(error)
        StopSignals.endAsSignalled(stop.signal)
      } catch let kept as FileAlreadyThere {
        // A file made at a path since the first look: kept, and the others taken back.
        throw CommandError.wouldReplace(path: kept.path)
      } catch let failed as StagedFiles.NotPlaced {
        throw CommandError.cannotReplace(path: failed.path, reason: failed.reason)
      } catch {
        staged.discard()
        throw error
      }
      for line in written.lines { app.console.writeWrapped(line) }
      if let text = written.standardOutput { app.console.write(StyledText(text)) }
      return .success
    }
  }

  /// Removes the hidden staged files an export killed while it wrote (SIGKILL: nothing could
  /// clean up) left beside these FILEs, and says so in one line on standard error (standard output
  /// may be the export itself).
  private func removeLeftovers(in app: App) {
    var beside: [String] = []
    var removed: [StagedFiles.Leftover] = []
    for path in files {
      let found = StagedFiles.removeLeftovers(beside: path)
      if !found.isEmpty { beside.append(path) }
      removed += found
    }
    guard !removed.isEmpty else { return }
    let pids = Array(Set(removed.map(\.pid))).sorted().map(String.init)
    let count = removed.count == 1 ? "1 hidden file" : "\(removed.count) hidden files"
    let owners =
      pids.count == 1
      ? "pid \(pids[0]), which no longer runs" : "pids \(pids.joined(separator: ", ")), which no longer run"
    StandardStreams.standardError(
      app.reporter.text(
        "", style: .muted,
        "Removed \(count) left beside `\(beside.joined(separator: "`, `"))` by an export that was killed "
          + "before it finished (\(owners))."))
  }

  /// Throws `Stopped` when a stopping signal came.
  static func checkStop() throws(Stopped) {
    try StopSignals.check()
  }

  /// Writes every file of the export under its staging name (`staged`), checking for a stop
  /// between two; returns what to say once they are in place.
  private func stage(into staged: inout StagedFiles, in app: App) throws -> Written {
    var written = Written()
    if let ankiPath {
      written.lines += try exportAnki(to: ankiPath, staging: staged.staging(for: ankiPath), in: app)
      try Self.checkStop()
      guard csvPath != nil || jsonPath != nil || backupPath != nil else { return written }
    }
    guard let store = try app.readOnlyStore() else {
      throw CommandError.nothingToExport(database: app.paths.progressDatabase.path)
    }
    // Each export's bytes, and how they are written: 0600 from the first byte for the backup, as
    // private as the store itself.
    var exports: [(path: String, data: Data, isPrivate: Bool)] = []
    if let csvPath { exports.append((csvPath, Data(try store.transfer.reviewLogCSV().utf8), false)) }
    try Self.checkStop()
    if let jsonPath {
      exports.append((jsonPath, try store.transfer.export(now: app.clock.now()).jsonData(), false))
    }
    try Self.checkStop()
    if let backupPath {
      exports.append((backupPath, try store.transfer.backup(now: app.clock.now()).jsonData(), true))
    }
    for export in exports {
      try Self.checkStop()
      guard export.path != "-" else {
        written.standardOutput = String(decoding: export.data, as: UTF8.self)
        continue
      }
      let url = URL(fileURLWithPath: staged.staging(for: export.path))
      do {
        if export.isPrivate {
          try AtomicFile.writePrivate(export.data, to: url)
        } else {
          try AtomicFile.write(export.data, to: url)
        }
      } catch {
        throw CommandError.cannotReplace(path: export.path, reason: error.localizedDescription)
      }
      written.lines.append(StyledText("Wrote ", style: .muted) + .whole(export.path, style: .muted))
    }
    return written
  }

  /// The Anki package written to `staging`, for `path`; its "Wrote" line and any warning.
  private func exportAnki(to path: String, staging: String, in app: App) throws -> [StyledText] {
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
        questions: questions, packTitles: titles, progress: progress, to: staging, now: app.clock.now(),
        modified: AnkiExportClock.next(
          after: app.clock.now(), file: app.paths.stateDirectory.appendingPathComponent("anki-export-time")))
    } catch {
      // The package's own path, not the staging name, in the message.
      guard case .archive(let archive) = error, case .cannotWrite(_, let detail) = archive else {
        throw error
      }
      throw AnkiPackageError.archive(.cannotWrite(path: path, detail: detail))
    }
    var line =
      ": \(summary.notes) note\(summary.notes == 1 ? "" : "s") in \(summary.decks) "
      + "deck\(summary.decks == 1 ? "" : "s") under SwiftDrill"
    if withProgress {
      line +=
        ", \(summary.scheduledCards) with FSRS memory, \(summary.reviews) review\(summary.reviews == 1 ? "" : "s")"
    }
    var lines = [
      StyledText("Wrote ", style: .muted) + .whole(path, style: .muted)
        + StyledText(line + ".", style: .muted)
    ]
    if !summary.leftOut.isEmpty {
      lines.append(
        StyledText(
          "Left out \(summary.leftOut.count) question\(summary.leftOut.count == 1 ? "" : "s") made from "
            + "an Anki cloze note that no longer matches its other questions (their note goes to Anki once, "
            + "with the first): ", style: .warning)
          + .whole(summary.leftOut.joined(separator: ", "), style: .warning))
    }
    return lines
  }
}
