import DrillContent
import DrillGrading
import DrillMarkdown
import DrillSupport

/// What every `check` verifies of an explain question's key points against its own
/// model Answer (issue 23): the Answer must state every key point and contradict
/// none, and no `wrong:` line may be credited by the point it is written under (errors); a
/// `wrong:` line said alone must be heard as contradicting its point (a warning). A problem of
/// a `wrong:` line is at that line (session 47's tryout: at its point's line, the author took it
/// for the point and overwrote it), every other problem at the key point's line.
public enum KeyPointAudit {
  /// The problems of `question`'s key points; none when it has no model Answer or no key points.
  public static func problems(in question: Question, lexicon: GradingLexicon) -> [Diagnostic] {
    guard let answer = question.answer, !answer.isEmpty, !question.keyPoints.isEmpty else { return [] }
    let notes = question.keyPointNotes
    let spoken = question.spokenAnswer.text ?? MarkdownNode.spokenText(of: answer)
    // The prompt, points and notes read once for every grading below (`KeyPointReadings`).
    // Never graded with the Answer's own sentences as alternatives (no `model:`): an Answer
    // trivially states itself, and the audit would prove nothing. It shows contradictions only:
    // no evidence quoted. A touch is not given to the point that states its text better
    // (`KeyPointMatcher.withdrawSiblingTouches`): an Answer states every point by design, so a
    // text two points share states both, and the audit asks only whether each is read at all.
    // Nor are two of its sentences paired as a terse speaker's fragments when one has more than
    // `fragmentConcepts` concepts (`Judge.fragmentPairs`): an Answer is written, each sentence a
    // statement of its own, and a wide pair only ever adds a touch, so an Answer that states its
    // points without them states them to a learner who says it (on a prose bank of 10,000
    // questions the pairs were 0.18 G of `check`'s instructions, issue 29 (a)).
    let readings = KeyPointReadings()
    let checks = KeyPointMatcher.judged(
      question.keyPoints, notes: notes, against: spoken, prompt: question.prompt, lexicon: lexicon,
      readings: readings, quotesEvidence: false, everySignal: false, withdrawsSiblings: false,
      pairsWideFragments: false
    ).checks
    var problems: [Diagnostic] = []
    for (index, check) in checks.enumerated() {
      let note = index < notes.count ? notes[index] : KeyPointNotes()
      // The point's own line (a JSON pack's at its value in `keyPoints`).
      let location = note.location ?? question.location
      // Named only for a problem: most points have none, and the audit prints nothing else.
      func name() -> String { "key point \(index + 1) of `\(question.localID)`" }
      // Where `wrong:` line `text` of this point is written (its first, when written twice).
      func line(ofWrong text: String) -> ContentLocation {
        note.wrong.firstIndex(of: text).flatMap { question.location(ofWrong: $0, point: index) } ?? location
      }
      if let contradiction = check.contradiction {
        problems.append(
          .error(
            "\(name()) is contradicted by the model Answer (\"\(contradiction)\"): reword the Answer or the point",
            at: location))
      } else if !check.touched {
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
        problems.append(
          .error(
            "\(name()) is not stated by the model Answer as the grader reads it: " + advice, at: location))
      }
      let credited = KeyPointMatcher.creditedWrongLines(
        of: question.keyPoints[index], note: note, prompt: question.prompt, lexicon: lexicon,
        readings: readings)
      for wrong in credited {
        problems.append(
          .error(
            // Advice an author can follow in their own pack (session 44's tryout: the grading
            // lexicon's `opposite:` and `rival:` lines are not theirs to edit).
            "\(name()): its `wrong:` line \"\(wrong)\" would be credited as the point (it says the point's "
              + "words and nothing the grader hears as their opposite): say what is wrong in other words, "
              + "another subject or another outcome in place of the point's (e.g. `unowned becomes nil` for a "
              + "point on weak), or leave the line out (docs/authoring.md, \"Key points\")",
            at: line(ofWrong: wrong)))
      }
      // Said alone, as a learner might say it, a `wrong:` line must be told "you said the
      // opposite" at its point: a line read as saying nothing warns the learner of nothing.
      for wrong in KeyPointMatcher.unheardWrongLines(
        of: question.keyPoints, at: index, notes: notes, credited: credited, prompt: question.prompt,
        model: spoken, lexicon: lexicon, readings: readings)
      {
        problems.append(
          .warning(
            "\(name()): its `wrong:` line \"\(wrong)\", said alone, is not heard as contradicting the point "
              + "(a learner who says it is told nothing): say it in the point's words, as a plain claim",
            at: line(ofWrong: wrong)))
      }
    }
    return problems
  }

  /// The model Answer of `question` as it is said: wrapped lines joined, code blocks left out
  /// (`MarkdownNode.spokenText`); empty without one. What the audit grades, and what grading
  /// an explain answer reads the Answer's sentences from (`KeyPointMatcher.check`'s `model`).
  package static func spokenAnswer(of question: Question) -> String {
    question.spokenAnswer.text ?? question.answer.map(MarkdownNode.spokenText(of:)) ?? ""
  }
}
