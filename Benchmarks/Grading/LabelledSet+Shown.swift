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
}
