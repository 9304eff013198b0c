import DrillContent
import DrillGrading
import DrillSupport
import Foundation

extension GradingLexicon {
  /// The lexicon bundled with the running binary (beside its `questions/`), or an
  /// empty one when none is found: grading then relies on stemming alone. The bundled
  /// folder is found as for content: `SWIFTDRILL_BUNDLED`, else from the binary's real path
  /// (`/proc/self/exe`, never `argv[0]`), and never one that overlaps the learner's data,
  /// state or cache folder.
  public static let bundled: GradingLexicon = bundledFile?.lexicon ?? GradingLexicon()

  /// The text of the bundled lexicon's file (empty when there is none): part of the key of
  /// `KeyPointAuditCache`, so an edited lexicon is never answered from an older audit.
  public static let bundledText: String = bundledFile?.text ?? ""

  /// Whether a bundled lexicon was found and read (`bundled` is an empty one otherwise).
  public static var bundledIsRead: Bool { bundledFile != nil }

  /// The bundled lexicon and the text it was read from, read and parsed once for both (a
  /// `check` asks for both: the second parse was 4 % of its instructions; session 24).
  private static let bundledFile: (lexicon: GradingLexicon, text: String)? = bundledRoot.flatMap(
    loadWithText(root:))

  private static let bundledRoot: URL? = {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map {
        URL(fileURLWithPath: $0)
      } ?? Bundle.main.executableURL
    let environment = ProcessInfo.processInfo.environment
    return ContentDiscovery.bundledRoot(
      ContentDiscovery.bundledCandidate(environment: environment, executable: executable),
      apartFrom: AppPaths(environment: environment))
  }()
}
