import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillSupport
import Foundation

extension QuestionAsker {
  /// Shows the question: header, title, prompt. Returns them as a page (a read draws it again
  /// after Ctrl-L, at the width of that moment).
  @discardableResult
  func showHeader(_ question: Question, options: AskOptions) -> ScreenPage {
    var header = StyledText()
    if let number = options.number {
      let total = options.total.map { " of \($0)" } ?? ""
      header.append(StyledText.glued("Question \(number)\(total)"), style: .bold)
      // Each part whole when the header wraps: "3 new left", "2 coming back".
      if options.total == nil, let left = options.remaining {
        for part in left.parts { header.append(" · " + StyledText.glued(part), style: .bold) }
      }
      header.append("  ")
    }
    // Each part stays whole when the header wraps ("10 points", "1 hint").
    header.append(Self.headerParts(question), style: .muted)
    // A live clock (a timed question on a terminal) is not frozen into the header.
    if let status = options.status, options.deadline == nil || !console.isInteractive {
      // Whole when the header wraps ("placement ·" above "beginner" at 80 columns before).
      header.append("  " + StyledText.glued(status), style: .accent)
    }
    // A lesson's check keeps its code spans' backticks where no colour marks them, as its pages do.
    let marksCode = context.mode == .lesson && !console.usesColor
    return console.show(
      ScreenPage { [header] width in
        // No "does not compile" / "traps" labels here: that is often what is asked.
        let prompt = MarkdownRenderer(width: width, labelsClaims: false, marksCodeSpans: marksCode)
        return [StyledText()] + header.fitted(toWidth: width) + [Self.title(question, width: width)]
          + prompt.render(question.prompt).lines
      })
  }

  /// The title with its inline Markdown (code spans) rendered, in bold.
  func title(_ question: Question) -> StyledText { Self.title(question, width: console.width) }

  /// The title as `title(_:)` shows it, at `width`.
  static func title(_ question: Question, width: Int) -> StyledText {
    var rendered = MarkdownRenderer(width: width).render(question.title)
    for index in rendered.spans.indices {
      rendered.spans[index].style.bold = true
      if rendered.spans[index].style.color == nil { rendered.spans[index].style.color = .cyan }
    }
    return rendered
  }

  @discardableResult
  func showChoices(_ question: Question, _ presentation: ChoicePresentation) -> ScreenPage {
    let items = presentation.items(of: question).map { (letter: "\($0.letter)", text: $0.choice.text) }
    return console.show(
      ScreenPage { width in
        items.map {
          MarkdownRenderer(width: width).render($0.text, after: StyledText("  \($0.letter)) ", style: .bold))
        }
      })
  }

  /// Lines of explanation from which the verdict is repeated under it (about half of a
  /// 30-row screen: with the question's answer and feedback above, the verdict is gone by then).
  static let longExplanation = 12

  /// Before the verdict said again under a long explanation.
  static let verdictReminder = "Your answer, as scored above: "

  func showFeedback(_ question: Question, _ outcome: Outcome, points: Double, full: Bool) {
    let earned = points.rounded() == points ? String(Int(points)) : String(format: "%.1f", points)
    let verdict: StyledText =
      if outcome.isRight && outcome.credit >= 1 {
        StyledText("✓ Right: +\(earned) points", style: .success)
      } else if outcome.isRight {
        // Right, for less than full points: on a later attempt, or self-rated Hard.
        StyledText("✓ Right: +\(earned) of \(question.points) points", style: .success)
      } else if outcome.credit > 0 {
        StyledText("◐ Partly right: +\(earned) of \(question.points) points", style: .warning)
      } else {
        StyledText("✗ Not quite: 0 of \(question.points) points", style: .failure)
      }
    console.writeWrapped(verdict)
    guard full else { return }
    for note in Self.selfRatingNotes(outcome, earned: earned, of: question.points)
      + Self.attemptNotes(question, outcome)
    {
      console.writeWrapped(StyledText(note, style: .muted), hangingIndent: 2)
    }
    // Code details (compiler errors, the failed check) were shown after each attempt.
    if question.type != .explain {
      if question.type != .code {
        for detail in outcome.feedback.details {
          console.writeWrapped(StyledText(TerminalSanitizer.strip(detail), style: .muted), hangingIndent: 2)
        }
      }
      if !outcome.correct {
        showExpected(question, outcome)
      }
    }
    if let explanation = question.explanation {
      console.writeLine("Why", style: .heading)
      let rendered = context.renderer.render(explanation)
      console.writeLine(rendered)
      // A long explanation pushes the verdict off a small screen: it is said again under it, as
      // a reminder of the one score (session 45's tryout read the bare repeat as two answers scored).
      if rendered.lines.count >= Self.longExplanation {
        console.writeWrapped(StyledText(Self.verdictReminder, style: .muted) + verdict)
      }
    }
    if !outcome.correct, question.type == .short {
      console.writeLine("If your answer should count, type :accept at the next prompt.", style: .muted)
    }
  }

  /// Why a code answer right after a failed try earned half the points, as the hint's note says
  /// what a hint costs (session 45's tryout read "+5 of 10 points" with no reason). A code
  /// answer's own credit is all or nothing: less than full for a right one is a later attempt's.
  static func attemptNotes(_ question: Question, _ outcome: Outcome) -> [String] {
    guard question.type == .code, outcome.isRight, outcome.credit < 1 else { return [] }
    return ["Right after a failed try: half the points, as for every code answer right on a later attempt."]
  }

  func showExpected(_ question: Question, _ outcome: Outcome) {
    switch question.type {
    case .choice:
      let right = outcome.feedback.expected.map { $0.split(separator: "\n").joined(separator: "; ") }
      showRightAnswer(right ?? rightChoices(question))
    case .output:
      if let diff = outcome.feedback.lineDiff {
        showDiff(diff)
      } else {
        console.writeLine("Expected output:", style: .bold)
        console.writeOutput(question.output ?? "")
      }
    case .code:
      if let answer = question.answer {
        console.writeLine("A model answer:", style: .bold)
        console.writeLine(context.renderer.render(answer))
      }
    case .short:
      if let expected = outcome.feedback.expected {
        console.writeWrapped(
          StyledText("Expected: \(TerminalSanitizer.strip(expected))", style: .bold), hangingIndent: 2)
      }
    case .explain:
      break
    }
  }

  func rightChoices(_ question: Question) -> String {
    question.choices.filter(\.correct).map(\.text).joined(separator: "; ")
  }

  /// "Right answer: a) `let`" with the choices' inline Markdown rendered, wrapped.
  func showRightAnswer(_ markdown: String) {
    let label = StyledText("Right answer: ", style: .bold)
    console.writeLine(context.renderer.render(inline: markdown, after: label, style: .bold))
  }

  /// How many lines only the learner's output has a diff shows; the rest are counted in their place.
  static let diffLinesOfYours = 20

  /// A wrong output answer: the expected lines against the learner's, changed lines marked. Every
  /// expected line is shown; of the lines only the learner's output has, the first
  /// `diffLinesOfYours`, then "… N more lines of yours" where more stood (session 51's tryout,
  /// finding 13f: 2,220 "+" lines buried the 3 expected ones).
  func showDiff(_ diff: LineDiff) {
    console.writeLine("Expected output against yours (- expected, + yours):", style: .bold)
    var yoursShown = 0
    var yoursLeft = 0
    func sayLeft() {
      guard yoursLeft > 0 else { return }
      let lines = yoursLeft == 1 ? "line" : "lines"
      console.writeLine("  … \(yoursLeft.groupedDigits) more \(lines) of yours", style: .muted)
      yoursLeft = 0
    }
    for line in diff.lines {
      if line.change == .yours {
        guard yoursShown < Self.diffLinesOfYours else {
          yoursLeft += 1
          continue
        }
        yoursShown += 1
      }
      sayLeft()
      let (mark, style): (String, TextStyle) =
        switch line.change {
        case .same: ("  ", .code)
        case .expected: ("- ", .success)
        case .yours: ("+ ", .failure)
        }
      console.writeLine(OutputGutter.line(TerminalSanitizer.strip(line.text), style: style, lead: mark))
    }
    sayLeft()
    for note in diff.whitespaceNotes {
      console.writeWrapped(StyledText("  \(TerminalSanitizer.strip(note))", style: .muted), hangingIndent: 2)
    }
  }

  /// A code attempt that did not pass: why, in the learner's terms.
  func showAttemptFailure(_ outcome: Outcome, attempt: Int) {
    let label = attempt > 1 ? "Attempt \(attempt): " : ""
    console.writeWrapped(
      StyledText("✗ \(label)\(outcome.feedback.summary)", style: .failure), hangingIndent: 2)
    for detail in outcome.feedback.details {
      console.writeWrapped(
        StyledText("  \(TerminalSanitizer.strip(detail))", style: .muted), hangingIndent: 2)
    }
    if let output = outcome.feedback.output {
      console.writeLine("Your program printed:", style: .muted)
      console.writeOutput(output, style: .muted)
    }
  }

  /// `:skip`: the answer and the explanation, with nothing recorded.
  func showSkipped(_ question: Question, presentation: ChoicePresentation?) {
    console.writeLine("Skipped (nothing recorded).", style: .muted)
    showAnswer(question, presentation: presentation)
    if let explanation = question.explanation {
      console.writeLine("Why", style: .heading)
      console.writeLine(context.renderer.render(explanation))
    }
  }

  /// A lesson's check the learner passed, reached again by paging: its title and answer, not
  /// asked again (session 44's tryout: `p` asked it again and the Enter meant to page on was
  /// graded as an empty answer).
  public func showPassed(_ question: Question) {
    console.writeLine(title(question))
    showAnswer(question, presentation: nil)
  }

  /// The question's answer: the right choices, the accepted answer, the output, or the model answer.
  func showAnswer(_ question: Question, presentation: ChoicePresentation?) {
    switch question.type {
    case .choice:
      let presentation = presentation ?? ChoicePresentation.written(question)
      let right = presentation.items(of: question).filter(\.choice.correct).map {
        "\($0.letter)) \($0.choice.text)"
      }
      showRightAnswer(right.joined(separator: "; "))
    case .short:
      if let expected = Evaluator.displayForm(of: question.accept) {
        console.writeWrapped(
          StyledText("Answer: \(TerminalSanitizer.strip(expected))", style: .bold), hangingIndent: 2)
      }
    case .output:
      console.writeLine("Output:", style: .bold)
      console.writeOutput(question.output ?? "")
    case .code, .explain:
      if let answer = question.answer {
        console.writeLine(question.type == .code ? "A model answer:" : "Model answer", style: .bold)
        console.writeLine(context.renderer.render(answer))
      }
      if !question.keyPoints.isEmpty {
        console.writeLine("Key points", style: .heading)
        for point in question.keyPoints {
          console.writeLine(context.renderer.render(inline: point, after: "  · ", hangingIndent: 4))
        }
      }
    }
  }
}
