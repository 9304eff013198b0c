import DrillContent
import DrillEvaluation
import DrillPresentation

/// The model answer and the key points under an explain answer (before the self-rating).
extension QuestionAsker {
  /// The model answer and the key points an explain answer touched; returns them as a page.
  @discardableResult
  func showModelAnswer(_ question: Question, _ outcome: Outcome) -> ScreenPage {
    let (answer, feedback) = (question.answer, outcome.feedback)
    return console.show(ScreenPage { width in Self.modelAnswer(answer, feedback, width: width) })
  }

  /// What `showModelAnswer` shows, at `width`.
  static func modelAnswer(_ answer: String?, _ feedback: Feedback, width: Int) -> [StyledText] {
    let renderer = MarkdownRenderer(width: width)
    var shown: [StyledText] = []
    func show(_ text: StyledText) { shown.append(text) }
    if let answer {
      show(StyledText("Model answer", style: .heading))
      show(renderer.render(answer))
    }
    if !feedback.keyPoints.isEmpty {
      show(StyledText("Key points", style: .heading))
      for check in feedback.keyPoints {
        let mark =
          check.contradicted
          ? StyledText("  ✗ ", style: .failure)
          : StyledText(check.credited ? "  ✓ " : "  · ", style: check.credited ? .success : .muted)
        show(renderer.render(inline: check.point, after: mark, hangingIndent: 4))
        // The evidence: the learner's own clause, quoted (through the sanitiser).
        let evidence: StyledText =
          if let contradiction = check.contradiction {
            StyledText("you said the opposite: “\(TerminalSanitizer.strip(contradiction))”", style: .failure)
          } else if let clause = check.evidence, check.touched {
            StyledText(
              "“\(TerminalSanitizer.strip(clause))”"
                + (check.withheld ? Self.withheldNote(reason: check.withheldFor) : ""),
              style: .muted)
          } else {
            StyledText("not said", style: .muted)
          }
        // Continuation lines stay under the evidence's first column, as the point's own do.
        show(StyledText(lines: (StyledText("    ") + evidence).fitted(toWidth: width)))
        // What the clause left out of a point it was credited with (`KeyPointCheck.missing`).
        if check.credited, let missing = Self.missingNote(check.missing) {
          show(StyledText(lines: (StyledText("    ") + missing).fitted(toWidth: width)))
        }
      }
      show(StyledText(lines: StyledText(feedback.summary, style: .muted).fitted(toWidth: width)))
    }
    return shown
  }

  /// Under the evidence of a credited point, what it left out of the point ("left out: a limited
  /// number of attempts"; `KeyPointCheck.missing`), secondary as the quote is; nil when it said
  /// the point whole. Not "not said", which marks a point not counted (session 45's tryout,
  /// finding 8: a ✓ above "not said: …" read as a contradiction).
  /// The words are the point's own Markdown, rendered as the point is (a code span styled as
  /// code, without its backticks, also when piped; session 47's tryout showed
  /// "left out: into a `Decodable` model" under a point printed without them).
  static func missingNote(_ missing: [String]) -> StyledText? {
    guard !missing.isEmpty else { return nil }
    // One line here; the caller fits it to the screen.
    return MarkdownRenderer(width: 10_000).render(
      inline: missing.joined(separator: "; "), after: StyledText("left out: ", style: .muted), style: .muted,
      hangingIndent: 0)
  }

  /// After the evidence of a point stated but not counted (`KeyPointCheck.withheld`): the answer
  /// says the opposite of other points, so its words for this one are taken as reused. Where no
  /// point is shown as the opposite (✗), the note names the clause it was held back for
  /// (`KeyPointCheck.withheldFor`, a contradiction the grader doubted; session 47's tryout,
  /// finding 23: the learner was told they contradicted something and could not see what).
  static func withheldNote(reason: String?) -> String {
    guard let reason else { return withheldNote }
    return " (not counted: “\(TerminalSanitizer.strip(reason))” may say the opposite of another point)"
  }

  /// The note of a point withheld in an answer that shows its contradiction as a ✗.
  static let withheldNote = " (not counted: you said the opposite of other points)"
}
