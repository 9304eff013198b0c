/// What the matcher saw of one key point in one answer, beside its verdict: the signals a
/// fitted last step could weigh (`swiftdrill-grading features`; docs/evaluation.md, "Session 27
/// (s27-calib)"); the last step, `withhold`, weighs them.
package struct KeyPointSignals: Sendable, Hashable {
  /// Where the best touch came from.
  package enum Via: String, Sendable, Hashable {
    case none, clause, borrowed, sentence, fragments, pronoun, model
  }

  /// Which rule contradicted the point (the first that did: the others are not tried).
  package enum Contradiction: String, Sendable, Hashable {
    case none, polarity, roles, rival, misstates, converse, wrongLine
  }

  /// The best touch's share of its statement (the point or an `also:` line), 0 untouched.
  package var share = 0.0
  /// The best mean share over parts of any statement, touched by most of its parts or not.
  package var partialShare = 0.0
  /// The best touch was an `also:` line's.
  package var viaAlso = false
  /// Parts of the point touched (of the statement with most), and its parts.
  package var partsTouched = 0
  package var parts = 0
  package var via = Via.none
  package var contradiction = Contradiction.none
  /// Withheld by the hand rule: credited, in an answer that contradicts more points than it
  /// credits (a feature of the fitted rule, and the rule without `grading/withhold.txt`).
  package var withheld = false
  /// The answer: its key points touched, contradicted and credited before `withheld`.
  package var answerTouched = 0
  package var answerContradicted = 0
  package var answerCredited = 0
  package var points = 0
  /// The answer's clauses, words (runs of text between spaces and line breaks) and concepts, and
  /// the share of its concepts that the prompt or a key point says.
  package var clauses = 0
  package var words = 0
  package var concepts = 0
  package var questionShare = 0.0
  /// Each `wrong:` line touched outside the sentence stating the point, read only with
  /// `everySignal` (`wrongLineSignal`; what `grading/wrongline.txt` weighs).
  package var wrongLines: [WrongLineSignal] = []
  /// A `wrong:` line the hand rule states and the fitted rule does not, or a polarity
  /// contradiction `grading/polarity.txt` does not keep: the point is not contradicted, but the
  /// answer's signals count it as the hand rule did (`decideWrongLines`, `decidePolarity`).
  package var doubted = false
  /// Where a doubted `wrong:` line was touched (`decideWrongLines`): what a point withheld for it
  /// names (`nameWithheldFor`).
  package var doubtedAt: Range<String.Index>?
  /// How the clause that says the point the other way does (`Judge.part`; contradiction
  /// `polarity`), read only with `everySignal`: what `grading/polarity.txt` weighs.
  package var polarity: PolaritySignal?
  /// A clause that denies the part of the point's claim credit accepts (`showPartialDenials`).
  package var partialDenial: PartialDenial?
}

extension KeyPointMatcher {
  /// The answer-level signals, on every point's.
  static func answerSignals(
    _ signals: inout [KeyPointSignals], checks: [KeyPointCheck], judge: Judge,
    allParts: [[[StatementReader.Concept]]],
    answer: String
  ) {
    let (said, share) = judge.questionShare(allParts)
    let words = answer.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    // A doubted point counts as contradicted, as the hand rule (what `withhold.txt` was fitted on) has it.
    let against = checks.indices.map { checks[$0].contradicted || signals[$0].doubted }
    // A point doubted out of its touch (`decidePolarity`) counts as the touch it was.
    let touched = checks.indices.count {
      checks[$0].touched || signals[$0].doubted && signals[$0].via != .none
    }
    let contradicted = against.count(where: { $0 })
    let credited = checks.indices.count { checks[$0].touched && !against[$0] }
    for index in signals.indices {
      signals[index].withheld = checks[index].credited && !against[index] && contradicted > credited
      (signals[index].answerTouched, signals[index].answerContradicted) = (touched, contradicted)
      (signals[index].answerCredited, signals[index].points) = (credited, checks.count)
      (signals[index].clauses, signals[index].words) = (judge.clauses.count, words)
      signals[index].concepts = said
      signals[index].questionShare = share
    }
  }
}

extension Judge {
  /// The answer's concepts, and the share of them the prompt or a key point (`allParts`) says.
  func questionShare(_ allParts: [[[StatementReader.Concept]]]) -> (said: Int, share: Double) {
    var question = topicIDs
    for parts in allParts { for part in parts { for concept in part { question.insert(concept.id) } } }
    var (said, own) = (0, 0)  // counted where they lie: copying every concept was most of the cost
    for clause in clauses {
      for concept in clause.concepts where question.contains(concept.id) { own += 1 }
      said += clause.concepts.count
    }
    return (said, said == 0 ? 0 : Double(own) / Double(said))
  }
}
