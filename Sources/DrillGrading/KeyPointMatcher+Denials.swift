extension KeyPointMatcher {
  /// Whether `clause` holds two of `negations` apart (session 30), each denying its own stretch
  /// of the point's words, the second after a comma or after a word neither denies ("the app
  /// doesn't need a webcredentials entry, the association file never lists the app", "with no
  /// timer and no size threshold"), when the point (`inPoint`, its negations of shared words)
  /// denies none. The point is then denied twice over, not by a double negation, which holds one
  /// stretch twice ("a timeout doesn't mean the server didn't process it": the second denial
  /// inside the first's stretch).
  static func separateDenials(_ clause: StatementReader.Clause, _ negations: FewInts, _ inPoint: FewInts)
    -> Bool
  {
    guard negations.count >= 2, inPoint.count == 0 else { return false }
    var current: Int?
    var gap = false
    for concept in clause.concepts {
      guard let negation = concept.negation, negations.contains(negation) else {
        if current != nil, concept.negation == nil { gap = true }
        continue
      }
      if let current, current != negation, gap || concept.opens { return true }
      if current != negation { gap = false }
      current = negation
    }
    return false
  }

  /// Whether a clause names a point's subject by `occurrence` outside the claim an elliptic denial
  /// takes from the statement before it ("…, but other files aren't" [processed by Xcode]).
  static func namedOutsideEllipsis(_ occurrence: StatementReader.Concept?) -> Bool {
    guard let occurrence else { return false }
    return occurrence.negation != StatementReader.ellipticNegation
  }
}
