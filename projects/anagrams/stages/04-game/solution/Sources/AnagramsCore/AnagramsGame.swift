/// A match of Anagrams: the levels, the points (they carry over between puzzles),
/// and the puzzle being solved with its clock.
public struct AnagramsGame {
  public let levels: [Level]
  public private(set) var points = 0
  /// The puzzle being solved; nil at the menu.
  public private(set) var puzzle: Puzzle?
  /// The level of the puzzle (0 for the first).
  public private(set) var level = 0
  /// When the puzzle started, in seconds.
  public private(set) var startedAt: Double = 0
  private var generator: SeededGenerator

  public init(levels: [Level], seed: UInt64) {
    self.levels = levels
    generator = SeededGenerator(seed: seed)
  }

  /// The menu: `1. Easy-peasy`, one line per level.
  public var menu: String {
    var lines: [String] = []
    for (index, level) in levels.enumerated() {
      lines.append("\(index + 1). \(level.title)")
    }
    return lines.joined(separator: "\n")
  }

  /// Starts a puzzle of level `number` (0 for the first) at `time`: an entry drawn
  /// from the level, its tiles shuffled.
  public mutating func start(level number: Int, at time: Double) {
    level = number
    let entries = levels[number].entries
    let answer = entries[Int(generator.next() % UInt64(entries.count))]
    puzzle = Puzzle(answer: answer, using: &generator)
    startedAt = time
  }

  /// The seconds left to solve the puzzle at `time`, never below 0.
  public func timeLeft(at time: Double) -> Double {
    max(0, Double(levels[level].timeToSolve) - (time - startedAt))
  }

  /// Does what `line` asks at `time` and says what happened. At the menu, a level's
  /// number starts a puzzle. In a puzzle: `?` is a hint; letters are placed in order,
  /// up to the first wrong one.
  public mutating func play(_ line: String, at time: Double) -> String {
    guard var current = puzzle else {
      guard let number = Int(line), number >= 1, number <= levels.count else {
        return "Pick a level:\n" + menu
      }
      start(level: number - 1, at: time)
      return "Level \(number): \(levels[number - 1].title). Find the word!"
    }
    let tile = levels[level].pointsPerTile
    if timeLeft(at: time) <= 0 {
      puzzle = nil
      return "Time's up! The answer was: \(current.answer)\n" + "Pick a level:\n" + menu
    }
    var message = ""
    if line == "?" {
      if let letter = current.hint() {
        points -= tile / 2
        message = "Hint: \(letter)"
      }
    } else {
      for letter in line where letter != " " {
        if current.place(letter) {
          points += tile
        } else {
          points -= tile / 2
          message = "No, not \(letter)"
          break
        }
      }
    }
    puzzle = current
    if current.isSolved {
      puzzle = nil
      return "Solved: \(current.answer)! Points: \(points)\n" + "Pick a level:\n" + menu
    }
    return message.isEmpty ? "Points: \(points)" : message + ". Points: \(points)"
  }
}
