import DrillContent
import DrillGrading
import DrillMarkdown
import DrillSupport

/// What every `check` verifies of an explain question's key points against its own
/// model Answer (issue 23): the Answer, typed by a learner, must earn every key point and
/// contradict none, and no `wrong:` line, said alone by a learner, may be credited as the point it
/// is written under (errors); such a line must be heard as contradicting its point (a warning). A
/// problem of a `wrong:` line is at that line (session 47's tryout: at its point's line, the author
/// took it for the point and overwrote it), every other problem at the key point's line.
///
/// Every text is graded as the app grades a learner's answer (`Evaluator.keyPointChecks`), with
/// every step (session 48, review 16: the audit left out the sibling, fragment-pair, withholding
/// and model-line steps, and passed Answers that lost a point in `quiz`; tryout 33: it called a
/// `wrong:` line credited that the app heard as the opposite).
public enum KeyPointAudit {
  /// The problems of `question`'s key points; none when it has no model Answer or no key points.
  /// `pointsAlone`: each point said alone by a learner must earn it and contradict no other point
  /// (`check --points-alone`; opt-in while the bundled bank has such errors: 107 in session 49, 31 after session 50).
  public static func problems(
    in question: Question, lexicon: GradingLexicon, pointsAlone: Bool = false
  ) -> [Diagnostic] {
    guard let answer = question.answer, !answer.isEmpty, !question.keyPoints.isEmpty else { return [] }
    let notes = question.keyPointNotes
    // The prompt, points and notes read once for every grading below (`KeyPointReadings`).
    let readings = KeyPointReadings()
    // Without quotes: the verdicts alone (issue 29 (a), s48-checkfast: quoting every touch and
    // listing what it left out was most of what grading as the app grades cost `check`).
    func graded(_ text: String, quoted: Bool = false) -> [KeyPointCheck] {
      Evaluator.keyPointChecks(
        of: question, answer: text, lexicon: lexicon, readings: readings, quoted: quoted)
    }
    // The Answer as a learner types it: its prose, code blocks left out (`spokenAnswer`). Its own
    // sentences are lent as alternatives, as to every answer: a sentence that states one point
    // alone states it to a learner who says it. An Answer with a problem is graded again with its
    // quotes, which its errors name (the same verdicts).
    let spoken = spokenAnswer(of: question)
    let oversized = oversized(question, spoken: spoken)
    guard oversized.isEmpty, !question.hasOversizedPointText else { return oversized }
    var checks = graded(spoken)
    if checks.contains(where: { !$0.credited }) { checks = graded(spoken, quoted: true) }
    // The Answer's sentences that ask, read once when a point is not stated (`askedSentences`).
    var asked: [String]?
    // Each `wrong:` line said alone by a learner, graded once (its first copy, when written twice).
    var heard: [String: [KeyPointCheck]] = [:]
    var problems: [Diagnostic] = []
    for (index, check) in checks.enumerated() {
      let note = index < notes.count ? notes[index] : KeyPointNotes()
      // The point's own line (a JSON pack's at its value in `keyPoints`).
      let location = note.location ?? question.location
      // Named only for a problem: most points have none, and the audit prints nothing else.
      func name() -> String { "key point \(index + 1) of `\(question.localID)`" }
      // A sentence of the Answer that asks, and said as a statement states this point: the point
      // is only asked (session 48's review, finding 5: the error did not say why).
      func onlyAsked() -> String? {
        asked = asked ?? KeyPointMatcher.askedSentences(in: spoken, lexicon: lexicon)
        return asked?.first { sentence in
          let read = graded(sentence + ".")
          return index < read.count && read[index].credited
        }
      }
      if let problem = problem(of: check, named: name, at: location, onlyAsked: onlyAsked) {
        problems.append(problem)
      }
      if pointsAlone, let problem = saidAlone(index, of: question, named: name, at: location, graded: graded)
      {
        problems.append(problem)
      }
      for (number, wrong) in note.wrong.enumerated() where note.wrong.firstIndex(of: wrong) == number {
        let verdicts = heard[wrong] ?? graded(wrong)
        heard[wrong] = verdicts
        guard index < verdicts.count, !verdicts[index].contradicted else { continue }
        let at = question.location(ofWrong: number, point: index) ?? location
        problems.append(
          verdicts[index].credited
            ? .error(
              // Advice an author can follow in their own pack (session 44's tryout: the grading
              // lexicon's `opposite:` and `rival:` lines are not theirs to edit).
              "\(name()): its `wrong:` line \"\(wrong)\", said alone, is credited as the point (the grader "
                + "hears the point's words and nothing it takes for their opposite): say what is wrong in "
                + "other words, another subject or another outcome in place of the point's (e.g. `unowned "
                + "becomes nil` for a point on weak), or leave the line out (docs/authoring.md, \"Key points\")",
              at: at)
            // Said alone, a `wrong:` line must be told "you said the opposite" at its point: a line
            // read as saying nothing warns the learner of nothing.
            : .warning(
              "\(name()): its `wrong:` line \"\(wrong)\", said alone, is not heard as contradicting the point "
                + "(a learner who says it is told nothing): say it in the point's words, as a plain claim",
              at: at))
      }
    }
    return problems
  }

  /// The error of a point said alone by a learner (exactly its words) that does not earn it, or
  /// that contradicts another point; nil when it earns it and contradicts none (session 48's
  /// review, finding 4: webkit-webviews/navigation-policy's point 1 said alone was withheld and
  /// told the opposite of point 5).
  private static func saidAlone(
    _ index: Int, of question: Question, named name: () -> String, at location: ContentLocation,
    graded: (String, Bool) -> [KeyPointCheck]
  ) -> Diagnostic? {
    let point = question.keyPoints[index]
    var alone = graded(point, false)
    guard index < alone.count else { return nil }
    guard !alone[index].credited || alone.contains(where: \.contradicted) else { return nil }
    alone = graded(point, true)
    let said = "\(name()), said alone by a learner"
    if let other = alone.indices.first(where: { $0 != index && alone[$0].contradicted }) {
      let quote = alone[other].contradiction.map { " (\"\($0)\")" } ?? ""
      return .error(
        "\(said), is heard as saying the opposite of key point \(other + 1)\(quote): a learner who says "
          + "exactly this point is told they contradicted the other; reword one of the two (keep the meaning)",
        at: location)
    }
    if let contradiction = alone[index].contradiction {
      return .error(
        "\(said), is heard as its own opposite (\"\(contradiction)\"): reword the point (keep the meaning)",
        at: location)
    }
    if alone[index].withheld {
      let clause = alone[index].withheldFor.map { "whether \"\($0)\" says" } ?? "whether it says"
      return .error(
        "\(said), is stated but not counted: the grader doubts " + clause
          + " the opposite of another point, and then takes its words as reused; reword the point or "
          + "the `wrong:` line it echoes (keep the meaning)", at: location)
    }
    return .error(
      "\(said), is not credited as the point (the grader does not read it as stating it): reword the "
        + "point in plainer words (keep the meaning)", at: location)
  }

  /// The error of a point its own Answer does not earn, nil when it does. `onlyAsked`: a sentence
  /// of the Answer that says the point as a question, if any.
  private static func problem(
    of check: KeyPointCheck, named name: () -> String, at location: ContentLocation,
    onlyAsked: () -> String?
  ) -> Diagnostic? {
    if let contradiction = check.contradiction {
      return .error(
        "\(name()) is contradicted by the model Answer (\"\(contradiction)\"): reword the Answer or the point",
        at: location)
    }
    if check.withheld {
      // Stated, but not counted: the grader takes the Answer for one that says the opposite of
      // another point, and this point's words for reused ones (`KeyPointMatcher.withhold`).
      let clause = check.withheldFor.map { "whether \"\($0)\" says" } ?? "whether a clause of the Answer says"
      return .error(
        "\(name()) is stated by the model Answer but not counted: the grader doubts " + clause
          + " the opposite of another point (a `wrong:` line's words, or a point said the other way), and "
          + "then takes this point's words as reused; reword that clause, or the `wrong:` line it echoes",
        at: location)
    }
    guard !check.touched else { return nil }
    if let sentence = onlyAsked() {
      return .error(
        "\(name()) is only asked by the model Answer (\"\(sentence)?\"): a question asserts nothing; say "
          + "it as a statement", at: location)
    }
    // A clause the fitted polarity rule doubted is why, when there is one: name it. The
    // audit reads the Answer as a learner's answer, the point's `also:` lines with it: such a
    // line is the point only where a clause of the Answer says it (session 43's tryout added
    // "- also: a struct value lives on the stack", which the Answer did not say, and the
    // error stayed).
    // A JSON pack's author writes the JSON form (session 46's tryout: told to add `- also: …`).
    let also =
      location.path.hasSuffix(".json")
      ? "write the point as `{\"point\": \"…\", \"also\": [\"…\"]}` with an `also` saying what a clause "
        + "of the Answer says (an `also` counts only where the Answer says it)"
      : "add `- also: …` under the point saying what a clause of the Answer says (an `also:` line "
        + "counts only where the Answer says it)"
    let advice =
      check.doubtedBy.map {
        "it doubts whether \"\($0)\" says the opposite, and then counts the point as not said; name "
          + "that clause's subject again, or " + also
      } ?? "say the point plainly in the Answer, or " + also
    return .error(
      "\(name()) is not stated by the model Answer as the grader reads it: " + advice, at: location)
  }

  /// The model Answer of `question` as it is said: wrapped lines joined, code blocks left out
  /// (`MarkdownNode.spokenText`); empty without one. What the audit grades, and what grading
  /// an explain answer reads the Answer's sentences from (`KeyPointMatcher.check`'s `model`).
  package static func spokenAnswer(of question: Question) -> String {
    question.spokenAnswer.text ?? question.answer.map(MarkdownNode.spokenText(of:)) ?? ""
  }
}
