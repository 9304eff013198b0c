import DrillContent

/// Which questions a quiz draws from.
/// Which questions a quiz or a drill draws from.
public struct QuestionFilter: Sendable, Equatable {
  public var level: Level?
  /// A question's topic: its first tag.
  public var topic: String?
  public var kind: QuestionKind?
  public var packID: String?
  public var tag: String?
  public var type: QuestionType?

  public init(
    level: Level? = nil, kind: QuestionKind? = nil, packID: String? = nil, tag: String? = nil,
    type: QuestionType? = nil, topic: String? = nil
  ) {
    self.level = level
    self.topic = topic
    self.kind = kind
    self.packID = packID
    self.tag = tag
    self.type = type
  }

  public func matches(_ question: Question) -> Bool {
    matches(QuestionCatalog.Entry(question))
  }

  /// Whether `entries[index]` passes, reading only the fields this filter tests (none
  /// when it is empty): a quiz over a snapshot makes no entry to choose its questions.
  public func matches(_ entries: QuestionCatalog.Entries, at index: Int) -> Bool {
    if let level, entries.level(at: index) != level { return false }
    if let kind, entries.kind(at: index) != kind { return false }
    if let packID, entries.packID(at: index) != packID { return false }
    if let topic,
      (entries.firstTag(at: index) ?? Question.untaggedTopic).caseInsensitiveCompare(topic) != .orderedSame
    {
      return false
    }
    if let tag, !entries.tags(at: index).contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) {
      return false
    }
    if let type, entries.type(at: index) != type { return false }
    return true
  }

  public func matches(_ entry: QuestionCatalog.Entry) -> Bool {
    if let level, entry.level != level { return false }
    if let kind, entry.kind != kind { return false }
    if let packID, entry.packID != packID { return false }
    if let topic, (entry.tags.first ?? Question.untaggedTopic).caseInsensitiveCompare(topic) != .orderedSame {
      return false
    }
    if let tag, !entry.tags.contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) {
      return false
    }
    if let type, entry.type != type { return false }
    return true
  }

  /// Whether every question passes (no option was given).
  public var isEmpty: Bool { self == QuestionFilter() }

  /// "beginner written questions tagged optionals", for messages.
  public var description: String {
    var words: [String] = []
    if let level { words.append(level.rawValue) }
    if let kind { words.append(kind.rawValue) }
    if let type { words.append(type.rawValue) }
    words.append("questions")
    if let packID { words.append("in pack \(packID)") }
    if let topic { words.append("on \(topic)") }
    if let tag { words.append("tagged \(tag)") }
    return words.joined(separator: " ")
  }
}
