import DrillContent

/// What `reset` starts over: everything, one pack, or one question.
public enum ResetScope: Sendable, Equatable {
  /// Every answer, schedule, accepted answer, session and lesson's progress (game scores stay).
  case all
  /// The questions whose id starts with `pack/`.
  case pack(String)
  /// One question, by full id.
  case question(String)

  public var description: String {
    switch self {
    case .all: "all your progress"
    case .pack(let pack): "your progress on pack \(pack)"
    case .question(let id): "your progress on \(id)"
    }
  }
}

/// What a reset removed, and where the copy taken before it is.
public struct ResetResult: Sendable, Equatable {
  public var backup: String
  public var reviewsRemoved: Int
  public var questionsReset: Int
  /// The placement level `reset --all` cleared (nil when none was kept, or for a pack or question).
  public var placementLevelCleared: Level? = nil
}
