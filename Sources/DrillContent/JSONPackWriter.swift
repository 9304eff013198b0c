import DrillSupport
import Foundation

/// Writes a pack as pretty-printed JSON with sorted keys; fields that hold
/// their default (no tags, no time, `shuffle` true) are left out.
public enum JSONPackWriter {
  public static func write(_ pack: Pack) -> String {
    PrettyJSON.text(PackRecord(pack), fallback: "")
  }

  private struct PackRecord: Encodable {
    var id: String
    var title: String
    var level: Level
    var kind: QuestionKind
    var tags: [String]?
    var swift: String?
    var intro: String?
    var questions: [JSONQuestionRecord]

    init(_ pack: Pack) {
      id = pack.id
      title = pack.title
      level = pack.level
      kind = pack.kind
      tags = pack.tags.isEmpty ? nil : pack.tags
      swift = pack.swift
      intro = pack.intro.isEmpty ? nil : pack.intro
      questions = pack.questions.map(JSONQuestionRecord.init)
    }
  }
}
