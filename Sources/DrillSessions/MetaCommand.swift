import DrillPresentation
import Foundation

/// The commands a learner can type instead of an answer.
enum MetaCommand: Equatable {
  case hint, skip, quit, accept, help, retry, giveUp
  case unknown(String)

  init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(":"), trimmed.count > 1 else { return nil }
    switch trimmed.dropFirst().lowercased() {
    case "hint", "h": self = .hint
    case "skip", "s": self = .skip
    case "quit", "q": self = .quit
    case "accept": self = .accept
    case "retry", "r": self = .retry
    case "giveup", "give-up", "g": self = .giveUp
    case "help", "?": self = .help
    default: self = .unknown(trimmed)
    }
  }

  /// Each command with what it does, as `:help` lists them.
  static let commands: [(command: String, effect: String)] = [
    (":hint", "show the next hint (a right answer then counts as Hard)"),
    (":skip", "move on without answering; shows the answer (nothing is recorded)"),
    (":accept", "count your last rejected answer as right from now on (shows it, asks to confirm)"),
    (":retry", "after a code answer that did not pass: another attempt"),
    (":giveup", "after a code answer that did not pass: see a model answer"),
    (":quit", "end the session with its summary (Ctrl-C cancels it)"),
  ]

  /// `:help`'s table for `width` columns: each effect wraps under its own column, as the other help
  /// tables do (`DefinitionList`), not back to column 0 (session 43's tryout, 50 columns).
  static func helpText(width: Int) -> StyledText {
    let rows = commands.map {
      DefinitionList.Row(StyledText($0.command, style: .muted), StyledText($0.effect, style: .muted))
    }
    return StyledText(lines: DefinitionList(rows, indent: 0).lines(width: width))
  }
}
