/// One key point of an explain question, checked against the learner's words.
public struct KeyPointCheck: Sendable, Hashable {
  public var point: String
  /// A clause of the answer states the point.
  public var touched: Bool
  /// The clause that touched it, quoted and shortened.
  public var evidence: String?
  /// The clause that said the opposite (or a known wrong claim), quoted and shortened.
  public var contradiction: String?
  /// Touched, but not counted: the answer says the opposite of other key points, and the
  /// fitted rule (or, without it, more contradicted points than stated) takes the words it
  /// shares with this one as reused, not understood (`KeyPointMatcher.withhold`).
  public var withheld = false
  /// Why a withheld point was held back when no point of the answer is shown contradicted: the
  /// clause, quoted, that a rule read as the opposite of another point and a fitted rule doubted
  /// (`doubtedBy`, a doubted `wrong:` line). Nil when the answer shows its contradiction as a ✗
  /// (`KeyPointMatcher.nameWithheldFor`; session 47's tryout, finding 23).
  public var withheldFor: String?
  /// The clause the fitted polarity rule doubted (`KeyPointMatcher.decidePolarity`): read the
  /// other way by the hand rule, kept neither as a contradiction nor, below the file's
  /// `credit_threshold`, as a touch. `check` names it when the model Answer does not state its
  /// own point for that reason (`KeyPointAudit`): the author sees which clause to reword.
  public var doubtedBy: String?
  /// What the answer that touched it did not say, in the point's words ("a limited number of
  /// attempts"), shortened as quotes are: a part no clause touched, or a run of its words that
  /// weigh (not the subject, stop words or the prompt's) and that no sentence of the answer says. Only for a credited point
  /// (`KeyPointMatcher.check` with `quotesEvidence`); empty when it was said whole.
  public var missing: [String] = []

  public init(point: String, touched: Bool, evidence: String? = nil, contradiction: String? = nil) {
    self.point = point
    self.touched = touched
    self.evidence = evidence
    self.contradiction = contradiction
  }

  /// Touched and not contradicted: what counts.
  public var credited: Bool { touched && contradiction == nil && !withheld }
  /// A clause said the opposite.
  public var contradicted: Bool { contradiction != nil }
}
