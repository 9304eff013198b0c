import DrillPresentation

/// Reads one answer from the console: a line, or several lines ended by a
/// line holding only `.`. Lines that start with `:` are meta-commands.
///
/// With a `timer` (a timed question on a terminal) every read shows the time left on the
/// line above its prompt and ends with `.timeUp` when the time runs out.
struct AnswerReader {
  enum Input: Equatable {
    case answer(String)
    case command(MetaCommand)
    case interrupted
    case endOfInput
    /// The question's time ran out with nothing typed since the last line entered (or at all).
    case timeUp
    /// The time ran out while the learner was typing: the answer as it stood (the lines entered
    /// and the one being typed), not finished.
    case timeUpWhileTyping(String)
    /// The first line was one of the page's own commands (`pageCommand`).
    case pageCommand(String)
  }

  let console: any Console
  var timer: QuestionTimer?
  /// What the screen shows of the question above the reads, its instructions too (drawn again
  /// after Ctrl-L, timed or not).
  var page = ScreenPage()
  /// Whether a first line is the page's own command (a lesson's `g N`), not an answer.
  var pageCommand: (@Sendable (String) -> Bool)?

  init(console: any Console, timer: QuestionTimer? = nil) {
    self.console = console
    self.timer = timer
  }

  func readLine(prompt: String) -> Input {
    switch line(prompt: prompt) {
    case .timeUp: return .timeUp
    case .timeUpWhileTyping(let typed): return .timeUpWhileTyping(typed)
    case .input(.interrupt): return .interrupted
    case .input(.endOfInput): return .endOfInput
    case .input(.line(let line)):
      if let command = MetaCommand(line) { return .command(command) }
      if pageCommand?(line) == true { return .pageCommand(line) }
      return .answer(line)
    }
  }

  /// A verbal answer: one line, with the lines that arrived together with it on a terminal (a
  /// paste of several lines is one answer, not lines for the rating prompt after it; session
  /// 51's tryout, finding 1). Piped input keeps one line per answer.
  func readLines(prompt: String, continuation: String = "  ... ") -> Input {
    let first = readLine(prompt: prompt)
    guard case .answer(let line) = first else { return first }
    var lines = [line]
    var shown = [prompt + line]
    while console.hasPendingInput() {
      switch self.line(prompt: continuation, linesBetween: shown) {
      case .timeUp: return .timeUpWhileTyping(lines.joined(separator: "\n"))
      case .timeUpWhileTyping(let typed): return .timeUpWhileTyping((lines + [typed]).joined(separator: "\n"))
      case .input(.interrupt): return .interrupted
      case .input(.endOfInput): return .answer(lines.joined(separator: "\n"))
      case .input(.line(let next)):
        lines.append(next)
        shown.append(continuation + next)
      }
    }
    return .answer(lines.joined(separator: "\n"))
  }

  /// Several lines up to a lone `.`; the first line may be a meta-command. Line N starts as
  /// `editing[N]` when there is one (a retry: the last answer, line by line, ready to edit).
  /// With `skipsLeadingBlankLines`, blank lines before the first line of text are not kept.
  func readBlock(
    prompt: String, continuation: String = "  ... ", editing: [String] = [],
    skipsLeadingBlankLines: Bool = false
  ) -> Input {
    var lines: [String] = []
    var shown: [String] = []
    var currentPrompt = prompt
    while true {
      let start = lines.count < editing.count ? editing[lines.count] : ""
      switch line(prompt: currentPrompt, linesBetween: shown, editing: start) {
      case .timeUp:
        return lines.isEmpty ? .timeUp : .timeUpWhileTyping(lines.joined(separator: "\n"))
      case .timeUpWhileTyping(let typed):
        return .timeUpWhileTyping((lines + [typed]).joined(separator: "\n"))
      case .input(.interrupt): return .interrupted
      case .input(.endOfInput):
        return lines.isEmpty ? .endOfInput : .answer(lines.joined(separator: "\n"))
      case .input(.line(let line)):
        if lines.isEmpty, let command = MetaCommand(line) { return .command(command) }
        if lines.isEmpty, pageCommand?(line) == true { return .pageCommand(line) }
        if line.trimmingCharacters(in: .whitespaces) == "." {
          return .answer(lines.joined(separator: "\n"))
        }
        if skipsLeadingBlankLines, lines.isEmpty, line.allSatisfy(\.isWhitespace) {
          shown.append(currentPrompt + line)
          continue
        }
        lines.append(line)
        shown.append(currentPrompt + line)
        currentPrompt = continuation
      }
    }
  }

  /// One line of input: under the timer's countdown when there is one. The status line is
  /// written once, above the first line of an answer; later lines of a block count the rows
  /// between.
  func line(prompt: String, linesBetween: [String] = [], editing: String = "") -> TimedInput {
    guard let timer else {
      // Ctrl-L draws the question again above the prompt, as under a timer (session 43's tryout:
      // a quiz's `output>` was left alone on a cleared screen).
      return .input(
        console.readLine(prompt: prompt, editing: editing, page: page, linesBetween: linesBetween))
    }
    let now = timer.clock.now()
    guard !timer.isOver(at: now) else { return .timeUp }
    if linesBetween.isEmpty {
      console.writeLine(QuestionTimer.status(at: now, deadline: timer.deadline))
    }
    var countdown = timer.countdown(linesBetween: linesBetween, page: page)
    countdown.editing = editing
    return console.readLine(prompt: prompt, countdown: countdown)
  }
}

extension AnswerReader.Input {
  /// The answer being typed when the time ran out, if that is how the read ended.
  var typedWhenTimeRanOut: String? {
    if case .timeUpWhileTyping(let typed) = self { typed } else { nil }
  }
}
