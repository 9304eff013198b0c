import DrillContent
import DrillGrading
import DrillScheduling

extension Evaluator {
  /// Short answers: the Accept list (`/regex/`, `code`, plain text) and the learner's own accepted answers.
  func evaluateShort(_ question: Question, _ response: Response) -> Outcome {
    let correct = AnswerMatcher.matches(
      response.text, acceptedAnswers: question.accept + response.personalAccepts, prompt: question.prompt)
    let near = correct ? nil : AnswerMatcher.nearMiss(response.text, acceptedAnswers: question.accept)
    return graded(
      correct, question, response, expected: Self.displayForm(of: question.accept),
      details: near.map { [$0] } ?? [])
  }

  /// Output questions: line by line as a program prints it (or loosely, when the
  /// question says `compare: loose`); a wrong answer carries a line diff.
  func evaluateOutput(_ question: Question, _ response: Response) -> Outcome {
    let expected = question.output ?? ""
    let correct = ([expected] + response.personalAccepts).contains {
      AnswerMatcher.matchesOutput(response.text, expected: $0, compare: question.compare)
    }
    var outcome = graded(correct, question, response, expected: expected)
    if !correct {
      outcome.feedback.lineDiff = LineDiff(
        expected: AnswerMatcher.outputLines(expected, compare: question.compare),
        yours: AnswerMatcher.outputLines(response.text, compare: question.compare))
    }
    return outcome
  }

  /// Explain questions: key points touched are feedback; the rating is the
  /// learner's own (or, before they rate, suggested by the key points covered).
  func evaluateExplain(_ question: Question, _ response: Response) -> Outcome {
    let checks = Self.keyPointChecks(of: question, answer: response.text, lexicon: lexicon)
    let rating = response.selfRating ?? Self.suggestedRating(checks)
    let credited = checks.filter(\.credited).count
    let contradicted = checks.filter(\.contradicted).count
    var summary =
      checks.isEmpty
      ? "Compare with the model answer." : "You touched \(credited) of \(checks.count) key points."
    if contradicted > 0 {
      summary +=
        contradicted == 1 ? " You said the opposite of 1." : " You said the opposite of \(contradicted)."
    }
    return Outcome(
      credit: 0, correct: false, rating: rating,
      feedback: Feedback(summary: summary, expected: question.answer, keyPoints: checks)
    ).selfRated(rating)
  }

  /// The key points of `question` as the app grades `answer` to it: every step of the matcher,
  /// the model Answer's sentences that state one point each lent as alternatives of that point.
  /// The one grading of an explain answer: `check`'s audit grades the model Answer and each
  /// `wrong:` line through it too (`KeyPointAudit`, session 48: with steps of its own left out,
  /// it passed Answers that lost a point when a learner typed them). `readings`: the question's
  /// statements read once for several gradings (a cache; verdicts do not depend on it).
  /// `quoted` false: the same verdicts, every quote empty and no `missing` words
  /// (`KeyPointMatcher.judged`'s `writesQuotes`; the audit's, which quotes only its problems).
  package static func keyPointChecks(
    of question: Question, answer: String, lexicon: GradingLexicon, readings: KeyPointReadings? = nil,
    quoted: Bool = true
  ) -> [KeyPointCheck] {
    KeyPointMatcher.judged(
      question.keyPoints, notes: question.keyPointNotes, against: answer, prompt: question.prompt,
      lexicon: lexicon, readings: readings, model: KeyPointAudit.spokenAnswer(of: question),
      everySignal: false, writesQuotes: quoted
    ).checks
  }

  /// Key points touched minus those contradicted: at least four in five → good (so all of four
  /// or fewer); at least half → hard; fewer → again. Until session 46 "good" needed every point:
  /// four of five points said well was "hard" (session 45's tryout, finding 8), though the
  /// matcher misses a paraphrase now and then.
  public static func suggestedRating(_ checks: [KeyPointCheck]) -> Rating {
    guard !checks.isEmpty else { return .good }
    let net = checks.filter(\.credited).count - checks.filter(\.contradicted).count
    if net * 5 >= checks.count * 4 { return .good }
    return net * 2 >= checks.count ? .hard : .again
  }

  /// The most a mock interview counts for an explain answer, whatever its self-rating:
  /// one band above the rating its key points support (`suggestedRating`), as a fair
  /// examiner weighs a candidate's own view of an answer against what was said. Evidence
  /// for Again allows Hard (half the points); evidence for Hard or Good allows full marks
  /// (the matcher misses paraphrases, so one band of benefit of the doubt). No benefit without
  /// evidence: an answer that states no key point, or says the opposite of more points than it
  /// states, counts nothing, as the drill records it (Again); session 45's tryout: such an answer
  /// rated easy earned half the points and "nearly ready". Nil without key points: nothing to
  /// weigh the rating against.
  public static func evidenceCeiling(_ checks: [KeyPointCheck]) -> Double? {
    guard !checks.isEmpty else { return nil }
    if showsNoEvidence(checks) { return 0 }
    return suggestedRating(checks) == .again ? 0.5 : 1
  }

  /// No key point stated, or more said the opposite of than stated: nothing an examiner could
  /// give the benefit of the doubt for.
  public static func showsNoEvidence(_ checks: [KeyPointCheck]) -> Bool {
    let credited = checks.filter(\.credited).count
    return credited == 0 || checks.filter(\.contradicted).count > credited
  }

  /// The first accepted answer that is not a regular expression, without backticks.
  package static func displayForm(of accepted: [String]) -> String? {
    let plain =
      accepted.first { !($0.hasPrefix("/") && $0.hasSuffix("/") && $0.count >= 2) } ?? accepted.first
    guard let plain else { return nil }
    if plain.count >= 2 && plain.hasPrefix("`") && plain.hasSuffix("`") {
      return String(plain.dropFirst().dropLast())
    }
    return plain
  }
}

extension Outcome {
  /// An explain outcome graded by `rating` (the learner's own, or the suggested
  /// one): the key points stay as they were matched, once.
  package func selfRated(_ rating: Rating) -> Outcome {
    var outcome = self
    outcome.rating = rating
    let rated: Double =
      switch rating {
      case .again: 0
      case .hard: 0.5
      case .good, .easy: 1
      }
    // A contradicted point counts as wrong whatever the rating: an examiner
    // would not give the marks for it (interview report, placement).
    let points = feedback.keyPoints.count
    let contradicted = feedback.keyPoints.filter(\.contradicted).count
    outcome.credit = points == 0 ? rated : min(rated, Double(points - contradicted) / Double(points))
    outcome.correct = rating != .again && contradicted == 0
    return outcome
  }

  /// The outcome as a mock interview scores it: the credit of a self-rated explain answer is at
  /// most `Evaluator.evidenceCeiling` of its key points, and its rating at most the rating that
  /// evidence allows. Where the key points allow half the points, a "good" or "easy" is recorded
  /// hard: a pass at half the points, as an honest "hard" for the same words is (session 49's
  /// review: "good" was recorded Again while "hard" passed, so rating one band higher turned a
  /// pass into a lapse). Where they allow nothing, any rating is recorded Again, not right, and
  /// the question comes back soon (session 43's tryout found such an answer recorded as the
  /// learner's "good", counted passed by `stats` and scheduled days away while the report called
  /// it a gap). Either cut is `isCappedByEvidence` (the report's "Capped" line); a rating the
  /// evidence allows is not capped.
  package func cappedByEvidence() -> Outcome {
    guard let ceiling = Evaluator.evidenceCeiling(feedback.keyPoints), ceiling < 1, rating != .again else {
      return self
    }
    let allowed: Rating = ceiling >= 0.5 ? .hard : .again
    guard rating > allowed else { return self }
    var outcome = self
    outcome.credit = min(credit, ceiling)
    outcome.correct = false
    outcome.rating = allowed
    outcome.isCappedByEvidence = true
    return outcome
  }
}
