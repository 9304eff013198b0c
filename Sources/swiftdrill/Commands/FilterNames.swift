import DrillContent
import DrillSessions
import DrillSupport

extension QuestionFilter {
  /// Throws when the pack, topic or tag this filter names is nobody's, with the nearest name:
  /// one error for the three filters of `quiz`, `drill` and `review` (session 45's tryout).
  func requireNames(in catalog: QuestionCatalog) throws(CommandError) {
    if let packID, !catalog.packIDs.contains(packID) {
      throw .noPack(packID, suggestion: Suggestion.nearest(to: packID, in: catalog.packIDs))
    }
    if let unknown = unknownName(in: catalog) { throw .noFilterName(unknown) }
  }
}
