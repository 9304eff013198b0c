import Foundation
import GradingFigures

extension LabelledSet {
  /// The sets whose figures and verdicts may be shown: all but those named in
  /// `GRADING_BLIND` (comma-separated file names), which a round of rules is later
  /// measured on without having seen them.
  static var shown: [String] {
    let blind = Set(
      (ProcessInfo.processInfo.environment["GRADING_BLIND"] ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    for name in all where blind.contains(name) { print("\(name): blind (GRADING_BLIND), not shown") }
    return all.filter { !blind.contains($0) }
  }

  /// `shown`, less the sets `root` does not hold: a tree from before a set was wired (a
  /// round's worktree, an older commit) is measured on the sets it has, as its own figures were.
  static func shown(in root: URL) -> [String] {
    let spoken = root.appendingPathComponent("Tests/DrillKitTests/Fixtures/spoken")
    return shown.filter { FileManager.default.fileExists(atPath: spoken.appendingPathComponent($0).path) }
  }
}
