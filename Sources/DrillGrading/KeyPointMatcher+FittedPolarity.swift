extension KeyPointMatcher {
  /// The polarity contradictions of an answer, decided once every point is judged and its
  /// `wrong:` lines read (docs/evaluation.md, "Session 30 (s30-grading76)"): a point a clause
  /// says the other way (`denials`, the rule of `Judge.part`) stays contradicted when the fitted
  /// rule (`grading/polarity.txt`) says the clause states it so, or without the file. Otherwise
  /// it is `doubted`: not contradicted, credited only where another clause touches it at the
  /// file's `credit_threshold` and its probability is below `credited_threshold` (else not
  /// said), and counted as contradicted by the answer's signals
  /// (`answerSignals`), as the fitted `withheld` was fitted to. With `everySignal` each signal is
  /// kept (`KeyPointSignals.polarity`). Whether a point is doubted: the model Answer's lines then
  /// lend nothing, as to an answer that contradicts a point (`creditModelLines`). A question
  /// of one point is not weighed (`FittedPolarity.fewestPoints`): the fit reads a clause beside
  /// the rest of the answer, and an answer to one point has no rest to read.
  @discardableResult
  static func decidePolarity(
    _ checks: inout [KeyPointCheck], _ signals: inout [KeyPointSignals], denials: [PolaritySignal?],
    fitted: FittedPolarity?, everySignal: Bool, question: @autoclosure () -> Double
  ) -> Bool {
    let fitted = checks.count >= FittedPolarity.fewestPoints ? fitted : nil
    guard fitted != nil || everySignal, denials.contains(where: { $0 != nil }) else { return false }
    var doubted = false
    let others = Double(max(1, checks.count - 1))
    let (contradicted, question) = (checks.count(where: \.contradicted), question())
    for index in checks.indices where signals[index].contradiction == .polarity {
      guard var denial = denials[index] else { continue }
      denial.answerContradicted = Double(contradicted - 1) / others
      denial.questionShare = question
      if everySignal { signals[index].polarity = denial }
      guard let fitted, !fitted.states(denial) else { continue }
      checks[index].doubtedBy = checks[index].contradiction
      (checks[index].contradiction, signals[index].contradiction) = (nil, .none)
      (signals[index].doubted, doubted) = (true, true)
      if checks[index].touched, !fitted.credits(denial) {
        (checks[index].touched, checks[index].evidence) = (false, nil)
      }
    }
    return doubted
  }
}

extension PolaritySignal {
  /// A signal of no clause's own match (`weak`).
  init(weak: Bool) { self.weak = weak }

  /// Whether a clause's text holds a contrast: ", not", `instead of`, `rather than`, `unlike`,
  /// `whereas`, `as opposed to` (read only for a clause that contradicts a point).
  static func contrasts(_ text: Substring) -> Bool {
    let text = text.lowercased()
    return [", not ", "instead of", "rather than", "unlike", "whereas", "as opposed to"].contains {
      text.contains($0)
    }
  }
}
