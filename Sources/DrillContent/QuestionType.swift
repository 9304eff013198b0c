/// The shape of an answer, decided by a question's sections.
public enum QuestionType: String, Codable, CaseIterable, Sendable {
  case choice, short, output, code, explain
}
