extension Judge {
  /// What the answer does with one statement (a key point, an `also:` or a `wrong:` line).
  struct Verdict {
    /// The best same-polarity match: its share of the statement and the text it spans.
    var touch: (share: Double, range: Range<String.Index>)?
    /// A clause that states the opposite.
    var contradiction: Range<String.Index>?
    /// How that clause says the statement the other way (`FittedPolarity`).
    var denial: PolaritySignal?
    /// A clause that states the claim of a rival subject.
    var swapped: Range<String.Index>?
    /// How the touch was read (`KeyPointSignals`); the parts touched and their mean share.
    var via = KeyPointSignals.Via.none
    var (partsTouched, parts, meanShare) = (0, 0, 0.0)
    /// Each part's touch, when a statement of two parts or more is touched (`missing`); a
    /// one-part statement's is `touch` (no array made for it: most statements have one part).
    var partTouches: [Range<String.Index>?] = []
    /// A clause says another claim of the statement's subject (`saysOtherClaim`).
    var otherClaim = false
    /// A clause below `contradictionThreshold` that denies what credit would accept (`partialDenial`).
    var partialDenial: KeyPointSignals.PartialDenial?
    /// Every clause that touches it only echoes the point's opening (`echoesOpeningOnly`).
    var echoed = false
  }

  /// A statement of one part or more (`numbered`): touched when most of its parts are (both of
  /// two; the share is the mean over the parts), contradicted when one part is.
  func statement(_ parts: [[StatementReader.Concept]]) -> Verdict {
    let verdicts = parts.map { part($0) }  // a closure: `map(part)` copied the judge
    var verdict = Verdict()
    let touched = verdicts.compactMap(\.touch)
    let share = verdicts.reduce(0) { $0 + ($1.touch?.share ?? 0) } / Double(max(1, verdicts.count))
    (verdict.partsTouched, verdict.parts, verdict.meanShare) = (touched.count, verdicts.count, share)
    if !touched.isEmpty, touched.count * 2 > verdicts.count {
      verdict.touch = (share, touched[0].range)
      if verdicts.count > 1 { verdict.partTouches = verdicts.map { $0.touch?.range } }
      verdict.via = verdicts.first(where: { $0.touch != nil })?.via ?? .none
      verdict.echoed = verdicts.allSatisfy { $0.touch == nil || $0.echoed }
    }
    if let denying = verdicts.first(where: { $0.contradiction != nil }) {
      (verdict.contradiction, verdict.denial) = (denying.contradiction, denying.denial)
    }
    verdict.swapped = verdicts.lazy.compactMap(\.swapped).first
    verdict.partialDenial = verdicts.lazy.compactMap(\.partialDenial).first
    if readsOtherClaims { verdict.otherClaim = verdicts.contains { $0.otherClaim } }
    return verdict
  }
}
