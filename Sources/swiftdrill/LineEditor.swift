import CEditLine
import DrillPresentation
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive console: libedit for lines (history, Tab completion, UTF-8
/// editing), raw mode for single keys, ANSI colour unless turned off.
final class LineEditor: Console {
  let isInteractive = true
  let usesColor: Bool
  private var history: HistoryFile

  init(historyURL: URL, usesColor: Bool, completer: Completer) {
    self.usesColor = usesColor
    self.history = HistoryFile(url: historyURL)
    LineEditor.setCompleter(completer)
    swiftdrill_editor_open("swiftdrill", LineEditor.attemptCompletion)
    swiftdrill_editor_set_interrupt_check { Interrupts.isPending ? 1 : 0 }
    LineEditor.bindClearScreen()
    history.load()
  }

  /// A problem met while loading the history, to tell the user once.
  var historyProblem: String? { history.loadProblem }

  var width: Int { TerminalInfo.width }

  func write(_ text: StyledText) {
    StandardStreams.write(text.rendered(color: usesColor))
  }

  func readLine(prompt: String) -> ConsoleInput {
    withoutCommandHistory { read(prompt: prompt, remember: false) }
  }

  /// Whether `withTemporaryHistory` stands in for the REPL's history now.
  private var inTemporaryHistory = false

  /// Runs a read that is not the REPL's own (an answer, a rating, a confirmation) with no history
  /// to recall, unless a temporary one (the last answer's lines) stands in: ↑ at an answer's prompt
  /// put a REPL command on the line, which Enter would hand in (session 51's tryout, finding 13a).
  func withoutCommandHistory<T>(_ body: () -> T) -> T {
    inTemporaryHistory ? body() : withTemporaryHistory([], body)
  }

  /// Text taller than the screen goes through the pager (`Pager`), the rest is written.
  func page(_ text: StyledText) {
    let rendered = text.rendered(color: usesColor)
    let environment = ProcessInfo.processInfo.environment
    if TerminalInfo.stdoutIsTerminal,
      Pager.isTall(lines: rendered.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }, rows: TerminalInfo.rows),
      let command = Pager.command(environment: environment, columns: TerminalInfo.columns),
      Pager.show(rendered, command: command, environment: environment)
    {
      _ = Interrupts.consume()  // Ctrl-C in the pager is the pager's
      return
    }
    StandardStreams.write(rendered)
  }

  /// Input already waiting after the line just read: a paste's next line arrives with the first,
  /// never 40 ms after an Enter a person typed.
  func hasPendingInput() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 40) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }

  /// Reads a REPL command; the line goes into the history.
  func readCommand(prompt: String) -> ConsoleInput {
    read(prompt: prompt, remember: true)
  }

  private func read(prompt: String, remember: Bool) -> ConsoleInput {
    _ = Interrupts.consume()
    LineEditor.setPrompt(prompt)
    let read = Interrupts.watchingContinue { swiftdrill_editor_read_line(TerminalSanitizer.strip(prompt)) }
    guard let pointer = read else {
      if Interrupts.consume() {
        StandardStreams.write("^C\n")
        return .interrupt
      }
      if Interrupts.consumeContinued() {
        // Back from Ctrl-Z: the shell's lines stand where the prompt was; the prompt and the
        // line typed so far are drawn again, and the reading goes on.
        let typed = LineEditor.lineText()
        guard !typed.isEmpty else { return self.read(prompt: prompt, remember: remember) }
        let input = readLine(startingAs: typed, prompt: prompt)
        if remember, case .line(let line) = input { self.remember(line) }
        return input
      }
      StandardStreams.write("\n")  // libedit leaves the cursor after ^D
      return .endOfInput
    }
    defer { free(pointer) }
    let line = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
    if Interrupts.consume() { return .interrupt }
    if remember { self.remember(line) }
    return .line(line)
  }

  /// Adds a command to the history, written at once, so a killed terminal or a crash keeps the
  /// commands typed so far; a problem is reported once, when the REPL closes and saves again.
  private func remember(_ line: String) {
    history.add(line)
    _ = history.save()
  }

  /// The whole line libedit holds.
  static func lineText() -> String {
    guard let text = swiftdrill_editor_line_text() else { return "" }
    defer { free(text) }
    return String(cString: text)
  }

  /// Swaps the REPL's history for `lines` while `body` runs (Up recalls the
  /// lines of the learner's last answer, not REPL commands), then puts it back.
  func withTemporaryHistory<T>(_ lines: [String], _ body: () -> T) -> T {
    let saved = HistoryFile.entries()
    swiftdrill_history_clear()
    for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      swiftdrill_history_add(line)
    }
    let wasTemporary = inTemporaryHistory
    inTemporaryHistory = true
    defer {
      inTemporaryHistory = wasTemporary
      swiftdrill_history_clear()
      for line in saved { swiftdrill_history_add(line) }
    }
    return body()
  }

  var supportsRawKeys: Bool { TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal }

  func readKey(timeoutMilliseconds: Int?) -> Key? {
    RawKeyReader.readKey(timeoutMilliseconds: timeoutMilliseconds)
  }

  func withRawMode<T>(_ body: () throws -> T) rethrows -> T {
    try RawKeyReader.withRawMode(body)
  }

  /// Saves the history; returns a problem to report, if any.
  func close() -> String? {
    history.save()
  }

  // MARK: - Completion

  /// libedit calls completion through a C function pointer that cannot capture
  /// context, so the candidates' source lives here, behind a lock. It is written
  /// when content is loaded and read only from libedit's callback on the main thread.
  private static let completer = Mutex(Completer())

  static func setCompleter(_ value: Completer) {
    completer.withLock { $0 = value }
  }

  /// The prompt of the line being read: what Tab completes depends on it (an answer's prompt
  /// takes `:skip`, `:hint`…, not the REPL's commands).
  private static let currentPrompt = Mutex("")

  static func setPrompt(_ prompt: String) {
    currentPrompt.withLock { $0 = prompt }
  }

  /// Runs `body` with `value` completing, then the completer before it again (a lesson's prompt).
  static func withCompleter<T>(_ value: Completer, _ body: () throws -> T) rethrows -> T {
    let saved = completer.withLock { current in
      defer { current = value }
      return current
    }
    defer { setCompleter(saved) }
    return try body()
  }

  private static let attemptCompletion:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >? = { text, _, _ in
      let word = text.map { String(cString: $0) } ?? ""
      let prompt = currentPrompt.withLock { $0 }
      let candidates = completer.withLock {
        $0.candidates(before: textBeforeWord(word), word: word, prompt: prompt)
      }
      if candidates.isEmpty, Completer.takesTabs(at: prompt) { swiftdrill_editor_insert_tab_instead() }
      // A folder completed alone takes no space after it: the next Tab goes on inside it.
      let intoFolder = candidates.count == 1 && candidates[0].hasSuffix("/")
      swiftdrill_editor_set_append_character(intoFolder ? 0 : 32)
      return LineEditor.matchArray(candidates)
    }

  /// The line before the word being completed (which ends at the cursor), copied out of
  /// libedit's line now: no pointer into libedit's buffers is kept (shim.h says why).
  static func textBeforeWord(_ word: String) -> String {
    guard let pointer = swiftdrill_editor_text_before_cursor() else { return "" }
    defer { free(pointer) }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
    return String(decoding: bytes.prefix(max(0, bytes.count - word.utf8.count)), as: UTF8.self)
  }

  /// The NULL-terminated, malloc'd array libedit expects: the replacement text
  /// first (the common prefix), then every match. libedit frees it.
  ///
  /// Two NULLs end it: libedit tells a single match by `matches[2] == NULL` before it looks at
  /// `matches[1]`, and its own lists always have room for that. With one NULL it read past the
  /// array, took the heap's next word for a second match and added no space after a completed
  /// word (`quiz --le` Tab gave `quiz --level` with the cursor on its last letter; session 35).
  static func matchArray(_ candidates: [String]) -> UnsafeMutablePointer<
    UnsafeMutablePointer<CChar>?
  >? {
    guard !candidates.isEmpty else { return nil }
    let entries = candidates.count == 1 ? candidates : [Completer.commonPrefix(candidates)] + candidates
    let slots = entries.count + 2
    guard
      let array = calloc(slots, MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: slots)
    else { return nil }
    for (index, entry) in entries.enumerated() {
      array[index] = strdup(entry)
    }
    return array
  }
}
