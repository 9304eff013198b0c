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

  /// The last wrong short answer, which `:accept` can count as right. Not an output answer: what
  /// a program prints is a fact `check --run` proves (session 46's tryout: "Go" accepted for "Go!").
  public internal(set) var lastRejected: (question: Question, answer: String)?
  /// How `lastRejected` was answered (hints, time), to grade it again once accepted.
  var lastRejectedResponse: Response?
  /// The answer `:accept` → y graded again as right, until the session takes it (`takeRegraded`).
  public internal(set) var regraded: (question: Question, outcome: Outcome, points: Double)?

  /// The answer graded again since the last call, for the session's tally.
  public mutating func takeRegraded() -> (question: Question, outcome: Outcome, points: Double)? {
    defer { regraded = nil }
    return regraded
  }

  public mutating func ask(_ question: Question, options: AskOptions = AskOptions()) -> AskResult {
    // The deadline moves on by the time code answers take to compile and run (`pausedTime`).
    var options = options
    var page = showHeader(question, options: options)
    let start = context.clock.now()
    let presentation =
      question.type == .choice
      ? (question.shuffle
        ? ChoicePresentation(question: question, generator: &context.generator)
        : ChoicePresentation.written(question))
      : nil
    if let presentation { page += showChoices(question, presentation) }
    if question.type == .code, let starter = question.starter {
      page += console.show(
        ScreenPage { width in
          [StyledText("Starter:", style: .bold)] + CodeWrapper.lines(swift: starter, width: width, indent: 0)
        })
    }

    var hintsUsed = 0
    var attempt = 1
    var lastCode: String?
    // A code answer that did not pass and was tried again: `:giveup` at the next attempt's prompt
    // ends the question with it, as `:giveup` at the retry prompt would have.
    var failed: (text: String, outcome: Outcome)?
    var givenUp: (text: String, outcome: Outcome)?  // `failed`, once `:giveup` was typed
    if let note = options.keysNote { page += console.writeMuted(note) }
    var reader = AnswerReader(console: console, timer: timer(options))
    reader.page = page
    reader.pageCommand = options.pageCommand
    while true {
      var input =
        givenUp.map { .answer($0.text) } ?? readAnswer(question, reader: reader, lastCode: lastCode)
      // The time ran out while an answer was being typed: it is graded as it stood (not code).
      let cutOff = input.typedWhenTimeRanOut.flatMap { graded(typedWhenTimeRanOut: $0, question) }
      if let cutOff { input = .answer(cutOff) }
      switch input {
      case .interrupted: return .interrupted
      case .endOfInput: return .endOfInput
      case .timeUp, .timeUpWhileTyping: return timeRanOut()
      case .pageCommand(let line): return .pageCommand(line)
      case .command(let command):
        switch command {
        case .quit: return .quit
        case .skip:
          if options.showsFeedback {
            showSkipped(question, presentation: presentation)
          } else {
            // A mock interview holds back every answer until its report, a skipped one too
            // (session 49's tryout: `:skip` showed the answer and the Why mid-interview).
            // The report gives a choice's or a short answer's answer; the others' are long (session
            // 51's tryout: an output question's answer was promised and not there).
            console.writeLine(
              InterviewSession.rightAnswer(question) != nil
                ? "Skipped: it counts as unanswered; its answer is in the report."
                : "Skipped: it counts as unanswered; the report names it: show \(question.id) shows its answer.",
              style: .muted)
          }
          return .skipped
        case .hint: showHint(question, hintsUsed: &hintsUsed)
        case .accept: if acceptLastRejected(reader: reader) { return .quit }
        case .retry:
          console.writeLine(":retry works right after a code answer that did not pass.", style: .muted)
        case .giveUp where failed != nil: givenUp = failed
        case .giveUp:
          console.writeLine(":giveup works after a code answer that did not pass.", style: .muted)
        case .help: console.writeLine(MetaCommand.helpText(width: console.width))
        case .unknown(let text):
          console.writeLine("Unknown command \(text). Type :help for the list.", style: .warning)
        }
      case .answer(let typed):
        let text = capped(typed, question)
        if cutOff == nil, reader.timer?.isOver(at: context.clock.now()) == true {
          // Under a ticking clock only an editor (which cannot show it) can return after the
          // time is up: the code is neither compiled nor scored.
          console.writeLine("Time was up before this answer: it is not scored.", style: .warning)
          return .timeUp
        }
        if options.leavesOnQ, text.trimmingCharacters(in: .whitespaces).lowercased() == "q" { return .quit }
        if let note = Self.emptyAnswerNote(question, text) {
          // Blank lines typed when the time ran out are no answer to grade.
          if cutOff != nil { return timeRanOut() }
          // An Enter meant to page on, or pressed too soon, is not graded as a miss.
          console.writeLine(note, style: .muted)
          continue
        }
        var response = Response(
          text: text, hintsUsed: hintsUsed,
          elapsedSeconds: context.clock.now().timeIntervalSince(start), presentation: presentation,
          personalAccepts: context.personalAccepts(for: question))
        if question.type == .code, givenUp == nil {
          console.writeLine("Compiling and running your code with the tests…", style: .muted)
        }
        var outcome: Outcome
        if let givenUp {
          outcome = givenUp.outcome  // the last attempt, already compiled, run and shown
        } else {
          // Only code compiles: the clock is read for it alone.
          let compiling = question.type == .code ? context.clock.now() : nil
          outcome = context.evaluator.evaluate(question, response)
          // Not once the time is up (an answer cut off by it): no time is given back then.
          if let compiling, cutOff == nil { pauseClock(since: compiling, options: &options, reader: &reader) }
        }
        if outcome.wasCancelled {
          // Ctrl-C while the code compiled: the terminal echoed "^C" with no line break after
          // it, so the cancel note would have followed on the same line (session 43's tryout).
          if console.isInteractive { console.writeLine() }
          // On a terminal it stops that run, not the quiz (session 51's tryout, finding 10).
          guard console.isInteractive, question.type == .code else { return .interrupted }
          if let ended = afterStoppedRun(reader: reader) { return ended }
          lastCode = text
          continue
        }
        guard outcome.understood else {
          console.writeLine(outcome.feedback.summary, style: .warning)
          // Typed when the time ran out and not an answer ("x" for a choice): nothing to grade.
          if cutOff != nil { return timeRanOut() }
          continue
        }
        if cutOff != nil {
          // Said only once the words are known to be an answer (the review: the note came before a
          // cut-off "x" for a choice, then "not scored").
          console.writeLine(
            question.type == .explain
              ? "Time ran out while you typed: your answer is graded as it stood, with the rating it suggests."
              : "Time ran out while you typed: your answer is graded as it stood.", style: .warning)
        }
        var endsWithQuit = false
        var ratedByTheClock = false
        if question.type == .code {
          if outcome.correct, attempt > 1 {
            outcome = Self.laterAttempt(outcome, attempt: attempt)
          } else if !outcome.correct, givenUp == nil {
            showAttemptFailure(outcome, attempt: attempt)
            // Code cut off by the clock is graded as it stood: no time is left to try again.
            switch cutOff == nil ? offerRetry(question, reader: reader, hintsUsed: &hintsUsed) : .giveUp {
            case .retry:
              attempt += 1
              lastCode = text
              failed = (text, outcome)
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
          reader.page = page + showModelAnswer(question, outcome)
          var rating = outcome.rating
          if cutOff == nil {
            switch readSelfRating(suggested: outcome.rating, reader: reader, preview: preview) {
            case .rated(let chosen): rating = chosen
            case .interrupted: return .interrupted
            case .endOfInput: return .endOfInput
            case .quit:
              endsWithQuit = true
              console.writeLine(
                "Your answer counts with the suggested rating (\(rating.rawValue) \(rating.name)).",
                style: .muted)
            case .timeUp:
              // No time left to rate: the rating the evidence suggests counts, as an interviewer's.
              console.writeLine(
                "Time ran out before you rated your answer: the suggested rating "
                  + "(\(rating.rawValue) \(rating.name)) counts.", style: .warning)
              ratedByTheClock = true
            }
          }
          response.selfRating = rating
          outcome = outcome.selfRated(rating)
          if options.capsSelfRating { outcome = outcome.cappedByEvidence() }
        }
        if cutOff == nil, !ratedByTheClock, let deadline = options.deadline, context.clock.now() > deadline {
          console.writeLine("Time was up before this answer: it is not scored.", style: .warning)
          return .timeUp
        }
        let duration = Int(context.clock.now().timeIntervalSince(start) * 1000)
        let recorded =
          question.type == .choice
          ? (response.presentation ?? .written(question)).recordedAnswer(text, of: question) : text
        let after = context.record(
          question, answer: recorded, outcome: outcome, durationMilliseconds: duration)
        if !outcome.correct, question.type == .short {
          lastRejected = (question, text)
          lastRejectedResponse = response
        } else {
          lastRejected = nil
          lastRejectedResponse = nil
        }
        let points = outcome.credit * Double(question.points)
        showFeedback(question, outcome, points: points, full: options.showsFeedback)
        if let preview { showSchedule(preview, rating: outcome.rating, after: after) }
        // `:quit` at the retry or rating prompt: this question is recorded and counted, and the
        // session ends.
        return endsWithQuit ? .answeredThenQuit(outcome, points: points) : .answered(outcome, points: points)
      }
    }
  }

  func showHint(_ question: Question, hintsUsed: inout Int) {
    if hintsUsed < question.hints.count {
      hintsUsed += 1
      let label = StyledText("Hint \(hintsUsed)/\(question.hints.count): ", style: .accent)
      console.writeLine(context.renderer.render(question.hints[hintsUsed - 1], after: label))
      // A self-rated (explain) answer is rated by the learner: the hint costs nothing there.
      if hintsUsed == 1, question.type != .explain { console.writeLine(Self.hintCost, style: .muted) }
    } else {
      console.writeLine(
        question.hints.isEmpty ? "This question has no hints." : "No more hints.", style: .muted)
    }
  }

  /// What a hint costs, said when the first one is shown (`Evaluator.rating`).
  static let hintCost =
    "A hint's cost: a right answer now counts as Hard, so this question comes back sooner."

  // MARK: - Reading

  /// The ticking clock of a timed question, on a terminal; piped input reads as usual and an
  /// answer given late is refused after it is read.
  private func timer(_ options: AskOptions) -> QuestionTimer? {
    guard let deadline = options.deadline, console.isInteractive else { return nil }
    return QuestionTimer(deadline: deadline, clock: context.clock)
  }

  /// A timed question's clock stands still while its code compiles and runs, as an interviewer
  /// would not count the build: the deadline moves on by that time, and the learner is told.
  private func pauseClock(since start: Date, options: inout AskOptions, reader: inout AnswerReader) {
    guard let deadline = options.deadline else { return }
    let spent = max(0, context.clock.now().timeIntervalSince(start))
    options.deadline = deadline.addingTimeInterval(spent)
    context.pausedTime += spent
    reader.timer = timer(options)
    console.writeLine(
      "The clock paused while your code compiled and ran (\(Int(spent.rounded())) s).", style: .muted)
  }

  /// The answer to grade when the time ran out while `typed` was being typed: nil (not scored)
  /// for a meta-command. Code is compiled and graded as it stood too, as an interviewer reads the
  /// whiteboard when the time is up (session 51's tryout, finding 11: the lines entered were lost).
  private func graded(typedWhenTimeRanOut typed: String, _ question: Question) -> String? {
    MetaCommand(typed) == nil ? typed : nil
  }

  /// The time ran out at one of the question's prompts before anything was typed: nothing is
  /// recorded.
  func timeRanOut() -> AskResult {
    console.writeLine("Time ran out before this question was answered: it is not scored.", style: .warning)
    return .timeUp
  }
}
