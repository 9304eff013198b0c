import DrillContent
import DrillProgress
import Foundation

extension App {
  /// The folders whose `moved-ids.tsv` says where questions went: every questions
  /// source, and the `questions/` folder of a source that may hold one.
  var questionMoveFolders: [URL] { QuestionMoves.folders(of: contentSources) }

  /// Re-keys the history of moved questions in a freshly opened store; a problem is a
  /// warning (study goes on, and the move is tried again next time).
  func applyQuestionMoves(to store: ProgressStore) {
    let loaded = QuestionMoves.load(from: questionMoveFolders)
    do {
      try store.applyMoves(loaded.moves)
    } catch {
      reporter.warn("moving the progress of renamed questions: \(error.localizedDescription)")
    }
  }
}
