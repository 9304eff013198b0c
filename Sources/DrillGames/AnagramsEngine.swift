import Foundation

/// The rules of Anagrams: pick a level, rebuild a shuffled word letter by letter before the
/// countdown ends. Points carry over between the puzzles of one match.
///
/// Pure: every call takes the current time; entries and shuffles come from the generator passed in.
public struct AnagramsEngine: Sendable, Equatable {
  /// The levels of the menu, in order (level 1 first).
  public let levels: [AnagramLevel]
  /// Points in this match; wrong letters and hints can take it below zero.
  public private(set) var points = 0
  /// Puzzles dealt in this match.
  public private(set) var puzzlesPlayed = 0
  /// Puzzles solved in this match.
  public private(set) var puzzlesSolved = 0
  /// The puzzle on the board, or `nil` at the menu.
  public private(set) var puzzle: AnagramPuzzle?
  /// The level of the puzzle on the board (index into `levels`).
  public private(set) var levelIndex: Int?
  /// When the puzzle on the board is lost, or `nil` at the menu.
  public private(set) var deadline: Date?
  /// Entries dealt in this match, so none repeats until a level runs out.
  private var dealt: Set<String> = []

  public init(levels: [AnagramLevel]) {
    self.levels = levels
  }

  /// The level of the puzzle on the board.
  public var currentLevel: AnagramLevel? {
    levelIndex.map { levels[$0] }
  }

  /// Deals a puzzle from level `number` (from 1) at `date`; `nil` when there is no such level.
  @discardableResult
  public mutating func start(
    level number: Int, at date: Date, using generator: inout some RandomNumberGenerator
  ) -> AnagramPuzzle? {
    // `number >= 1` first: `number - 1` of the smallest Int would overflow.
    guard number >= 1, levels.indices.contains(number - 1) else { return nil }
    let level = levels[number - 1]
    var fresh = level.entries.filter { !dealt.contains($0) }
    if fresh.isEmpty {
      dealt.subtract(level.entries)
      fresh = level.entries
    }
    guard let entry = fresh.randomElement(using: &generator) else { return nil }
    dealt.insert(entry)
    let dealtPuzzle = AnagramPuzzle(answer: entry, using: &generator)
    puzzle = dealtPuzzle
    levelIndex = number - 1
    deadline = date.addingTimeInterval(TimeInterval(level.timeToSolve))
    puzzlesPlayed += 1
    return dealtPuzzle
  }

  /// Seconds left to solve the puzzle on the board (0 at the menu).
  public func timeLeft(at date: Date) -> TimeInterval {
    guard puzzle != nil, let deadline else { return 0 }
    return max(0, deadline.timeIntervalSince(date))
  }

  /// Ends the puzzle when its time has run out by `date`.
  public mutating func checkTime(at date: Date) -> AnagramEvent? {
    guard let puzzle, timeLeft(at: date) <= 0 else { return nil }
    clearBoard()
    return .timeUp(answer: puzzle.answer)
  }

  /// Places typed letters in order; spaces are skipped and case does not matter. A letter of a
  /// tile left that is not the next one costs the level's penalty; one on no tile left, nothing.
  /// Input after the deadline scores nothing: the puzzle is lost.
  public mutating func type(_ text: String, at date: Date) -> [AnagramEvent] {
    if let timeUp = checkTime(at: date) { return [timeUp] }
    guard var board = puzzle, let level = currentLevel else { return [] }
    var events: [AnagramEvent] = []
    for character in text where character != " " {
      if !board.remainingTiles.contains(where: { $0.lowercased() == character.lowercased() }) {
        // A letter on no tile left is a slip of the keyboard, not a wrong tile: the tutorial
        // charges only for a tile dropped on the wrong target (session 50's tryout, finding 3).
        events.append(.noTile(character))
      } else if board.fits(character) {
        board.placeNext()
        points += level.pointsPerTile
        events.append(.placed(character, points: level.pointsPerTile))
      } else {
        points -= level.penalty
        events.append(.refused(character, penalty: level.penalty))
      }
      if board.isSolved { break }
    }
    return events + settle(board)
  }

  /// Places the next right letter for a penalty.
  public mutating func hint(at date: Date) -> [AnagramEvent] {
    if let timeUp = checkTime(at: date) { return [timeUp] }
    guard var board = puzzle, let level = currentLevel, let next = board.nextLetter else { return [] }
    board.placeNext()
    points -= level.penalty
    return [.hinted(next, penalty: level.penalty)] + settle(board)
  }

  /// Gives the puzzle up: it is lost and the answer shown.
  public mutating func giveUp() -> AnagramEvent? {
    guard let puzzle else { return nil }
    clearBoard()
    return .gaveUp(answer: puzzle.answer)
  }

  private mutating func settle(_ board: AnagramPuzzle) -> [AnagramEvent] {
    guard board.isSolved else {
      puzzle = board
      return []
    }
    puzzlesSolved += 1
    clearBoard()
    return [.solved(answer: board.answer)]
  }

  private mutating func clearBoard() {
    puzzle = nil
    levelIndex = nil
    deadline = nil
  }
}

/// What a move in Anagrams did.
public enum AnagramEvent: Sendable, Equatable {
  /// A right letter filled the next target and earned points.
  case placed(Character, points: Int)
  /// A wrong letter was refused and cost points.
  case refused(Character, penalty: Int)
  /// A letter on no tile left was refused; it costs nothing.
  case noTile(Character)
  /// A hint placed this letter and cost points.
  case hinted(Character, penalty: Int)
  /// Every target is filled.
  case solved(answer: String)
  /// The countdown ran out; the puzzle is lost.
  case timeUp(answer: String)
  /// The player gave up; the puzzle is lost.
  case gaveUp(answer: String)
}
