import DrillSupport
import Foundation

/// The modification time written into an export's notes. Anki updates a note it already
/// has only when the package's copy is newer, to the second; an export made in the same
/// second as the one before (a note edited and exported again at once) would not update.
/// So each export's time is at least a second after the last one's, kept in a small file
/// (the state directory's `anki-export-time`, 0600 like every file SwiftDrill writes).
public enum AnkiExportClock {
  /// The time for an export made at `now`; records it in `file`. A file that cannot be
  /// read (or holds a time more than a year ahead) counts as no earlier export; one that
  /// cannot be written only loses the memory.
  public static func next(after now: Date, file: URL) -> Date {
    let seconds = now.timeIntervalSince1970.rounded(.down)
    let text = (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(
      in: .whitespacesAndNewlines)
    // A time more than a year ahead is a damaged file or a clock set wrong once: ignored.
    let last =
      text.flatMap(Int64.init).map(Double.init).flatMap { $0 <= seconds + 366 * 86_400 ? $0 : nil } ?? 0
    let chosen = max(seconds, last + 1)
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? AtomicFile.writePrivate(Data("\(Int64(chosen))\n".utf8), to: file)
    return Date(timeIntervalSince1970: chosen)
  }
}
