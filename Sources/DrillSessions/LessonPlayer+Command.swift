extension LessonPlayer {
  /// What the learner typed at a page's prompt.
  public enum Command: Equatable, Sendable {
    case next, previous, quit, help
    case go(Int)
    case run(Int?)
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
        self = Int(words[1]).map(Command.go) ?? .unknown(line)
      case ("run", 1), ("r", 1): self = .run(nil)
      case ("run", 2), ("r", 2):
        self = Int(words[1]).map { .run($0) } ?? .unknown(line)
      case ("edit", 1), ("e", 1): self = .edit(nil)
      case ("edit", 2), ("e", 2):
        self = Int(words[1]).map { .edit($0) } ?? .unknown(line)
      default: self = .unknown(line)
      }
    }
  }
}
