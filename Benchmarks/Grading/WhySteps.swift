import DrillGrading

/// The second half of `why`: one point graded as the figures grade it, step by step, so a census
/// sees which step took a point the trace credits (session 41: 18 of 170 rows of a recall census
/// were credited by `why`'s lone reading and lost in the figures, and nothing said where).
///
/// Each step adds one thing the figures read: the point alone (the trace's reading), its
/// `also:`/`wrong:` notes, the model Answer's sentences, the question's other points (touches
/// kept), and last the other points' touches withdrawn where a sibling states the text better
/// (`KeyPointMatcher.withdrawSiblingTouches`): the last line is the figures' verdict.
enum WhySteps {
  /// One line per step: its name, the verdict, and a mark where the verdict changed.
  static func lines(
    points: [String], index: Int, answer: String, question: BundledQuestion, lexicon: GradingLexicon
  ) -> [String] {
    let notes = question.notes.count == points.count ? question.notes : points.map { _ in KeyPointNotes() }
    var steps: [(String, KeyPointCheck)] = [
      (
        "the point alone",
        KeyPointMatcher.check([points[index]], against: answer, prompt: question.prompt, lexicon: lexicon)[0]
      ),
      (
        "+ its also:/wrong: notes",
        KeyPointMatcher.check(
          [points[index]], notes: [notes[index]], against: answer, prompt: question.prompt, lexicon: lexicon)[
            0]
      ),
      (
        "+ the model Answer",
        KeyPointMatcher.check(
          [points[index]], notes: [notes[index]], against: answer, prompt: question.prompt, lexicon: lexicon,
          model: question.model)[0]
      ),
      (
        "+ the other points",
        KeyPointMatcher.judged(
          points, notes: notes, against: answer, prompt: question.prompt, lexicon: lexicon,
          model: question.model, everySignal: false, withdrawsSiblings: false
        ).checks[index]
      ),
    ]
    // The figures' verdict, with the rule that contradicts it (session 49: which rule heard it).
    let whole = KeyPointMatcher.judged(
      points, notes: notes, against: answer, prompt: question.prompt, lexicon: lexicon,
      model: question.model, everySignal: false)
    let kind = whole.signals[index].contradiction
    steps.append(
      (
        "+ siblings' touches withdrawn (the figures)" + (kind == .none ? "" : " [\(kind.rawValue)]"),
        whole.checks[index]
      ))
    var lines: [String] = []
    var previous: String?
    for (name, check) in steps {
      let shown = verdict(check)
      let changed = previous.map { $0 != shown } ?? false
      lines.append("\(changed ? "→" : " ") \(name): \(shown)")
      previous = shown
    }
    return lines
  }

  /// A check as one phrase: credited (with its evidence), withheld, contradicted (by what) or
  /// not said.
  static func verdict(_ check: KeyPointCheck) -> String {
    if let contradiction = check.contradiction { return "contradicted by \"\(contradiction)\"" }
    if check.withheld { return "touched, withheld (the answer says the opposite of other points)" }
    if check.touched { return "credited" + (check.evidence.map { " \"\($0)\"" } ?? "") }
    return "not said"
  }
}
