import DrillContent
import DrillSupport
import Foundation

/// Writes questions as an Anki package (`.apkg`): a zip holding a schema-11 collection
/// (`collection.anki2`) and an empty media map, the legacy format Anki 2.1.50+ and
/// AnkiDroid import. One SwiftDrill note per question, a deck per pack under "SwiftDrill",
/// stable GUIDs; with progress, the cards carry their FSRS memory and review log.
/// `modified` is the notes' modification time (`AnkiExportClock`), `now` by default; `existing`
/// says what becomes of a file at `path` (`.keep`: `.archive(.alreadyThere)`, the file unchanged).
public enum AnkiPackageWriter {
  public static func write(
    questions: [Question], packTitles: [String: String], progress: AnkiProgress?, to path: String, now: Date,
    modified: Date? = nil, existing: AtomicFile.Existing = .replace
  ) throws(AnkiPackageError) -> AnkiExportSummary {
    guard !questions.isEmpty else { throw .noQuestions }
    let folder = try ScratchFolder.make()
    defer { folder.remove() }
    let database = folder.path + "/collection.anki2"
    let summary = try AnkiCollectionBuilder(
      questions: questions, packTitles: packTitles, progress: progress, now: now, modifiedAt: modified ?? now
    ).build(at: database)
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: database))
    } catch {
      throw .file(path: database, detail: error.localizedDescription)
    }
    do {
      try ZipWriter.write(
        [("collection.anki2", data), ("media", Data("{}".utf8))], to: path, existing: existing)
    } catch {
      throw .archive(error)
    }
    return summary
  }
}

/// A private folder under the system's temporary directory, removed when done.
struct ScratchFolder {
  let path: String

  static func make() throws(AnkiPackageError) -> ScratchFolder {
    var template = Array((NSTemporaryDirectory() + "/swiftdrill-anki-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    guard let made else {
      throw .file(
        path: NSTemporaryDirectory(),
        detail: "cannot make a temporary folder: \(String(cString: strerror(errno)))")
    }
    return ScratchFolder(path: String(cString: made))
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
