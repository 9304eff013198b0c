/// A question pack: one Markdown or JSON file.
public struct Pack: Sendable, Hashable, Identifiable {
  public enum Format: String, Sendable, Hashable, Codable {
    case markdown, json
  }

  public var id: String
  public var title: String
  /// Defaults for questions that do not set their own.
  public var level: Level
  public var kind: QuestionKind
  public var tags: [String]
  /// The Swift version the answers assume.
  public var swift: String?
  /// Markdown before the first question (an optional title and intro).
  public var intro: String
  public var questions: [Question]
  public var path: String
  public var format: Format
  /// Questions the file holds that were left out because of errors (`check` counts them).
  public var refusedQuestions: Int

  public init(
    id: String, title: String, level: Level = .beginner, kind: QuestionKind = .written,
    tags: [String] = [], swift: String? = nil, intro: String = "", questions: [Question] = [],
    path: String, format: Format, refusedQuestions: Int = 0
  ) {
    self.id = id
    self.title = title
    self.level = level
    self.kind = kind
    self.tags = tags
    self.swift = swift
    self.intro = intro
    self.questions = questions
    self.path = path
    self.format = format
    self.refusedQuestions = refusedQuestions
  }
}
