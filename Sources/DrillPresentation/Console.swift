/// What a console read returned.
public enum ConsoleInput: Sendable, Equatable {
  /// A line of text, without its newline.
  case line(String)
  /// Ctrl-C: the current question, game or lesson is cancelled.
  case interrupt
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
}

/// One key press in raw mode (the Bullseye slider).
public enum Key: Sendable, Equatable {
  case left, right, up, down
  case pageUp, pageDown
  case shiftLeft, shiftRight
  case enter
  case character(Character)
  case interrupt
  case endOfInput
}

/// The seam between sessions and the outside world: every session shows
/// text and asks for input through a `Console`, never through stdin/stdout.
///
/// Implementations: the libedit line editor and plain stdin (in the
/// executable) and `ScriptedConsole` (tests).
public protocol Console: AnyObject {
  /// True when a person sits at a terminal: line editing, colour and raw keys are possible.
  var isInteractive: Bool { get }
  /// Whether styled text is printed with colour.
  var usesColor: Bool { get }
  /// Columns available for wrapping.
  var width: Int { get }
  /// Whether a program's output line wider than `width` goes on in rows marked `↩`
  /// (`writeOutput`): where the text lands on a terminal, which would cut it anywhere. Not where
  /// it is piped or saved: a copied compiler line (`file:line:col: error: …`) stays one line, as
  /// nothing else is cut for a terminal there (session 45's tryout, finding 15). True unless a
  /// console says otherwise.
  var wrapsOutput: Bool { get }

  /// Shows text as is (no newline is added).
  func write(_ text: StyledText)
  /// Asks for one line after showing `prompt`.
  func readLine(prompt: String) -> ConsoleInput
  /// Asks for one line that starts as `text`, ready to edit (a line of the last answer, on a
  /// retry): Enter keeps it as it is. Consoles without line editing ask as `readLine(prompt:)`
  /// does (the default).
  func readLine(prompt: String, editing text: String) -> ConsoleInput
  /// Asks as `readLine(prompt:editing:)` does, below `page` (the question and its instructions)
  /// and `linesBetween` (the answer's earlier lines): a terminal draws them again above the
  /// prompt when the learner clears the screen (Ctrl-L), as a timed read does, the page at the
  /// width of that moment. Consoles without a screen to clear ask as `readLine(prompt:editing:)`
  /// does (the default).
  func readLine(prompt: String, editing text: String, page: ScreenPage, linesBetween: [String])
    -> ConsoleInput
  /// Asks for one line under a countdown. A terminal redraws `countdown.status` on the line
  /// above the prompt as the time goes and returns `.timeUp` at the deadline, without waiting
  /// for Enter; elsewhere this reads as `readLine(prompt:)` does (the default).
  func readLine(prompt: String, countdown: Countdown) -> TimedInput
  /// Reads one key press without echo; `nil` when raw keys are unavailable.
  func readKey(timeoutMilliseconds: Int?) -> Key?
  /// Whether a raw-key session is possible (a terminal on both ends).
  var supportsRawKeys: Bool { get }
  /// Enters raw mode for `body`, restoring the terminal on every path out.
  func withRawMode<T>(_ body: () throws -> T) rethrows -> T
  /// The next line of piped input without taking it: the next `readLine` still
  /// returns (and echoes) it. Nil at the end of input, or where input is typed.
  func peekLine() -> String?
  /// Runs `body` with `lines` as the only line history (Up recalls them), then
  /// restores the usual history. Consoles without history just run `body`.
  func withTemporaryHistory<T>(_ lines: [String], _ body: () -> T) -> T
  /// Shows long text (a report, a help page): on a terminal, text taller than the screen goes
  /// through the learner's pager (`$PAGER`, else `less -R`); elsewhere it is written as it is
  /// (the default).
  func page(_ text: StyledText)
  /// Whether more typed input arrived with the line just read (a paste of several lines) and
  /// waits to be read: on a terminal only. Piped input reads one line per answer; false there
  /// (the default).
  func hasPendingInput() -> Bool
}

extension Console {
  public var wrapsOutput: Bool { true }

  public func peekLine() -> String? { nil }

  public func page(_ text: StyledText) { write(text) }

  public func hasPendingInput() -> Bool { false }

  public func readLine(prompt: String, editing text: String) -> ConsoleInput { readLine(prompt: prompt) }

  public func readLine(prompt: String, editing text: String, page: ScreenPage, linesBetween: [String])
    -> ConsoleInput
  {
    text.isEmpty ? readLine(prompt: prompt) : readLine(prompt: prompt, editing: text)
  }

  public func withTemporaryHistory<T>(_ lines: [String], _ body: () -> T) -> T { body() }
}

extension Console {
  /// Columns a prompt leaves free for the answer before a shorter prompt is used.
  static var typingRoom: Int { 10 }

  public func readLine(prompt: String, countdown: Countdown) -> TimedInput {
    .input(readLine(prompt: prompt))
  }

  /// Writes text followed by a newline.
  public func writeLine(_ text: StyledText = "") {
    var line = text
    line.append("\n")
    write(line)
  }

  /// Writes a message fitted to the console's width (see `writeWrapped`).
  public func writeLine(_ text: String, style: TextStyle = .plain) {
    writeWrapped(StyledText(text, style: style))
  }

  /// Writes text fitted to the console's width, then a newline: lines that fit are
  /// kept as they are, longer ones wrap at spaces (`StyledText.fitted`), their
  /// continuation lines `hangingIndent` columns further in than the first.
  /// Every line of prose goes out this way; code and program output do not wrap.
  public func writeWrapped(_ text: StyledText, hangingIndent: Int = 0) {
    writeLine(StyledText(lines: text.fitted(toWidth: width, hangingIndent: hangingIndent)))
  }

  /// Writes text fitted to the console's width as `writeWrapped` does, adding no newline.
  public func writeFitted(_ text: StyledText, hangingIndent: Int = 0) {
    write(StyledText(lines: text.fitted(toWidth: width, hangingIndent: hangingIndent)))
  }

  /// `prompt` when it leaves room to type on a line of the console; else `short`,
  /// after writing `explaining` (what the long prompt said) as a muted line.
  public func fittingPrompt(_ prompt: String, short: String, explaining: String? = nil) -> String {
    fittingPromptShown(prompt, short: short, explaining: explaining).prompt
  }

  /// `fittingPrompt`, with what it wrote (for a page drawn again after Ctrl-L).
  public func fittingPromptShown(_ prompt: String, short: String, explaining: String? = nil)
    -> (prompt: String, shown: ScreenPage)
  {
    if prompt.displayWidth + Self.typingRoom <= width { return (prompt, ScreenPage()) }
    guard let explaining else { return (short, ScreenPage()) }
    return (short, writeMuted(explaining))
  }

  /// Writes `text` as a muted line fitted to the width (as `writeLine(_:style:)` does) and returns
  /// it as a page part (fitted again to the width of a redraw).
  @discardableResult
  public func writeMuted(_ text: String) -> ScreenPage {
    show(ScreenPage { width in StyledText(text, style: .muted).fitted(toWidth: width) })
  }

  /// Writes text that came from content: control sequences are stripped first.
  public func writeContent(_ text: String, style: TextStyle = .plain) {
    write(StyledText(TerminalSanitizer.strip(text), style: style))
  }

  /// Writes a program's output (or a question's expected output) verbatim behind
  /// the output gutter (`OutputGutter`), so that without colour it does not read
  /// as more code; control sequences are stripped. A line wider than the console goes on in
  /// rows marked `↩` (`OutputGutter.lines(of:style:width:)`) where the console `wrapsOutput`.
  public func writeOutput(_ output: String, style: TextStyle = .code) {
    write(OutputGutter.lines(TerminalSanitizer.strip(output), style: style, width: wrapsOutput ? width : nil))
  }
}
