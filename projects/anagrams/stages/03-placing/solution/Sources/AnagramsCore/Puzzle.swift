/// One anagram to solve: the tiles (the answer's letters, shuffled) and the targets
/// (the answer's places, filled in order). Spaces are not tiles: their targets are
/// filled from the start.
public struct Puzzle {
  /// The word or phrase to find.
  public let answer: String
  /// The letters not placed yet, in their shuffled order.
  public private(set) var tiles: [Character]
  /// The answer's places: the character placed there, or nil while empty.
  public private(set) var targets: [Character?]

  /// A puzzle for `answer`, its tiles shuffled with `generator`.
  public init(answer: String, using generator: inout SeededGenerator) {
    self.answer = answer
    var letters = answer.filter { $0 != " " }.map { $0 }
    // Fisher–Yates: from the end, swap each place with a random one at or before it.
    var index = letters.count - 1
    while index > 0 {
      let other = Int(generator.next() % UInt64(index + 1))
      letters.swapAt(index, other)
      index -= 1
    }
    tiles = letters
    targets = answer.map { $0 == " " ? " " : nil }
  }

  /// The tiles as the player sees them: `T F I W S`.
  public var tilesText: String {
    tiles.map { String($0).uppercased() }.joined(separator: " ")
  }

  /// The targets as the player sees them: placed letters, `_` for the empty ones.
  public var targetsText: String {
    targets.map { $0.map { String($0).uppercased() } ?? "_" }.joined(separator: " ")
  }

  /// Whether every target is filled.
  public var isSolved: Bool {
    !targets.contains(nil)
  }

  /// The letter the next empty target needs, if any.
  public var nextLetter: Character? {
    guard let index = targets.firstIndex(where: { $0 == nil }) else { return nil }
    return Array(answer)[index]
  }

  /// Places `letter` on the next empty target when it is the right one (upper or lower
  /// case alike), taking its tile; returns whether it was right.
  public mutating func place(_ letter: Character) -> Bool {
    guard let index = targets.firstIndex(where: { $0 == nil }) else { return false }
    let needed = Array(answer)[index]
    guard letter.lowercased() == needed.lowercased() else { return false }
    targets[index] = needed
    if let tile = tiles.firstIndex(of: needed) { tiles.remove(at: tile) }
    return true
  }

  /// Places the next right letter (a hint) and returns it.
  public mutating func hint() -> Character? {
    guard let letter = nextLetter else { return nil }
    _ = place(letter)
    return letter
  }
}
