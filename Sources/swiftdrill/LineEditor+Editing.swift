import CEditLine
import DrillPresentation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line that starts with text to edit (a retry of a code answer without an editor, line by
/// line). libedit's blocking read clears its line before it reads, so this reads one key at a
/// time, as the countdown does: the prompt is installed, the text put in the
/// line, and the line drawn again from the left; then each key goes to libedit.
extension LineEditor {
  func readLine(prompt: String, editing text: String) -> ConsoleInput {
    guard !text.isEmpty else { return readLine(prompt: prompt) }
    return withoutCommandHistory { readLine(startingAs: text, prompt: prompt) }
  }

  /// `readLine(prompt:editing:)` with the history as it stands (the REPL's, back from Ctrl-Z).
  func readLine(startingAs text: String, prompt: String) -> ConsoleInput {
    _ = Interrupts.consume()
    LineEditor.setPrompt(prompt)
    swiftdrill_editor_begin_line(prompt)
    defer { swiftdrill_editor_end_line() }
    _ = LineEditor.startEditing(text)
    // Ctrl-Z and `fg` here too (session 48's review: a second Ctrl-Z on a line, or any in `edit N`,
    // left no prompt and the terminal cooked): the poll is interrupted by SIGCONT and the line is
    // begun again, in raw mode, with the text typed so far, as often as it comes.
    return Interrupts.watchingContinue { readKeys(prompt: prompt) }
  }

  /// The keys of a line begun by `readLine(prompt:editing:)`, one at a time, until it ends.
  private func readKeys(prompt: String) -> ConsoleInput {
    while true {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, -1)
      if Interrupts.consume() {
        StandardStreams.write("^C\n")
        return .interrupt
      }
      if Interrupts.consumeContinued() {
        let typed = LineEditor.lineText()
        swiftdrill_editor_end_line()
        swiftdrill_editor_begin_line(prompt)
        _ = LineEditor.startEditing(typed)
        continue
      }
      guard ready > 0 else { continue }
      guard descriptor.revents & Int16(POLLIN) != 0 else {
        StandardStreams.write("\n")  // the terminal went away
        return .endOfInput
      }
      let finished = LineEditor.readKeyIntoLine()
      if Interrupts.consume() {
        StandardStreams.write("^C\n")
        return .interrupt
      }
      if let line = finished {
        guard let line else {
          StandardStreams.write("\n")  // libedit leaves the cursor after ^D
          return .endOfInput
        }
        return .line(line)
      }
    }
  }

  /// Puts `text` in the line libedit just started (after `swiftdrill_editor_begin_line`
  /// installed the prompt) and draws the line again from the left, the cursor at its end. libedit
  /// redraws from what it thinks is the line's start, so the cursor goes there first. Returns
  /// whether there was text to put in. A tab stays a tab (session 52's closing note: a retry gave
  /// one back as four spaces, another answer): libedit draws it to the next multiple of 8 of its
  /// row, as `drawnWidth` counts it under a clock.
  static func startEditing(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    let clean = TerminalSanitizer.strip(text)
    swiftdrill_editor_insert(clean)
    StandardStreams.write("\r\u{1B}[K")
    swiftdrill_editor_redraw()
    return true
  }
}
