/// The study mode recorded with each session and review.
public enum StudyMode: String, Sendable, CaseIterable, Codable {
  case quiz
  case drill
  case interview
  case placement
  case lesson
}

extension StudyMode {
  /// A test of what is known (placement, a mock interview), not study: its right answers skip
  /// the learning steps (`StudyContext.scheduler(for:)`).
  public var isTest: Bool { self == .placement || self == .interview }
}
