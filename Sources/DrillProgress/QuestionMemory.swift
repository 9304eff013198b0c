import DrillScheduling

/// A question's stored FSRS state with its review and lapse counts.
public struct QuestionMemory: Sendable, Equatable {
  /// The full id, `pack/question`.
  public var questionID: String
  public var memory: MemoryState
  /// How many times it was reviewed.
  public var reps: Int
  /// How many times it was forgotten after graduating.
  public var lapses: Int

  public init(questionID: String, memory: MemoryState, reps: Int, lapses: Int) {
    self.questionID = questionID
    self.memory = memory
    self.reps = reps
    self.lapses = lapses
  }
}
