import Foundation

/// The question packs with their counts per level and kind, and where each came from.
public struct PacksTable: Sendable {
  public let packs: [Pack]
  /// The learner's data folder: packs under it are "yours".
  public let dataDirectory: URL
  /// The bundled content folder, if any: packs under it are "bundled".
  public let bundledRoot: URL?

  public init(packs: [Pack], dataDirectory: URL, bundledRoot: URL?) {
    self.packs = packs
    self.dataDirectory = dataDirectory
    self.bundledRoot = bundledRoot
  }

  /// The table and a muted line with the totals.
  public func render(width: Int) -> StyledText {
    let table = TableFormatter(columns: [
      .init("Pack"), .init("Beg.", alignment: .right), .init("Int.", alignment: .right),
      .init("Adv.", alignment: .right), .init("Written", alignment: .right),
      .init("Verbal", alignment: .right),
      .init("Source"), .init("Title"),
    ])
    let sorted = packs.sorted { $0.id < $1.id }
    // Ids are what a learner types: they stay whole, and the title gets what is left.
    let idWidth = max(4, sorted.map(\.id.count).max() ?? 0)
    let titleWidth = max(8, width - idWidth - 46)
    let rows = sorted.map { pack -> [String] in
      let count = { (level: Level) in String(pack.questions.filter { $0.level == level }.count) }
      let kind = { (kind: QuestionKind) in String(pack.questions.filter { $0.kind == kind }.count) }
      return [
        pack.id, count(.beginner), count(.intermediate), count(.advanced), kind(.written), kind(.verbal),
        sourceName(pack.path), pack.title.truncated(toWidth: titleWidth),
      ]
    }
    let questions = packs.reduce(0) { $0 + $1.questions.count }
    var text = table.render(rows, width: width)
    text.append("\n")
    text.append("\(packs.count) pack\(packs.count == 1 ? "" : "s"), \(questions) questions", style: .muted)
    text.append("\n")
    return text
  }

  /// "yours", "bundled" or the name of the folder a pack came from.
  public func sourceName(_ path: String) -> String {
    if path.hasPrefix(dataDirectory.path) { return "yours" }
    if let bundledRoot, path.hasPrefix(bundledRoot.path) { return "bundled" }
    return URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
  }
}
