import DrillContent
import DrillGrading
import DrillSupport
import Foundation

extension GradingLexicon {
  /// The lexicon bundled with the running binary (beside its `questions/`), or an
  /// empty one when none is found: grading then relies on stemming alone. The bundled
  /// folder is found as for content: from the binary's real path (`/proc/self/exe`, never
  /// `argv[0]`), and never one that overlaps the learner's data, state or cache folder.
  public static let bundled: GradingLexicon = {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map {
        URL(fileURLWithPath: $0)
      } ?? Bundle.main.executableURL
    let paths = AppPaths(environment: ProcessInfo.processInfo.environment)
    let root = ContentDiscovery.bundledRoot(
      executable.flatMap(ContentDiscovery.bundledRoot(executable:)), apartFrom: paths)
    return root.flatMap(load(root:)) ?? GradingLexicon()
  }()
}
