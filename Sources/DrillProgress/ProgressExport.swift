import DrillSupport
import Foundation

/// Everything in the progress database, as one JSON document.
public struct ProgressExport: Sendable, Equatable, Codable {
  public var schemaVersion: Int
  public var exportedAt: String
  public var questions: [QuestionExportRow]
  public var reviews: [ReviewExportRow]
  public var sessions: [StudySession]
  public var acceptedAnswers: [AcceptedAnswer]
  public var gameScores: [GameScore]
  public var lessons: [LessonProgress]

  /// Pretty-printed JSON with sorted snake_case keys and ISO-8601 times.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(ISO8601.format(date))
    }
    let data = try encoder.encode(self)
    // As every `--json` output: controls and bidi characters escaped (`\u009b`).
    return Data(PrettyJSON.escapingControls(String(decoding: data, as: UTF8.self)).utf8)
  }
}
