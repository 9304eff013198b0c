/// How well a question was recalled, the four grades FSRS schedules with.
public enum Rating: Int, Sendable, Codable { case again = 1, hard, good, easy }
