import DrillContent
import DrillPresentation
import Foundation

/// The question packs with their counts per level and kind, and where each came from.
public struct PacksTable: Sendable, TerminalReport {
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

  /// The table and a muted line with the totals. Where the counts per level and
  /// kind do not fit beside a readable title, a pack's total stands in for them
  /// (then its source column goes too, and a pack not bundled is marked in its title): ids stay
  /// whole, titles wrap inside their column, and where
  /// even that leaves no room the packs are listed, each title under its id.
  public func render(width: Int) -> StyledText {
    let sorted = packs.sorted { $0.id < $1.id }
    let idWidth = max(4, sorted.map(\.id.displayWidth).max() ?? 0)
    let layout =
      Layout.allCases.first { idWidth + $0.fixedWidth + Self.minimumTitleWidth <= width } ?? .minimal
    let table = TableFormatter(columns: layout.columns)
    let rows = sorted.map { pack -> [String] in
      let count = { (level: Level) in String(pack.questions.filter { $0.level == level }.count) }
      let kind = { (kind: QuestionKind) in String(pack.questions.filter { $0.kind == kind }.count) }
      let title = pack.title
      switch layout {
      case .full:
        return [
          pack.id, count(.beginner), count(.intermediate), count(.advanced), kind(.written), kind(.verbal),
          sourceName(pack.path), title,
        ]
      case .compact: return [pack.id, String(pack.questions.count), sourceName(pack.path), title]
      case .minimal: return [pack.id, String(pack.questions.count), marked(title, pack.path)]
      }
    }
    let questions = packs.reduce(0) { $0 + $1.questions.count }
    // Too narrow for a title column beside the ids: each pack on two lines, its title under it.
    var text =
      idWidth + Layout.minimal.fixedWidth + Self.minimumTitleWidth > width
      ? list(sorted, idWidth: idWidth, width: width) : table.render(rows, width: width)
    text.append("\n")
    text.append("\(packs.count) pack\(packs.count == 1 ? "" : "s"), \(questions) questions", style: .muted)
    text.append("\n")
    return text
  }

  /// Where the Source column is gone (50 columns), a pack not bundled says its source before its
  /// title, "(yours) My pack": a learner's own pack no longer looks like a bundled one (session 43's
  /// tryout). A bundled pack's title stands alone, as most are.
  func marked(_ title: String, _ path: String) -> String {
    let source = sourceName(path)
    return source == "bundled" ? title : "(\(source)) \(title)"
  }

  /// A title keeps at least this many columns (it wraps inside them).
  static let minimumTitleWidth = 20

  /// The packs as a list: the id and the question count, then the title under them.
  private func list(_ packs: [Pack], idWidth: Int, width: Int) -> StyledText {
    let countWidth = packs.map { String($0.questions.count).count }.max() ?? 1
    var lines: [StyledText] = []
    for pack in packs {
      var first = StyledText(pack.id, style: .bold)
      let count = String(pack.questions.count)
      let end = min(idWidth + 2 + countWidth, width)
      first.append(String(repeating: " ", count: max(2, end - pack.id.displayWidth - count.count)) + count)
      lines += first.fitted(toWidth: width)
      let title = TerminalSanitizer.strip(marked(pack.title, pack.path))
      lines += StyledText("  " + title, style: .muted).fitted(toWidth: width)
    }
    return StyledText(lines: lines)
  }

  /// The table's columns, widest first.
  enum Layout: CaseIterable {
    case full, compact, minimal

    var columns: [TableFormatter.Column] {
      let pack = TableFormatter.Column("Pack", keepsWidth: true)
      switch self {
      case .full:
        return [
          pack, .init("Beg.", alignment: .right), .init("Int.", alignment: .right),
          .init("Adv.", alignment: .right), .init("Written", alignment: .right),
          .init("Verbal", alignment: .right), .init("Source"), .init("Title", wraps: true),
        ]
      case .compact:
        return [pack, .init("Questions", alignment: .right), .init("Source"), .init("Title", wraps: true)]
      case .minimal: return [pack, .init("Questions", alignment: .right), .init("Title", wraps: true)]
      }
    }

    /// Columns taken by everything but the id and the title: the other columns
    /// at their widest ("bundled" for the source) and the gaps.
    var fixedWidth: Int {
      switch self {
      case .full: 4 + 4 + 4 + 7 + 6 + 7 + 2 * 7
      case .compact: 9 + 7 + 2 * 3
      case .minimal: 9 + 2 * 2
      }
    }
  }

  /// "yours", "bundled" or the name of the folder a pack came from.
  public func sourceName(_ path: String) -> String {
    if path.hasPrefix(dataDirectory.path) { return "yours" }
    if let bundledRoot, path.hasPrefix(bundledRoot.path) { return "bundled" }
    return URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
  }
}
