import DrillScheduling

/// A learner's answer to one question, with what the rating depends on.
public struct Response: Sendable, Hashable {
  /// What was typed (code may span lines).
  public var text: String
  /// Hints revealed before answering.
  public var hintsUsed: Int
  /// Seconds taken; compared with the question's `time`.
  public var elapsedSeconds: Double?
  /// The learner's own rating (explain questions).
  public var selfRating: Rating?
  /// The order choices were shown in; nil means the written order.
  public var presentation: ChoicePresentation?
  /// Answers this learner had accepted for this question before ("count my answer as right").
  public var personalAccepts: [String]

  public init(
    text: String, hintsUsed: Int = 0, elapsedSeconds: Double? = nil, selfRating: Rating? = nil,
    presentation: ChoicePresentation? = nil, personalAccepts: [String] = []
  ) {
    self.text = text
    self.hintsUsed = hintsUsed
    self.elapsedSeconds = elapsedSeconds
    self.selfRating = selfRating
    self.presentation = presentation
    self.personalAccepts = personalAccepts
  }
}
