import Foundation

@testable import DrillGrading

/// A temporary root whose `grading/` folder holds a copy of the bundled lexicon and nothing else:
/// where the fitted files' suites write a `withhold.txt` or a `wrongline.txt` of their own.
/// Removed by the caller (`defer`).
func temporaryLexiconRoot(_ name: String) throws -> (root: URL, grading: URL) {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))", isDirectory: true)
  let grading = root.appendingPathComponent("grading", isDirectory: true)
  try FileManager.default.createDirectory(at: grading, withIntermediateDirectories: true)
  let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("grading/lexicon.txt")
  try Data(contentsOf: bundled).write(to: grading.appendingPathComponent(GradingLexicon.fileName))
  return (root, grading)
}
