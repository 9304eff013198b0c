import CEditLine
import DrillPresentation
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a line under a countdown. libedit's blocking read cannot wake up by itself, so
/// this reads one key at a time instead (libedit unbuffered): `poll` waits for a key for at
/// most `tickMilliseconds`, each key goes to `swiftdrill_editor_read_key`, and between keys, while
/// libedit's line is settled, the status line above the prompt is redrawn in place (cursor
/// saved, moved up, line rewritten, cursor restored). At the deadline the line as it stands is
/// returned (`.timeUpWhileTyping`), the handler is removed and the terminal put back as it was.
///
/// Ctrl-L is bound to `clearScreen`: libedit's own clear would put the prompt on the top row,
/// leaving no row above it for the status line, so the screen is cleared here and the status
/// line, the answer's earlier lines and then libedit's line are drawn again from the top.
extension LineEditor {
  /// How often the clock is looked at; the status is redrawn only when its text changes.
  static let tickMilliseconds = 100

  func readLine(prompt: String, countdown: Countdown) -> TimedInput {
    withoutCommandHistory { readLine(counting: countdown, prompt: prompt) }
  }

  private func readLine(counting countdown: Countdown, prompt: String) -> TimedInput {
    _ = Interrupts.consume()
    guard !countdown.isOver(at: countdown.clock.now()) else { return .timeUp }
    let between = countdown.linesBetween.map(TerminalSanitizer.strip)
    LineEditor.setPrompt(prompt)
    swiftdrill_editor_begin_line(prompt)
    defer {
      swiftdrill_editor_end_line()
      LineEditor.aboveThePrompt.withLock { $0 = nil }
    }
    var shown: String?
    // libedit's cursor and line buffer still describe the previous read's line until the
    // first key of this one is read (or the text to edit is put in): before that the cursor is
    // right after the prompt.
    var keysRead = LineEditor.startEditing(countdown.editing)
    while true {
      let now = countdown.clock.now()
      let status = countdown.status(now)
      if status.plain != shown {
        redraw(
          status, page: countdown.page, between: between, promptWidth: prompt.displayWidth, keysRead: keysRead
        )
        shown = status.plain
      }
      if countdown.isOver(at: now) {
        let typed = keysRead ? LineEditor.lineText() : ""
        StandardStreams.write("\n")
        return typed.allSatisfy(\.isWhitespace) ? .timeUp : .timeUpWhileTyping(typed)
      }
      let wait = min(Double(LineEditor.tickMilliseconds), countdown.deadline.timeIntervalSince(now) * 1000)
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(max(0, wait.rounded(.up))))
      if Interrupts.consume() {
        StandardStreams.write("^C\n")
        return .input(.interrupt)
      }
      guard ready > 0 else { continue }
      guard descriptor.revents & Int16(POLLIN) != 0 else {
        StandardStreams.write("\n")  // the terminal went away
        return .input(.endOfInput)
      }
      let finished = LineEditor.readKeyIntoLine()
      keysRead = true
      if Interrupts.consume() {
        StandardStreams.write("^C\n")
        return .input(.interrupt)
      }
      if let line = finished {
        guard let text = line else {
          StandardStreams.write("\n")  // libedit leaves the cursor after ^D
          return .input(.endOfInput)
        }
        return .input(.line(text))
      }
    }
  }

  /// Rewrites the status line above the prompt (and above `between`, the answer's earlier
  /// lines), leaving libedit's cursor where it was. The cursor may sit on a later row when the
  /// answer wraps, so the rows above it are counted first (`CountdownPlacement`), from the
  /// prompt and the text typed in this read only.
  private func redraw(
    _ status: StyledText, page: ScreenPage, between: [String], promptWidth: Int, keysRead: Bool
  ) {
    guard let columns = TerminalInfo.columns, columns > 1 else { return }
    var before = ""
    if keysRead, let text = swiftdrill_editor_text_before_cursor() {
      before = String(cString: text)
      free(text)
    }
    let rowsUp = CountdownPlacement.rowsUp(
      columns: columns, promptWidth: promptWidth,
      typedBeforeCursor: LineEditor.drawnWidth(of: before, from: promptWidth, columns: columns),
      linesBetween: between.map { LineEditor.drawnWidth(of: $0, columns: columns) })
    let line = status.truncated(toWidth: columns - 1)
    LineEditor.aboveThePrompt.withLock {
      $0 = Above(page: page, status: status, between: between, usesColor: usesColor)
    }
    // A long answer may have scrolled the status line off the top: moving up would land on
    // one of the answer's lines, so the time is then only kept, not shown (Ctrl-L shows it).
    guard rowsUp < TerminalInfo.rows ?? Int.max else { return }
    StandardStreams.write("\u{1B}7\u{1B}[\(rowsUp)A\r\(line.rendered(color: usesColor))\u{1B}[K\u{1B}8")
  }

  // MARK: - Ctrl-L

  /// A line read below `page` and `linesBetween` (a question's prompt without a timer): Ctrl-L
  /// draws them again above the prompt, as it does in a countdown read.
  func readLine(prompt: String, editing text: String, page: ScreenPage, linesBetween: [String])
    -> ConsoleInput
  {
    LineEditor.aboveThePrompt.withLock {
      $0 = Above(
        page: page, status: nil, between: linesBetween.map(TerminalSanitizer.strip), usesColor: usesColor)
    }
    defer { LineEditor.aboveThePrompt.withLock { $0 = nil } }
    return text.isEmpty ? readLine(prompt: prompt) : readLine(prompt: prompt, editing: text)
  }

  /// What a question's read shows above libedit's line, for Ctrl-L to draw again: the page
  /// (the question, its instructions and its feedback), the status line as last drawn (under a
  /// countdown only), then the answer's earlier lines; nil outside a question's read (the REPL).
  /// The page and the status line are drawn for the terminal's width at the Ctrl-L (session 44's
  /// tryout: after a resize the question came back wrapped at its old width).
  private struct Above {
    var page: ScreenPage
    var status: StyledText?
    var between: [String]
    var usesColor: Bool
  }

  /// Written and read only on the main thread (the loop above and the Ctrl-L key function).
  private static let aboveThePrompt = Mutex<Above?>(nil)

  /// Binds Ctrl-L to `clearScreen` (libedit must be initialised first).
  static func bindClearScreen() {
    swiftdrill_editor_bind("swiftdrill-clear-screen", 0x0C, clearScreen)
  }

  /// Ctrl-L: clears the screen, draws the lines that belong above the prompt (under a
  /// countdown: the question, the status line, the answer's earlier lines) and has libedit draw
  /// its prompt and line again below them, from the left. What does not fit the screen loses
  /// its first rows: the question's top, never the status line while the answer's lines fit.
  private static let clearScreen: @convention(c) (Int32, Int32) -> Int32 = { _, _ in
    var lines: [String] = []
    if let above = aboveThePrompt.withLock({ $0 }) {
      let columns = TerminalInfo.columns ?? 80
      let page = above.page.lines(width: TerminalInfo.width).flatMap(\.lines)
      // Without a status line, its row is the page's: the prompt's row is counted for it.
      let kept = CountdownPlacement.redraw(
        pageWidths: page.map(\.displayWidth),
        linesBetween: above.between.map { drawnWidth(of: $0, columns: columns) },
        rows: TerminalInfo.rows ?? 24, columns: columns, promptRows: above.status == nil ? 0 : 1)
      let status = above.status.map { $0.truncated(toWidth: columns - 1).rendered(color: above.usesColor) }
      lines =
        page[kept.page].map { $0.rendered(color: above.usesColor) }
        + (kept.keepsStatus ? status.map { [$0] } ?? [] : []) + above.between.suffix(kept.between)
    }
    // libedit hears no SIGWINCH (its signals are off): it is told the window's size now, or it
    // drew the line at the width it started with, and after the window narrowed the terminal's
    // wrapping hid a piece of every row (session 52's tryout, finding 2).
    swiftdrill_editor_resize()
    StandardStreams.write(ClearCommand.sequence + lines.map { $0 + "\u{1B}[K\r\n" }.joined())
    swiftdrill_editor_redraw()
    return 0
  }

  /// The columns `text` takes when drawn from column `start` of a line on a screen `columns` wide:
  /// a tab runs to the next multiple of 8 within its row, as libedit and the terminal draw it (a
  /// tab counts no column in `displayWidth`, and tabs typed at `code>` under the clock put it on
  /// a row of the answer).
  static func drawnWidth(of text: String, from start: Int = 0, columns: Int) -> Int {
    guard text.contains("\t"), columns > 0 else { return text.displayWidth }
    var position = start
    for character in text {
      if character == "\t" {
        repeat { position += 1 } while position % columns % 8 != 0
      } else {
        position += String(character).displayWidth
      }
    }
    return position - start
  }

  // MARK: - One key

  /// Reads one key into the line begun by `swiftdrill_editor_begin_line`: nil while the line
  /// goes on, `.some(nil)` for Ctrl-D on an empty line, else the finished line (copied; libedit's
  /// is freed here).
  static func readKeyIntoLine() -> String?? {
    var pointer: UnsafeMutablePointer<CChar>?
    switch swiftdrill_editor_read_key(&pointer) {
    case 1:
      defer { free(pointer) }
      return .some(pointer.map { String(cString: $0) } ?? "")
    case 2: return .some(nil)
    default: return nil
    }
  }
}
