import Foundation

/// Writes a pack as pretty-printed JSON with sorted keys; fields that hold
/// their default (no tags, no time, `shuffle` true) are left out.
public enum JSONPackWriter {
  public static func write(_ pack: Pack) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(PackRecord(pack)) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private struct PackRecord: Encodable {
    var id: String
    var title: String
    var level: Level
    var kind: Kind
    var tags: [String]?
    var swift: String?
    var intro: String?
    var questions: [QuestionRecord]

    init(_ pack: Pack) {
      id = pack.id
      title = pack.title
      level = pack.level
      kind = pack.kind
      tags = pack.tags.isEmpty ? nil : pack.tags
      swift = pack.swift
      intro = pack.intro.isEmpty ? nil : pack.intro
      questions = pack.questions.map(QuestionRecord.init)
    }
  }

  private struct QuestionRecord: Encodable {
    var id: String
    var title: String
    var level: Level
    var kind: Kind
    var tags: [String]?
    var points: Int
    var time: Int?
    var shuffle: Bool?
    var compare: OutputCompare?
    var prompt: String
    var choices: [Choice]?
    var tests: String?
    var starter: String?
    var output: String?
    var accept: [String]?
    var answer: String?
    var keyPoints: [String]?
    var hints: [String]?
    var explanation: String?

    init(_ question: Question) {
      id = question.localID
      title = question.title
      level = question.level
      kind = question.kind
      tags = question.tags.isEmpty ? nil : question.tags
      points = question.points
      time = question.time
      shuffle = question.shuffle ? nil : false
      compare = question.compare == .lines ? nil : question.compare
      prompt = question.prompt
      choices = question.choices.isEmpty ? nil : question.choices
      tests = question.tests
      starter = question.starter
      output = question.output
      accept = question.accept.isEmpty ? nil : question.accept
      answer = question.answer
      keyPoints = question.keyPoints.isEmpty ? nil : question.keyPoints
      hints = question.hints.isEmpty ? nil : question.hints
      explanation = question.explanation
    }
  }
}
