/// How a question is answered: written (code or short text) or verbal (explained aloud, self-rated).
public enum QuestionKind: String, Codable, CaseIterable, Sendable {
  case written, verbal
}
