import Foundation

/// Asks one question through the console, scores it, records it, and shows
/// feedback. Every study mode (quiz, drill, interview, placement, lesson checks)
/// goes through here, so answers are read, scored and stored the same way.
public struct QuestionAsker {
  let context: StudyContext
  private var console: any Console { context.console }

  public init(context: StudyContext) {
    self.context = context
  }

  /// The last wrong short or output answer, which `:accept` can count as right.
  public private(set) var lastRejected: (question: Question, answer: String)?

  public mutating func ask(_ question: Question, options: AskOptions = AskOptions()) -> AskResult {
    showHeader(question, options: options)
    let start = context.clock.now()
    let presentation =
      question.type == .choice
      ? (question.shuffle
        ? ChoicePresentation(question: question, generator: &context.generator)
        : ChoicePresentation.written(question))
      : nil
    if let presentation { showChoices(question, presentation) }
    if question.type == .code, let starter = question.starter {
      console.writeLine("Starter:", style: .bold)
      console.writeLine(SwiftHighlighter.highlight(TerminalSanitizer.strip(starter)))
    }

    var hintsUsed = 0
    while true {
      let input = readAnswer(question, presentation: presentation)
      switch input {
      case .interrupted: return .interrupted
      case .endOfInput: return .endOfInput
      case .command(let command):
        switch command {
        case .quit: return .quit
        case .skip:
          console.writeLine("Skipped.", style: .muted)
          return .skipped
        case .hint:
          if hintsUsed < question.hints.count {
            hintsUsed += 1
            console.write(StyledText("Hint \(hintsUsed)/\(question.hints.count): ", style: .accent))
            console.writeLine(context.renderer.render(question.hints[hintsUsed - 1]))
          } else {
            console.writeLine(
              question.hints.isEmpty ? "This question has no hints." : "No more hints.", style: .muted)
          }
        case .accept: acceptLastRejected()
        case .help: console.writeLine(MetaCommand.helpText, style: .muted)
        case .unknown(let text):
          console.writeLine("Unknown command \(text). Type :help for the list.", style: .warning)
        }
      case .answer(let text):
        var response = Response(
          text: text, hintsUsed: hintsUsed,
          elapsedSeconds: context.clock.now().timeIntervalSince(start), presentation: presentation,
          personalAccepts: context.personalAccepts(for: question))
        if question.type == .code {
          console.writeLine("Compiling and running your code with the tests…", style: .muted)
        }
        var outcome = context.evaluator.evaluate(question, response)
        if outcome.wasCancelled { return .interrupted }
        guard outcome.understood else {
          console.writeLine(outcome.feedback.summary, style: .warning)
          continue
        }
        if question.type == .explain {
          showModelAnswer(question, outcome)
          guard let rating = readSelfRating(suggested: outcome.rating) else { return .interrupted }
          response.selfRating = rating
          outcome = outcome.selfRated(rating)
        }
        let duration = Int(context.clock.now().timeIntervalSince(start) * 1000)
        context.record(question, answer: text, outcome: outcome, durationMilliseconds: duration)
        if !outcome.correct, question.type == .short || question.type == .output {
          lastRejected = (question, text)
        } else {
          lastRejected = nil
        }
        let points = outcome.credit * Double(question.points)
        showFeedback(question, outcome, points: points, full: options.showsFeedback)
        return .answered(outcome, points: points)
      }
    }
  }

  // MARK: - Reading

  private func readAnswer(_ question: Question, presentation: ChoicePresentation?) -> AnswerReader.Input {
    let reader = AnswerReader(console: console)
    switch question.type {
    case .choice:
      let prompt = question.isMultipleChoice ? "answer (all that apply)> " : "answer> "
      return reader.readLine(prompt: prompt)
    case .short:
      return reader.readLine(prompt: "answer> ")
    case .explain:
      return reader.readLine(prompt: "your answer (Enter to skip to the model answer)> ")
    case .output:
      console.writeLine("Type the exact output; finish with a line holding only '.'", style: .muted)
      return reader.readBlock(prompt: "output> ")
    case .code:
      if console.isInteractive, let edit = context.editCode {
        let prompt = "Enter opens your editor (or type :skip, :hint, :quit)> "
        switch reader.readLine(prompt: prompt) {
        case .answer:
          guard let code = edit(question.starter ?? "") else {
            console.writeLine("The editor did not return any code.", style: .warning)
            return .answer("")
          }
          return .answer(code)
        case let other: return other
        }
      }
      console.writeLine("Type your code; finish with a line holding only '.'", style: .muted)
      return reader.readBlock(prompt: "code> ")
    }
  }

  private func readSelfRating(suggested: Rating) -> Rating? {
    while true {
      let prompt = "How did you do? 1 again · 2 hard · 3 good · 4 easy (suggested \(suggested.rawValue))> "
      switch console.readLine(prompt: prompt) {
      case .interrupt, .endOfInput: return nil
      case .line(let line):
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return suggested }
        if let rating = Rating(parsing: trimmed) { return rating }
        console.writeLine("Type 1, 2, 3 or 4 (or again, hard, good, easy).", style: .warning)
      }
    }
  }

  /// `:accept` typed at the pause after feedback.
  public mutating func acceptPending() {
    acceptLastRejected()
  }

  private mutating func acceptLastRejected() {
    guard let (question, answer) = lastRejected else {
      console.writeLine(":accept works right after a short or output answer was marked wrong.", style: .muted)
      return
    }
    if context.accept(answer, for: question) {
      console.writeLine(
        "Accepted: this answer counts as right for \(question.id) from now on.", style: .success)
    }
    lastRejected = nil
  }

  // MARK: - Showing

  private func showHeader(_ question: Question, options: AskOptions) {
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
  private func title(_ question: Question) -> StyledText {
    var rendered = context.renderer.render(question.title)
    for index in rendered.spans.indices {
      rendered.spans[index].style.bold = true
      if rendered.spans[index].style.color == nil { rendered.spans[index].style.color = .cyan }
    }
    return rendered
  }

  private func showChoices(_ question: Question, _ presentation: ChoicePresentation) {
    let renderer = MarkdownRenderer(width: max(20, console.width - 4))
    for item in presentation.items(of: question) {
      var line = StyledText("  \(item.letter)) ", style: .bold)
      line.append(renderer.render(item.choice.text))
      console.writeLine(line)
    }
  }

  private func showModelAnswer(_ question: Question, _ outcome: Outcome) {
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

  private func showFeedback(_ question: Question, _ outcome: Outcome, points: Double, full: Bool) {
    let earned = points.rounded() == points ? String(Int(points)) : String(format: "%.1f", points)
    if outcome.correct && outcome.credit >= 1 {
      console.writeLine("✓ Right: +\(earned) points", style: .success)
    } else if outcome.credit > 0 {
      console.writeLine("◐ Partly right: +\(earned) of \(question.points) points", style: .warning)
    } else {
      console.writeLine("✗ Not quite: 0 of \(question.points) points", style: .failure)
    }
    // Why code failed (does not compile, a time, output or memory limit, a trap): the
    // details alone may be a wall of the program's own output.
    if question.type == .code && !outcome.correct {
      console.writeLine(outcome.feedback.summary, style: .warning)
    }
    guard full else { return }
    if question.type != .explain {
      for detail in outcome.feedback.details {
        console.writeContent(detail + "\n", style: .muted)
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

  private func showExpected(_ question: Question, _ outcome: Outcome) {
    switch question.type {
    case .choice:
      let presentation = outcome.feedback.expected
      console.writeLine("Right answer: \(presentation ?? rightChoices(question))", style: .bold)
    case .output:
      console.writeLine("Expected output:", style: .bold)
      console.writeContent((question.output ?? "") + "\n", style: .code)
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

  private func rightChoices(_ question: Question) -> String {
    question.choices.filter(\.correct).map { TerminalSanitizer.strip($0.text) }.joined(separator: "; ")
  }
}
