import DrillAnki
import DrillPresentation
import DrillProgress
import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `import --anki`: the pack files are written under names of their own (`StagedFiles`) and put
/// in place last, inside the one transaction that brings the package's reviews and memory in, so
/// a stop (Ctrl-C, SIGTERM, SIGHUP) or a failure anywhere leaves no pack and no review (session
/// 53's tryout, finding 9).
extension ImportCommand {
  /// What came in, for the report (`ankiReport`).
  struct AnkiOutcome {
    var files: [(file: AnkiImport.File, url: URL)]
    /// Nil when the package held no reviews for these notes, or the store could not be used.
    var summary: ReviewImportSummary?
    var storeUnusable = false
  }

  func importAnki(_ path: String, in app: App) throws {
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
    let imported = try AnkiPackageReader.read(path: path, packID: packID, now: Self.latestNow(in: app)) {
      AnkiExistingContent(
        questions: Set(app.library.questions.map(\.id)), packs: Set(app.library.packs.map(\.id)))
    }
    try StopSignals.check()
    let folder = folder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? app.paths.userQuestions
    let files = imported.files.map { (file: $0, url: folder.appendingPathComponent("\($0.pack.id).md")) }
    for file in files where FileManager.default.fileExists(atPath: file.url.path) {
      throw CommandError.alreadyExists(path: file.url.path)
    }
    guard !files.isEmpty || !imported.known.isEmpty else {
      throw CommandError.notConverted(path: path)
    }
    let madeFolder = !files.isEmpty && !FileManager.default.fileExists(atPath: folder.path)
    var staged = StagedFiles(existing: .keep)
    var placed = false
    var outcome = AnkiOutcome(files: files)
    do {
      for file in files {
        let staging = URL(fileURLWithPath: staged.staging(for: file.url.path))
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try AtomicFile.write(file.file.markdown, to: staging)
        } catch {
          throw CommandError.cannotWrite(path: file.url.path, reason: error.localizedDescription)
        }
        try StopSignals.check()
      }
      // The files go in place last, inside the reviews' transaction: its commit follows at once.
      func place() throws {
        try StopSignals.check()
        try staged.commit()
        placed = true
      }
      if !imported.reviews.isEmpty, let store = app.openStore() {
        outcome.summary = try store.stoppable(when: { StopSignals.pending != nil }) {
          try store.writing {
            let summary = try importReviews(of: imported, into: store, in: app)
            try place()
            return summary
          }
        }
      } else {
        outcome.storeUnusable = !imported.reviews.isEmpty
        try place()
      }
    } catch {
      staged.discard()
      // Placed, then the transaction failed to commit: the new files go too (`.keep`: none was there).
      if placed { for file in staged.files { unlink(file.path) } }
      if madeFolder { rmdir(folder.path) }
      switch error {
      case let kept as FileAlreadyThere: throw CommandError.alreadyExists(path: kept.path)
      case let failed as StagedFiles.NotPlaced:
        throw CommandError.cannotWrite(path: failed.path, reason: failed.reason)
      default: throw error
      }
    }
    ankiReport(imported, outcome, in: app)
  }

  /// The package's reviews into `store` (inside the caller's transaction), and the memory its
  /// cards carry for the questions whose whole history came from it.
  private func importReviews(of imported: AnkiImport, into store: ProgressStore, in app: App) throws
    -> ReviewImportSummary
  {
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
    return summary
  }
}
