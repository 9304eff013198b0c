import DrillPresentation
import Foundation

/// The console when stdin or stdout is not a terminal: plain lines, no
/// editing, no escape codes. Prompts are still printed, so a transcript reads
/// like the session it records.
final class PlainConsole: Console {
  let isInteractive = false
  let usesColor: Bool
  let width: Int
  let supportsRawKeys = false

  /// Where the session's text goes: standard output, or standard error when standard
  /// output carries a machine-read result (`quiz --json`).
  let descriptor: Int32

  init(usesColor: Bool = false, width: Int = 80, descriptor: Int32 = STDOUT_FILENO) {
    self.usesColor = usesColor
    self.width = width
    self.descriptor = descriptor
  }

  /// Output wraps behind `↩` only on a terminal: piped or saved, a compiler line stays whole.
  var wrapsOutput: Bool { isatty(descriptor) == 1 }

  func write(_ text: StyledText) {
    StandardStreams.write(text.rendered(color: usesColor), to: descriptor)
  }

  /// A line `peekLine` read ahead, returned by the next `readLine`.
  private var pending: String?

  func peekLine() -> String? {
    if pending == nil, StandardInputWait.untilReadable() { pending = Swift.readLine(strippingNewline: true) }
    return pending
  }

  func readLine(prompt: String) -> ConsoleInput {
    // A Ctrl-C from before the prompt is dropped; one after it is shown cancels.
    _ = Interrupts.consume()
    StandardStreams.write(TerminalSanitizer.strip(prompt), to: descriptor)
    if let line = pending {
      pending = nil
      if !TerminalInfo.stdinIsTerminal { echo(line) }
      return .line(line)
    }
    guard StandardInputWait.untilReadable() else {
      _ = Interrupts.consume()
      return .interrupt
    }
    guard let line = Swift.readLine(strippingNewline: true) else {
      if Interrupts.consume() { return .interrupt }
      StandardStreams.write("\n", to: descriptor)
      return .endOfInput
    }
    if Interrupts.consume() { return .interrupt }
    if !TerminalInfo.stdinIsTerminal { echo(line) }
    return .line(line)
  }

  /// Shows piped input after its prompt, so transcripts read like a session;
  /// a very long line is shortened on screen (the program still gets all of it).
  private func echo(_ line: String) {
    let limit = 200
    let shown = line.count > limit ? String(line.prefix(limit)) + "… (\(line.utf8.count) bytes)" : line
    StandardStreams.write(TerminalSanitizer.strip(shown) + "\n", to: descriptor)
  }

  func readKey(timeoutMilliseconds: Int?) -> Key? { nil }

  func withRawMode<T>(_ body: () throws -> T) rethrows -> T { try body() }
}
