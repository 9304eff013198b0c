/// What kind of value an option or argument takes; drives parsing and Tab completion.
enum ValueKind: Sendable, Equatable {
  case level
  case kind
  case questionType
  case packID
  case lessonID
  /// A question's full id, `pack/question`.
  case questionID
  case game
  case tag
  /// A question's topic: its first tag.
  case topic
  case number
  case path
  case text
  /// One of a fixed list of words.
  case oneOf([String])
  /// A command name (for `help`).
  case command
}
