import Foundation

/// The commands a learner can type instead of an answer.
enum MetaCommand: Equatable {
  case hint, skip, quit, accept, help
  case unknown(String)

  init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(":"), trimmed.count > 1 else { return nil }
    switch trimmed.dropFirst().lowercased() {
    case "hint", "h": self = .hint
    case "skip", "s": self = .skip
    case "quit", "q": self = .quit
    case "accept": self = .accept
    case "help", "?": self = .help
    default: self = .unknown(trimmed)
    }
  }

  static let helpText = """
    :hint    show the next hint (a right answer then counts as Hard)
    :skip    move on without answering
    :accept  count your last rejected answer as right from now on
    :quit    end the session with its summary (Ctrl-C cancels it)
    """
}
