/// How hard a question or lesson is.
public enum Level: String, Codable, CaseIterable, Sendable, Comparable {
  case beginner, intermediate, advanced

  public static func < (lhs: Level, rhs: Level) -> Bool {
    lhs.rank < rhs.rank
  }

  var rank: Int {
    switch self {
    case .beginner: 0
    case .intermediate: 1
    case .advanced: 2
    }
  }

  /// Points a question is worth when its pack does not say.
  public var defaultPoints: Int {
    switch self {
    case .beginner: 10
    case .intermediate: 20
    case .advanced: 30
    }
  }
}
