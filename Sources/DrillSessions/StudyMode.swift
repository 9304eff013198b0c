/// The study mode recorded with each session and review.
public enum StudyMode: String, Sendable, CaseIterable, Codable {
  case quiz
  case drill
  case interview
  case placement
  case lesson
}
