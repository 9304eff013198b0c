import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillScheduling

/// Reading an answer, a retry and a self-rating, each through the question's `AnswerReader`
/// (so a timed question's clock ticks at every prompt).
extension QuestionAsker {
  func readAnswer(_ question: Question, reader: AnswerReader, lastCode: String?) -> AnswerReader.Input {
    // The lines written here (how to answer) join the page Ctrl-L draws again.
    var reader = reader
    func fittingPrompt(_ prompt: String, short: String, explaining: String) -> String {
      let fitted = console.fittingPromptShown(prompt, short: short, explaining: explaining)
      reader.page += fitted.shown
      return fitted.prompt
    }
    func explain(_ text: String) { reader.page += console.writeMuted(text) }
    /// `code` back line by line, each line ready to edit.
    func typeAgain(_ code: String, what: String) -> AnswerReader.Input {
      explain(Self.lineEditingHelp(what))
      let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      return console.withTemporaryHistory(lines) { reader.readBlock(prompt: "code> ", editing: lines) }
    }
    switch question.type {
    case .choice:
      let prompt = question.isMultipleChoice ? "answer (all that apply)> " : "answer> "
      return reader.readLine(prompt: prompt)
    case .short:
      return reader.readLine(prompt: "answer> ")
    case .explain:
      // How the answer ends, said before it is typed (session 51's tryout: Enter after the first
      // sentence handed it in, unannounced, while output and code answers end at a lone '.').
      explain(
        console.isInteractive
          ? "Type the gist; Enter hands it in (a paste of several lines is one answer). "
            + "Enter alone skips to the model answer."
          : "Type the gist on one line; Enter hands it in. Enter alone skips to the model answer.")
      return reader.readLines(prompt: "your answer> ")
    case .output:
      explain("Type the exact output; finish with a line holding only '.'")
      // A stray Enter (meant to page on in a lesson) is not a blank first line of the output,
      // unless the program's output starts with one.
      let startsBlank =
        (question.output ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .first.map { $0.allSatisfy(\.isWhitespace) } ?? false
      return reader.readBlock(prompt: "output> ", skipsLeadingBlankLines: !startsBlank)
    case .code:
      // Which sandbox layer works here is probed while the learner writes the answer. Not
      // for piped input: the answer is there at once and the compile starts the probe itself
      // (a quiz ended by end of input would leave the probe's programs running behind it).
      if console.isInteractive { CodeRunner.prepareSandbox() }
      if console.isInteractive, let edit = context.editCode {
        // A retry reopens the editor on the last code at once.
        if lastCode == nil {
          // `:hint` is offered only where there is a hint to give.
          let commands = question.hints.isEmpty ? ":skip, :quit" : ":skip, :hint, :quit"
          let prompt = fittingPrompt(
            "Enter opens your editor (or type \(commands))> ", short: "Enter: editor> ",
            explaining: "Enter opens your editor; or type \(commands).")
          switch reader.readLine(prompt: prompt) {
          case .answer: break
          case let other: return other
          }
        }
        guard let code = edit(lastCode ?? question.starter ?? "") else {
          // Not an empty answer to compile and count (session 51's tryout, finding 7): the code is
          // typed here instead, from the starter or the last answer, as the next try starts too.
          console.writeLine(
            "The editor did not return any code (it failed or could not start): nothing was "
              + "compiled or counted. Type your answer here instead.", style: .warning)
          guard let start = lastCode ?? question.starter, !start.isEmpty else {
            explain("Type your code; finish with a line holding only '.'")
            return reader.readBlock(prompt: "code> ")
          }
          return typeAgain(start, what: lastCode == nil ? "The starter" : "Your last answer")
        }
        return .answer(code)
      }
      if let lastCode, console.isInteractive { return typeAgain(lastCode, what: "Your last answer") }
      explain("Type your code; finish with a line holding only '.'")
      return reader.readBlock(prompt: "code> ")
    }
  }

  /// How editing without an editor works: `what` comes back line by line, ready to edit.
  static func lineEditingHelp(_ what: String) -> String {
    "\(what) comes back line by line, ready to edit (←/→, Home/End): Enter keeps a line, "
      + "'.' alone ends the code there; after its last line add more, then '.'."
  }

  /// What the learner does after a code answer that did not pass.
  enum RetryChoice {
    case retry, giveUp, quit, interrupted, timeUp
  }

  /// On a terminal: Enter tries again, `:giveup` shows the model answer. Piped:
  /// a line `:retry` right after the answer tries again; any other line is left
  /// for whatever reads next, and the answer counts as given up.
  func offerRetry(_ question: Question, reader: AnswerReader, hintsUsed: inout Int) -> RetryChoice {
    guard console.isInteractive else {
      guard let next = console.peekLine(), MetaCommand(next) == .retry else { return .giveUp }
      _ = console.readLine(prompt: "")
      console.writeLine("Another attempt.", style: .muted)
      return .retry
    }
    while true {
      let hintsLeft = hintsUsed < question.hints.count
      let prompt = console.fittingPrompt(
        "Enter to try again\(hintsLeft ? " · :hint" : "") · :giveup to see a model answer> ",
        short: "Enter: try again> ",
        explaining: (hintsLeft ? ":hint for a hint, " : "") + ":giveup to see a model answer.")
      switch reader.line(prompt: prompt) {
      case .timeUp, .timeUpWhileTyping: return .timeUp
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

  /// After Ctrl-C stopped a code answer's compile or run: nil when Enter asks for another try (the
  /// code comes back), else how the question ends (Ctrl-C again cancels as at any prompt).
  func afterStoppedRun(reader: AnswerReader) -> AskResult? {
    console.writeLine("Stopped: your code's run was cancelled; this attempt is not counted.", style: .warning)
    while true {
      let prompt = console.fittingPrompt(
        "stopped; Enter to try again · Ctrl-C cancels the question> ", short: "Enter: try again> ",
        explaining: "Enter tries again; Ctrl-C cancels the question.")
      switch reader.line(prompt: prompt) {
      case .timeUp, .timeUpWhileTyping: return timeRanOut()
      case .input(.interrupt): return .interrupted
      case .input(.endOfInput): return .endOfInput
      case .input(.line(let line)):
        if line.trimmingCharacters(in: .whitespaces).isEmpty || MetaCommand(line) == .retry { return nil }
        if MetaCommand(line) == .quit { return .quit }
        console.writeLine("Press Enter to try again, or Ctrl-C to cancel the question.", style: .muted)
      }
    }
  }

  /// How the self-rating of an explain answer ended.
  enum SelfRating {
    case rated(Rating)
    /// Ctrl-C.
    case interrupted
    /// The end of input: the session ends with its summary, as at an answer's prompt.
    case endOfInput
    case timeUp
    /// `:quit`: the answer counts with the suggested rating and the session ends with its summary.
    case quit
  }

  func readSelfRating(suggested: Rating, reader: AnswerReader, preview: SchedulePreview?)
    -> SelfRating
  {
    let choices = preview?.numberedChoices ?? Rating.allCases.map { "\($0.rawValue) \($0.name)" }
    while true {
      let prompt = console.fittingPrompt(
        "How did you do? \(choices.joined(separator: " · ")) (suggested \(suggested.rawValue))> ",
        short: "rating (\(suggested.rawValue))> ",
        // Each choice glued: a narrow console wraps between choices, never inside one.
        explaining: "How did you do? " + choices.map(StyledText.glued).joined(separator: " · "))
      switch reader.line(prompt: prompt) {
      case .timeUp: return .timeUp
      case .timeUpWhileTyping(let typed):
        // A rating typed but not entered when the time ran out counts, as a typed answer does.
        return Rating(parsing: typed.trimmingCharacters(in: .whitespaces)).map { .rated($0) } ?? .timeUp
      case .input(.interrupt): return .interrupted
      case .input(.endOfInput): return .endOfInput
      case .input(.line(let line)):
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .rated(suggested) }
        if let rating = Rating(parsing: trimmed) { return .rated(rating) }
        // `:quit` works here as at the answer's prompt (session 51's tryout, finding 9).
        if MetaCommand(line) == .quit { return .quit }
        console.writeLine("Type 1, 2, 3 or 4 (or again, hard, good, easy).", style: .warning)
      }
    }
  }
}
