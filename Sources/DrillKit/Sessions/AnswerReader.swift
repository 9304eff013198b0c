/// Reads one answer from the console: a line, or several lines ended by a
/// line holding only `.`. Lines that start with `:` are meta-commands.
struct AnswerReader {
  enum Input: Equatable {
    case answer(String)
    case command(MetaCommand)
    case interrupted
    case endOfInput
  }

  let console: any Console

  func readLine(prompt: String) -> Input {
    switch console.readLine(prompt: prompt) {
    case .interrupt: return .interrupted
    case .endOfInput: return .endOfInput
    case .line(let line):
      if let command = MetaCommand(line) { return .command(command) }
      return .answer(line)
    }
  }

  /// Several lines up to a lone `.`; the first line may be a meta-command.
  func readBlock(prompt: String, continuation: String = "  ... ") -> Input {
    var lines: [String] = []
    var currentPrompt = prompt
    while true {
      switch console.readLine(prompt: currentPrompt) {
      case .interrupt: return .interrupted
      case .endOfInput:
        return lines.isEmpty ? .endOfInput : .answer(lines.joined(separator: "\n"))
      case .line(let line):
        if lines.isEmpty, let command = MetaCommand(line) { return .command(command) }
        if line.trimmingCharacters(in: .whitespaces) == "." {
          return .answer(lines.joined(separator: "\n"))
        }
        lines.append(line)
        currentPrompt = continuation
      }
    }
  }
}
