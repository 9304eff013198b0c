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
}
