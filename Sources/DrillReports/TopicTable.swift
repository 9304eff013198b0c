import DrillContent
import DrillPresentation

/// Questions per topic (a question's first tag) and level: `packs --topics`.
public enum TopicTable {
  public struct Row: Sendable, Equatable {
    public var topic: String
    public var beginner: Int
    public var intermediate: Int
    public var advanced: Int
    /// Questions per kind (`written`, `verbal`) and per type (`choice`, `short`, …).
    public var kinds: [String: Int] = [:]
    public var types: [String: Int] = [:]
    /// Questions with at least one hint.
    public var withHints = 0
    public var total: Int { beginner + intermediate + advanced }

    public init(topic: String, beginner: Int, intermediate: Int, advanced: Int) {
      self.topic = topic
      self.beginner = beginner
      self.intermediate = intermediate
      self.advanced = advanced
    }
  }

  public static func rows(_ questions: [Question]) -> [Row] {
    var table: [String: Row] = [:]
    for question in questions {
      let topic = question.topic
      var row = table[topic] ?? Row(topic: topic, beginner: 0, intermediate: 0, advanced: 0)
      switch question.level {
      case .beginner: row.beginner += 1
      case .intermediate: row.intermediate += 1
      case .advanced: row.advanced += 1
      }
      row.kinds[question.kind.rawValue, default: 0] += 1
      row.types[question.type.rawValue, default: 0] += 1
      if !question.hints.isEmpty { row.withHints += 1 }
      table[topic] = row
    }
    return table.values.sorted { $0.topic < $1.topic }
  }

  public static func render(_ questions: [Question], width: Int) -> StyledText {
    let rows = rows(questions)
    let formatter = TableFormatter(columns: [
      .init("Topic"), .init("Beginner", alignment: .right), .init("Intermediate", alignment: .right),
      .init("Advanced", alignment: .right), .init("Total", alignment: .right),
    ])
    var cells = rows.map {
      [$0.topic, String($0.beginner), String($0.intermediate), String($0.advanced), String($0.total)]
    }
    let sum = { (path: KeyPath<Row, Int>) in String(rows.reduce(0) { $0 + $1[keyPath: path] }) }
    cells.append(["all topics", sum(\.beginner), sum(\.intermediate), sum(\.advanced), sum(\.total)])
    return formatter.render(cells, width: width)
  }

  /// The same table in Markdown, for docs/content.md.
  public static func markdown(_ questions: [Question]) -> String {
    let rows = rows(questions)
    var lines = ["| Topic | Beginner | Intermediate | Advanced | Total |", "|---|---:|---:|---:|---:|"]
    for row in rows {
      lines.append(
        "| \(row.topic) | \(row.beginner) | \(row.intermediate) | \(row.advanced) | \(row.total) |")
    }
    let totals = rows.reduce(into: (0, 0, 0)) {
      $0.0 += $1.beginner
      $0.1 += $1.intermediate
      $0.2 += $1.advanced
    }
    lines.append(
      "| **all topics** | \(totals.0) | \(totals.1) | \(totals.2) | \(totals.0 + totals.1 + totals.2) |")
    return lines.joined(separator: "\n") + "\n"
  }
}
