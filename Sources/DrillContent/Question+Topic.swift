extension Question {
  /// The topic a question counts under: its first tag.
  public var topic: String { tags.first ?? Self.untaggedTopic }

  /// The topic of a question without tags.
  public static let untaggedTopic = "(untagged)"
}
