import DrillContent
import DrillGrading
import Foundation

extension GradingLexicon {
  /// The lexicon bundled with the running binary (beside its `questions/`), or an
  /// empty one when none is found: grading then relies on stemming alone.
  public static let bundled: GradingLexicon = {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    return ContentDiscovery.bundledRoot(executable: executable).flatMap(load(root:)) ?? GradingLexicon()
  }()
}
