import DrillGames
import DrillPresentation
import Foundation

/// The one place that turns an error into a message on standard error and an
/// exit code: usage errors exit 2, every other error 1.
struct ErrorReporter {
  /// Whether `error:` and `warning:` are coloured (a colour terminal).
  var usesColor: Bool
  /// Columns to wrap messages at, when standard error is a terminal; nil keeps
  /// each message on one line (a log, a script reading it).
  var width: Int?
  /// In the REPL a command in a message is named as typed there: `check`, not `swiftdrill check`.
  var inREPL = false

  init(usesColor: Bool, width: Int? = TerminalInfo.stderrIsTerminal ? TerminalInfo.width : nil) {
    self.usesColor = usesColor
    self.width = width
  }

  /// The message and exit code for `error`.
  static func describe(_ error: any Error) -> (message: String, status: ExitCode) {
    switch error {
    case let usage as UsageError: (usage.localizedDescription, .usage)
    // `play GAME --option`: a usage error as any command's (docs/scripting.md).
    case let game as GameOptionsError: (game.localizedDescription, .usage)
    case let failure as CommandError: (failure.localizedDescription, .failure)
    // Its description carries a severity of its own; the reporter adds one.
    case let anagrams as AnagramsDataError: (anagrams.summary, .failure)
    default: (error.localizedDescription, .failure)
    }
  }

  /// Reports `error` on standard error and returns its exit code.
  @discardableResult
  func report(_ error: any Error) -> ExitCode {
    let (message, status) = Self.describe(error)
    write("error: ", style: .failure, message)
    return status
  }

  /// Located diagnostics (`file:line:col: error: …`, `DiagnosticList`), on standard error: for a
  /// command whose standard output is its product (`convert … > pack.md` wrote them into the
  /// pack; session 46's tryout).
  func diagnostics(_ list: StyledText) {
    guard !list.plain.isEmpty else { return }
    StandardStreams.standardError(list.rendered(color: usesColor))
  }

  /// A problem that does not stop the command.
  func warn(_ message: String) {
    write("warning: ", style: .warning, message)
  }

  private func write(_ label: String, style: TextStyle, _ message: String) {
    StandardStreams.standardError(text(label, style: style, message))
  }

  /// A message as written: its label, the message stripped of control sequences and,
  /// on a terminal, wrapped with its later lines two columns in; a newline at the end.
  ///
  /// Text between backticks is a command or a path for copying: one whole token that the wrap
  /// never breaks (`StyledText.whole`). In the REPL, `` `swiftdrill check` `` reads `` `check` ``.
  func text(_ label: String, style: TextStyle, _ message: String) -> String {
    let message = Self.shortened(TerminalSanitizer.strip(message))
    let text = StyledText(label, style: style) + Self.copyable(message, inREPL: inREPL)
    let lines = width.map { text.fitted(toWidth: $0, hangingIndent: 2) } ?? [text]
    return StyledText(lines: lines).rendered(color: usesColor) + "\n"
  }

  /// The longest line of a message shown whole, in characters; no message of SwiftDrill's own
  /// comes near it. Longer lines quote what was typed or pasted (a 1 MB line given as an id or an
  /// option's value was written back in full; session 35's tryout).
  static let longestLine = 500

  /// `message` with each line longer than `longestLine` shortened in its middle: its first 300
  /// characters and last 100 kept (the value quoted, and what the message says of it), the rest
  /// counted.
  static func shortened(_ message: String) -> String {
    guard message.count > longestLine else { return message }
    return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.count > longestLine else { return String(line) }
      let left = line.count - 400
      return "\(line.prefix(300))… (\(left) characters left out) …\(line.suffix(100))"
    }.joined(separator: "\n")
  }

  /// `message` with each backticked command or path as a whole token; in the REPL a command
  /// loses its `swiftdrill ` (one that starts with a global option keeps it: it is for a shell).
  static func copyable(_ message: String, inREPL: Bool) -> StyledText {
    let parts = message.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count % 2 == 1, parts.count > 1 else { return StyledText(message) }
    var text = StyledText()
    for (index, part) in parts.enumerated() {
      if index % 2 == 0 {
        text.append(String(part))
        continue
      }
      var token = String(part)
      if inREPL, token.hasPrefix("swiftdrill "), !token.dropFirst("swiftdrill ".count).hasPrefix("-") {
        token.removeFirst("swiftdrill ".count)
      }
      text.append(StyledText.whole("`\(token)`"))
    }
    return text
  }
}
