import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillScheduling
import Foundation

/// Asks one question through the console, scores it, records it, and shows
/// feedback. Every study mode (quiz, drill, interview, placement, lesson checks)
/// goes through here, so answers are read, scored and stored the same way.
public struct QuestionAsker {
  let context: StudyContext
  var console: any Console { context.console }

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
    var attempt = 1
    var lastCode: String?
    let reader = AnswerReader(console: console, timer: timer(options))
    while true {
      let input = readAnswer(question, reader: reader, lastCode: lastCode)
      switch input {
      case .interrupted: return .interrupted
      case .endOfInput: return .endOfInput
      case .timeUp: return timeRanOut()
      case .command(let command):
        switch command {
        case .quit: return .quit
        case .skip:
          showSkipped(question, presentation: presentation)
          return .skipped
        case .hint: showHint(question, hintsUsed: &hintsUsed)
        case .accept: acceptLastRejected(reader: reader)
        case .retry:
          console.writeLine(":retry works right after a code answer that did not pass.", style: .muted)
        case .giveUp:
          console.writeLine(":giveup works after a code answer that did not pass.", style: .muted)
        case .help: console.writeLine(MetaCommand.helpText, style: .muted)
        case .unknown(let text):
          console.writeLine("Unknown command \(text). Type :help for the list.", style: .warning)
        }
      case .answer(let text):
        if reader.timer?.isOver(at: context.clock.now()) == true {
          // Under a ticking clock only an editor (which cannot show it) can return after the
          // time is up: the code is neither compiled nor scored.
          console.writeLine("Time was up before this answer: it is not scored.", style: .warning)
          return .timeUp
        }
        if options.leavesOnQ, text.trimmingCharacters(in: .whitespaces).lowercased() == "q" { return .quit }
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
        var endsWithQuit = false
        if question.type == .code {
          if outcome.correct, attempt > 1 {
            outcome = Self.laterAttempt(outcome, attempt: attempt)
          } else if !outcome.correct {
            showAttemptFailure(outcome, attempt: attempt)
            switch offerRetry(question, reader: reader, hintsUsed: &hintsUsed) {
            case .retry:
              attempt += 1
              lastCode = text
              continue
            case .giveUp: break
            case .quit: endsWithQuit = true
            case .interrupted: return .interrupted
            case .timeUp: return timeRanOut()
            }
          }
        }
        let preview = options.showsSchedule ? schedulePreview(question) : nil
        if question.type == .explain {
          showModelAnswer(question, outcome)
          let rating: Rating
          switch readSelfRating(suggested: outcome.rating, reader: reader, preview: preview) {
          case .rated(let chosen): rating = chosen
          case .interrupted: return .interrupted
          case .timeUp: return timeRanOut()
          }
          response.selfRating = rating
          outcome = outcome.selfRated(rating)
        }
        if let deadline = options.deadline, context.clock.now() > deadline {
          console.writeLine("Time was up before this answer: it is not scored.", style: .warning)
          return .timeUp
        }
        let duration = Int(context.clock.now().timeIntervalSince(start) * 1000)
        let after = context.record(question, answer: text, outcome: outcome, durationMilliseconds: duration)
        if !outcome.correct, question.type == .short || question.type == .output {
          lastRejected = (question, text)
        } else {
          lastRejected = nil
        }
        let points = outcome.credit * Double(question.points)
        showFeedback(question, outcome, points: points, full: options.showsFeedback)
        if let preview { showSchedule(preview, rating: outcome.rating, after: after) }
        // `:quit` at the retry prompt gives up on this question (recorded, counted) and ends the
        // session.
        return endsWithQuit ? .answeredThenQuit(outcome, points: points) : .answered(outcome, points: points)
      }
    }
  }

  /// A code answer right on attempt 2 or later: half the points, rated Hard.
  static func laterAttempt(_ outcome: Outcome, attempt: Int) -> Outcome {
    var later = outcome
    later.credit = min(outcome.credit, 0.5)
    later.rating = .hard
    later.feedback.summary = "Right on attempt \(attempt)."
    return later
  }

  private func showHint(_ question: Question, hintsUsed: inout Int) {
    if hintsUsed < question.hints.count {
      hintsUsed += 1
      let label = StyledText("Hint \(hintsUsed)/\(question.hints.count): ", style: .accent)
      console.writeLine(context.renderer.render(question.hints[hintsUsed - 1], after: label))
    } else {
      console.writeLine(
        question.hints.isEmpty ? "This question has no hints." : "No more hints.", style: .muted)
    }
  }

  // MARK: - Reading

  /// The ticking clock of a timed question, on a terminal; piped input reads as usual and an
  /// answer given late is refused after it is read.
  private func timer(_ options: AskOptions) -> QuestionTimer? {
    guard let deadline = options.deadline, console.isInteractive else { return nil }
    return QuestionTimer(deadline: deadline, clock: context.clock)
  }

  /// The time ran out at one of the question's prompts: nothing is recorded.
  private func timeRanOut() -> AskResult {
    console.writeLine("Time ran out before this question was answered: it is not scored.", style: .warning)
    return .timeUp
  }

  private func readAnswer(_ question: Question, reader: AnswerReader, lastCode: String?) -> AnswerReader.Input
  {
    switch question.type {
    case .choice:
      let prompt = question.isMultipleChoice ? "answer (all that apply)> " : "answer> "
      return reader.readLine(prompt: prompt)
    case .short:
      return reader.readLine(prompt: "answer> ")
    case .explain:
      let prompt = console.fittingPrompt(
        "your answer (Enter to skip to the model answer)> ", short: "your answer> ",
        explaining: "Enter skips to the model answer.")
      return reader.readLine(prompt: prompt)
    case .output:
      console.writeLine("Type the exact output; finish with a line holding only '.'", style: .muted)
      return reader.readBlock(prompt: "output> ")
    case .code:
      if console.isInteractive, let edit = context.editCode {
        // A retry reopens the editor on the last code at once.
        if lastCode == nil {
          let prompt = console.fittingPrompt(
            "Enter opens your editor (or type :skip, :hint, :quit)> ", short: "Enter: editor> ",
            explaining: "Enter opens your editor; or type :skip, :hint, :quit.")
          switch reader.readLine(prompt: prompt) {
          case .answer: break
          case let other: return other
          }
        }
        guard let code = edit(lastCode ?? question.starter ?? "") else {
          console.writeLine("The editor did not return any code.", style: .warning)
          return .answer("")
        }
        return .answer(code)
      }
      if let lastCode, console.isInteractive {
        console.writeLine(
          "Type your code again; Up recalls the lines of your last answer. Finish with '.'", style: .muted)
        let lines = lastCode.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return console.withTemporaryHistory(lines) { reader.readBlock(prompt: "code> ") }
      }
      console.writeLine("Type your code; finish with a line holding only '.'", style: .muted)
      return reader.readBlock(prompt: "code> ")
    }
  }

  /// What the learner does after a code answer that did not pass.
  enum RetryChoice {
    case retry, giveUp, quit, interrupted, timeUp
  }

  /// On a terminal: Enter tries again, `:giveup` shows the model answer. Piped:
  /// a line `:retry` right after the answer tries again; any other line is left
  /// for whatever reads next, and the answer counts as given up.
  private func offerRetry(_ question: Question, reader: AnswerReader, hintsUsed: inout Int) -> RetryChoice {
    guard console.isInteractive else {
      guard let next = console.peekLine(), MetaCommand(next) == .retry else { return .giveUp }
      _ = console.readLine(prompt: "")
      console.writeLine("Another attempt.", style: .muted)
      return .retry
    }
    while true {
      let prompt = console.fittingPrompt(
        "Enter to try again · :hint · :giveup to see a model answer> ", short: "Enter: try again> ",
        explaining: ":hint for a hint, :giveup to see a model answer.")
      switch reader.line(prompt: prompt) {
      case .timeUp: return .timeUp
      case .input(.interrupt): return .interrupted
      case .input(.endOfInput): return .giveUp
      case .input(.line(let line)):
        let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty || trimmed == "y" || trimmed == "r" { return .retry }
        switch MetaCommand(line) {
        case .retry: return .retry
        case .giveUp, .skip: return .giveUp
        case .quit: return .quit
        case .hint: showHint(question, hintsUsed: &hintsUsed)
        default:
          console.writeLine("Press Enter to try again, or type :giveup.", style: .muted)
        }
      }
    }
  }

  /// How the self-rating of an explain answer ended.
  enum SelfRating {
    case rated(Rating)
    /// Ctrl-C or the end of input.
    case interrupted
    case timeUp
  }

  private func readSelfRating(suggested: Rating, reader: AnswerReader, preview: SchedulePreview?)
    -> SelfRating
  {
    let choices = preview?.numberedChoices ?? "1 again · 2 hard · 3 good · 4 easy"
    while true {
      let prompt = console.fittingPrompt(
        "How did you do? \(choices) (suggested \(suggested.rawValue))> ",
        short: "rating (\(suggested.rawValue))> ",
        explaining: "How did you do? \(choices)")
      switch reader.line(prompt: prompt) {
      case .timeUp: return .timeUp
      case .input(.interrupt), .input(.endOfInput): return .interrupted
      case .input(.line(let line)):
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .rated(suggested) }
        if let rating = Rating(parsing: trimmed) { return .rated(rating) }
        console.writeLine("Type 1, 2, 3 or 4 (or again, hard, good, easy).", style: .warning)
      }
    }
  }

  /// `:accept` typed at the pause after feedback.
  public mutating func acceptPending() {
    acceptLastRejected(reader: AnswerReader(console: console))
  }

  /// `:accept`: shows exactly what will count as right from now on and asks to confirm.
  private mutating func acceptLastRejected(reader: AnswerReader) {
    guard let (question, answer) = lastRejected else {
      console.writeLine(":accept works right after a short or output answer was marked wrong.", style: .muted)
      return
    }
    console.writeLine("From now on this will count as right for \(question.id):", style: .bold)
    for line in answer.split(separator: "\n", omittingEmptySubsequences: false) {
      console.writeContent("  │ \(line)\n", style: .code)
    }
    console.writeLine(Self.comparisonNote(question), style: .muted)
    lastRejected = nil
    // Under a timed question the confirmation ticks too; the time running out here declines,
    // and the question's next prompt ends it.
    guard case .input(.line(let reply)) = reader.line(prompt: "Accept it? y/N> "),
      ["y", "yes"].contains(reply.trimmingCharacters(in: .whitespaces).lowercased())
    else {
      console.writeLine("Not accepted.", style: .muted)
      return
    }
    if context.accept(answer, for: question) {
      console.writeLine(
        "Accepted: this answer counts as right for \(question.id) from now on "
          + "('accepted --remove \(question.id)' undoes it).", style: .success)
    }
  }

  /// How an accepted answer will be compared, in words.
  static func comparisonNote(_ question: Question) -> String {
    switch (question.type, question.compare) {
    case (.output, .lines):
      "Compared line by line: indentation and line breaks count, trailing spaces do not."
    case (.output, .loose):
      "Compared loosely: runs of spaces and surrounding blank lines do not matter."
    default:
      "Compared as short answers are: letter case and runs of spaces do not matter."
    }
  }

}
