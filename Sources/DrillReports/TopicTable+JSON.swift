import DrillContent
import DrillSupport
import Foundation

extension TopicTable {
  /// One topic in `packs --topics --json`.
  struct JSONTopic: Encodable {
    var topic: String
    var total: Int
    var levels: [String: Int]
    var kinds: [String: Int]
    var types: [String: Int]
    var withHints: Int

    enum CodingKeys: String, CodingKey {
      case topic, total, levels, kinds, types
      case withHints = "with_hints"
    }
  }

  struct JSONReport: Encodable {
    var topics: [JSONTopic]
    var total: Int
    var levels: [String: Int]
  }

  /// The table as JSON: each topic with its counts per level, kind and type (every
  /// level, kind and type listed, zeros included), and the totals.
  public static func json(_ questions: [Question]) -> String {
    let zeroLevels = Dictionary(uniqueKeysWithValues: Level.allCases.map { ($0.rawValue, 0) })
    let zeroKinds = Dictionary(uniqueKeysWithValues: QuestionKind.allCases.map { ($0.rawValue, 0) })
    let zeroTypes = Dictionary(uniqueKeysWithValues: QuestionType.allCases.map { ($0.rawValue, 0) })
    let topics = rows(questions).map { row in
      JSONTopic(
        topic: row.topic, total: row.total,
        levels: [
          Level.beginner.rawValue: row.beginner, Level.intermediate.rawValue: row.intermediate,
          Level.advanced.rawValue: row.advanced,
        ],
        kinds: zeroKinds.merging(row.kinds) { $1 }, types: zeroTypes.merging(row.types) { $1 },
        withHints: row.withHints)
    }
    var levels = zeroLevels
    for question in questions { levels[question.level.rawValue, default: 0] += 1 }
    return PrettyJSON.text(
      JSONReport(topics: topics, total: questions.count, levels: levels), fallback: "{}\n")
  }
}
