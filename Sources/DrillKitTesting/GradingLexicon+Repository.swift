import DrillGrading
import Foundation

/// The tests' grading lexicon: the repository's `grading/` (the folder `swift build` puts beside
/// the bundled content), read once per test process. The product takes its folder from the app
/// (`GradingLexicon.bundled(root:)` of `App.bundledRoot`); a test that grades as the bundled
/// content is graded names this one (`lexicon: .bundled`).
extension GradingLexicon {
  /// The repository's lexicon, or an empty one when it cannot be read.
  public static var bundled: GradingLexicon { repositoryFile?.lexicon ?? GradingLexicon() }

  /// The text the repository's lexicon was read from (empty when it cannot be read).
  public static var bundledText: String { repositoryFile?.text ?? "" }

  /// The repository's root: three folders above this file (`Sources/DrillKitTesting/…`).
  public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private static let repositoryFile = loadWithText(root: repositoryRoot)
}
