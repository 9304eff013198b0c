import DrillContent
import DrillSupport

extension QuestionFilter {
  /// A topic or tag the filter names that no question has (session 45's tryout: `--topic optional`
  /// read "no new questions left", `--tag nosuchtag` "Nothing due … next review now", and
  /// `quiz --topic` "no questions on X found", three answers to one mistake).
  public struct UnknownName: Sendable, Equatable {
    public enum Kind: String, Sendable { case topic, tag }
    public var kind: Kind
    public var name: String
    /// The nearest name of the same kind (`Suggestion.nearest`).
    public var suggestion: String?
    /// For a topic: whether some question has it as a tag (`--tag` would find it).
    public var isTag: Bool
  }

  /// The topic, else the tag, this filter names that no question of `catalog` has; nil when
  /// each one it names is some question's (other filters may still leave nothing).
  public func unknownName(in catalog: QuestionCatalog) -> UnknownName? {
    guard topic != nil || tag != nil else { return nil }
    var topics: Set<String> = []
    var tags: Set<String> = []
    for index in catalog.entries.indices {
      topics.insert((catalog.entries.firstTag(at: index) ?? Question.untaggedTopic).lowercased())
      tags.formUnion(catalog.entries.tags(at: index).map { $0.lowercased() })
    }
    if let topic, !topics.contains(topic.lowercased()) {
      return UnknownName(
        kind: .topic, name: topic, suggestion: Suggestion.nearest(to: topic, in: topics.sorted()),
        isTag: tags.contains(topic.lowercased()))
    }
    if let tag, !tags.contains(tag.lowercased()) {
      return UnknownName(
        kind: .tag, name: tag, suggestion: Suggestion.nearest(to: tag, in: tags.sorted()), isTag: false)
    }
    return nil
  }
}
