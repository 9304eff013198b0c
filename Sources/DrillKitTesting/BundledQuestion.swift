import DrillContent
import DrillGrading
import Foundation

/// The bundled question `id` of the pack file `file` (a path in the repository), as the app loads
/// it: the whole pack read and parsed; nil when the pack has no such question.
public func bundledQuestion(_ file: String, _ id: String) throws -> Question? {
  let url = GradingLexicon.repositoryRoot.appendingPathComponent(file)
  let text = try String(contentsOf: url, encoding: .utf8)
  return ContentLoader().loadPack(text: text, path: file).questions.first { $0.localID == id }
}
