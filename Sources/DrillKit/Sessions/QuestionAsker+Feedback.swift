import Foundation

extension QuestionAsker {
  func showHeader(_ question: Question, options: AskOptions) {
    var header = StyledText()
    if let number = options.number {
      let total = options.total.map { " of \($0)" } ?? ""
      header.append("Question \(number)\(total)", style: .bold)
      header.append("  ")
    }
    header.append(
      "\(question.level.rawValue) · \(question.kind.rawValue) · \(question.type.rawValue) · "
        + "\(question.points) points" + Self.hintNote(question.hints.count), style: .muted)
    if let status = options.status {
      header.append("  \(status)", style: .accent)
    }
    console.writeLine()
    console.writeLine(header)
    console.writeLine(title(question))
    // No "does not compile" / "traps" labels here: that is often what is asked.
    let prompt = MarkdownRenderer(width: console.width, labelsClaims: false)
    console.writeLine(prompt.render(question.prompt))
  }

  /// The title with its inline Markdown (code spans) rendered, in bold.
  func title(_ question: Question) -> StyledText {
    var rendered = context.renderer.render(question.title)
    for index in rendered.spans.indices {
      rendered.spans[index].style.bold = true
      if rendered.spans[index].style.color == nil { rendered.spans[index].style.color = .cyan }
    }
    return rendered
  }

  func showChoices(_ question: Question, _ presentation: ChoicePresentation) {
    let renderer = MarkdownRenderer(width: max(20, console.width - 4))
    for item in presentation.items(of: question) {
      var line = StyledText("  \(item.letter)) ", style: .bold)
      line.append(renderer.render(item.choice.text))
      console.writeLine(line)
    }
  }

  func showModelAnswer(_ question: Question, _ outcome: Outcome) {
    if let answer = question.answer {
      console.writeLine("Model answer", style: .heading)
      console.writeLine(context.renderer.render(answer))
    }
    if !outcome.feedback.keyPoints.isEmpty {
      console.writeLine("Key points", style: .heading)
      for check in outcome.feedback.keyPoints {
        var line = StyledText(check.touched ? "  ✓ " : "  · ", style: check.touched ? .success : .muted)
        line.append(TerminalSanitizer.strip(check.point))
        console.writeLine(line)
      }
      console.writeLine(outcome.feedback.summary, style: .muted)
    }
  }

  func showFeedback(_ question: Question, _ outcome: Outcome, points: Double, full: Bool) {
    let earned = points.rounded() == points ? String(Int(points)) : String(format: "%.1f", points)
    if outcome.correct && outcome.credit >= 1 {
      console.writeLine("✓ Right: +\(earned) points", style: .success)
    } else if outcome.credit > 0 {
      console.writeLine("◐ Partly right: +\(earned) of \(question.points) points", style: .warning)
    } else {
      console.writeLine("✗ Not quite: 0 of \(question.points) points", style: .failure)
    }
    guard full else { return }
    // Code details (compiler errors, the failed check) were shown after each attempt.
    if question.type != .explain {
      if question.type != .code {
        for detail in outcome.feedback.details {
          console.writeContent(detail + "\n", style: .muted)
        }
      }
      if !outcome.correct {
        showExpected(question, outcome)
      }
    }
    if let explanation = question.explanation {
      console.writeLine("Why", style: .heading)
      console.writeLine(context.renderer.render(explanation))
    }
    if !outcome.correct, question.type == .short || question.type == .output {
      console.writeLine("If your answer should count, type :accept at the next prompt.", style: .muted)
    }
  }

  func showExpected(_ question: Question, _ outcome: Outcome) {
    switch question.type {
    case .choice:
      let presentation = outcome.feedback.expected
      console.writeLine(
        "Right answer: " + TerminalSanitizer.strip(presentation ?? rightChoices(question)), style: .bold)
    case .output:
      if let diff = outcome.feedback.lineDiff {
        showDiff(diff)
      } else {
        console.writeLine("Expected output:", style: .bold)
        console.writeContent((question.output ?? "") + "\n", style: .code)
      }
    case .code:
      if let answer = question.answer {
        console.writeLine("A model answer:", style: .bold)
        console.writeLine(context.renderer.render(answer))
      }
    case .short:
      if let expected = outcome.feedback.expected {
        console.writeLine("Expected: \(TerminalSanitizer.strip(expected))", style: .bold)
      }
    case .explain:
      break
    }
  }

  func rightChoices(_ question: Question) -> String {
    question.choices.filter(\.correct).map { TerminalSanitizer.strip($0.text) }.joined(separator: "; ")
  }

  /// A wrong output answer: the expected lines against the learner's, changed lines marked.
  func showDiff(_ diff: LineDiff) {
    console.writeLine("Expected output against yours (- expected, + yours):", style: .bold)
    for line in diff.lines {
      let (mark, style): (String, TextStyle) =
        switch line.change {
        case .same: ("  ", .code)
        case .expected: ("- ", .success)
        case .yours: ("+ ", .failure)
        }
      console.writeContent("\(mark)\(line.text)\n", style: style)
    }
    for note in diff.whitespaceNotes {
      console.writeContent("  \(note)\n", style: .muted)
    }
  }

  /// A code attempt that did not pass: why, in the learner's terms.
  func showAttemptFailure(_ outcome: Outcome, attempt: Int) {
    let label = attempt > 1 ? "Attempt \(attempt): " : ""
    console.writeLine("✗ \(label)\(outcome.feedback.summary)", style: .failure)
    for detail in outcome.feedback.details {
      console.writeContent("  \(detail)\n", style: .muted)
    }
  }

  /// `:skip`: the answer and the explanation, with nothing recorded.
  func showSkipped(_ question: Question, presentation: ChoicePresentation?) {
    console.writeLine("Skipped (nothing recorded).", style: .muted)
    switch question.type {
    case .choice:
      let presentation = presentation ?? ChoicePresentation.written(question)
      let right = presentation.items(of: question).filter(\.choice.correct).map {
        "\($0.letter)) \(TerminalSanitizer.strip($0.choice.text))"
      }
      console.writeLine("Right answer: \(right.joined(separator: "; "))", style: .bold)
    case .short:
      if let expected = Evaluator.displayForm(of: question.accept) {
        console.writeLine("Answer: \(TerminalSanitizer.strip(expected))", style: .bold)
      }
    case .output:
      console.writeLine("Output:", style: .bold)
      console.writeContent((question.output ?? "") + "\n", style: .code)
    case .code, .explain:
      if let answer = question.answer {
        console.writeLine(question.type == .code ? "A model answer:" : "Model answer", style: .bold)
        console.writeLine(context.renderer.render(answer))
      }
      if !question.keyPoints.isEmpty {
        console.writeLine("Key points", style: .heading)
        for point in question.keyPoints { console.writeContent("  · \(point)\n") }
      }
    }
    if let explanation = question.explanation {
      console.writeLine("Why", style: .heading)
      console.writeLine(context.renderer.render(explanation))
    }
  }
}
