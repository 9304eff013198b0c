import DrillContent
import DrillProgress
import Foundation

extension App {
  /// The folders whose `moved-ids.tsv` says where questions went: the questions
  /// folders of the bundled content only. A moves file rewrites the learner's
  /// history for good, so one in the learner's own folders or in a `--content`
  /// folder (anyone's pack) is never applied: it could move any question's
  /// reviews to a question of its own.
  var questionMoveFolders: [URL] {
    guard let root = bundledRoot else { return [] }
    let path = root.standardizedFileURL.path
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return QuestionMoves.folders(of: contentSources).filter { $0.standardizedFileURL.path.hasPrefix(prefix) }
  }

  /// Re-keys the history of moved questions in a freshly opened store, once per version
  /// of the moves files (their digest is kept in the store); a problem is a warning
  /// (study goes on, and the move is tried again next time).
  func applyQuestionMoves(to store: ProgressStore) {
    let folders = questionMoveFolders
    let stamp = QuestionMoves.digest(of: folders) + " schema \(ProgressStore.schemaVersion)"
    do {
      try store.applyMoves(stamp: stamp) { QuestionMoves.load(from: folders).moves }
    } catch {
      reporter.warn("moving the progress of renamed questions: \(error.localizedDescription)")
    }
  }
}
