import DrillSupport

extension LessonPlayer {
  /// What the learner typed at a page's prompt.
  public enum Command: Equatable, Sendable {
    case next, previous, quit, help
    case go(Int)
    /// `run [N] [WORD…]`: the N-th snippet (the first when nil), given the words after its name
    /// (`CommandLine.arguments`; session 50's tryout, finding 16).
    case run(Int?, arguments: [String] = [])
    case edit(Int?)
    case unknown(String)

    public init(_ line: String) {
      let words = line.lowercased().split(separator: " ").map(String.init)
      switch (words.first, words.count) {
      case (nil, _), ("n", 1), ("next", 1): self = .next
      case ("p", 1), ("prev", 1), ("previous", 1): self = .previous
      case ("q", 1), ("quit", 1), (":quit", 1), (":q", 1): self = .quit
      case ("?", 1), ("help", 1), (":help", 1), ("h", 1): self = .help
      case ("g", 2), ("go", 2):
        // A number past `Int` is a page out of range, not an unknown key (session 52's tryout).
        self = Int(clampingDecimal: words[1]).map(Command.go) ?? .unknown(line)
      case ("run", 1), ("r", 1): self = .run(nil)
      case ("run", _), ("r", _):
        // The words keep their case: they reach the program as typed.
        let typed = line.split(separator: " ").dropFirst().map(String.init)
        // A number past `Int` is a snippet out of range, not snippet 1's argument (session 52).
        if let number = Int(clampingDecimal: typed[0]) {
          self = .run(number, arguments: Array(typed.dropFirst()))
        } else {
          self = .run(nil, arguments: typed)
        }
      case ("edit", 1), ("e", 1): self = .edit(nil)
      case ("edit", 2), ("e", 2):
        self = Int(clampingDecimal: words[1]).map { .edit($0) } ?? .unknown(line)
      default: self = .unknown(line)
      }
    }
  }
}
