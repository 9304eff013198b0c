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
}

extension KeyPointMatcher {
  /// The answer-level signals, on every point's.
  static func answerSignals(
    _ signals: inout [KeyPointSignals], checks: [KeyPointCheck], judge: Judge,
    allParts: [[[StatementReader.Concept]]],
    answer: String
  ) {
    var question = judge.topicIDs
    for parts in allParts { for part in parts { for concept in part { question.insert(concept.id) } } }
    var (said, own) = (0, 0)  // counted where they lie: copying every concept was most of the cost
    for clause in judge.clauses {
      for concept in clause.concepts where question.contains(concept.id) { own += 1 }
      said += clause.concepts.count
    }
    let words = answer.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    let touched = checks.count(where: \.touched)
    let contradicted = checks.count(where: \.contradicted)
    let credited = checks.count { $0.touched && !$0.contradicted }
    for index in signals.indices {
      signals[index].withheld = checks[index].credited && contradicted > credited
      (signals[index].answerTouched, signals[index].answerContradicted) = (touched, contradicted)
      (signals[index].answerCredited, signals[index].points) = (credited, checks.count)
      (signals[index].clauses, signals[index].words) = (judge.clauses.count, words)
      signals[index].concepts = said
      signals[index].questionShare = said == 0 ? 0 : Double(own) / Double(said)
    }
  }
}
