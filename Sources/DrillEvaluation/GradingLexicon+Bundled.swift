import DrillGrading
import Foundation

extension GradingLexicon {
  /// The lexicon of the bundled folder `root` and the text it was read from, in one read and
  /// one parse (the text is part of the key of `KeyPointAuditCache`, so an edited lexicon is
  /// never answered from an older audit); nil when there is no folder, or no lexicon there that
  /// can be read and trusted: grading then relies on stemming alone. The caller finds the folder
  /// as it finds the bundled content (the app's `bundledRoot`: `SWIFTDRILL_BUNDLED`, else from
  /// the binary's real path, never one that overlaps the learner's data, state or cache folder),
  /// so the lexicon is always the content's, by one rule (it had a second copy of that lookup,
  /// from the process's environment).
  public static func bundled(root: URL?) -> (lexicon: GradingLexicon, text: String)? {
    root.flatMap(loadWithText(root:))
  }
}
