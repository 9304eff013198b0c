/// One anagram on the board: the shuffled tiles and the answer filled in so far.
public struct AnagramPuzzle: Sendable, Equatable {
  /// The entry to rebuild, as written in the data file.
  public let answer: String
  /// The answer's letters without spaces, in order.
  public let letters: [Character]
  /// The same letters, shuffled; `tileUsed` marks those already placed.
  public let tiles: [Character]
  private var tileUsed: [Bool]
  /// How many letters of the answer are in place.
  public private(set) var placed = 0

  /// Deals `answer` with its letters shuffled (never left in answer order when they can move).
  public init(answer: String, using generator: inout some RandomNumberGenerator) {
    let letters = answer.filter { $0 != " " }.map { $0 }
    var shuffled = letters
    let canMove = Set(letters.map { $0.lowercased() }).count > 1
    repeat {
      shuffled.shuffle(using: &generator)
    } while canMove && shuffled == letters
    self.init(answer: answer, tiles: shuffled)
  }

  /// A puzzle with a known tile order (tests).
  public init(answer: String, tiles: [Character]) {
    self.answer = answer
    self.letters = answer.filter { $0 != " " }.map { $0 }
    self.tiles = tiles
    self.tileUsed = Array(repeating: false, count: tiles.count)
  }

  /// Whether every letter is in place.
  public var isSolved: Bool { placed == letters.count }

  /// The letter the next target needs, or `nil` when solved.
  public var nextLetter: Character? {
    isSolved ? nil : letters[placed]
  }

  /// Whether `character` is the next letter, ignoring case.
  public func fits(_ character: Character) -> Bool {
    guard let next = nextLetter else { return false }
    return character.lowercased() == next.lowercased()
  }

  /// Puts the next letter in place and takes its tile off the rack.
  mutating func placeNext() {
    guard let next = nextLetter else { return }
    if let index = tiles.indices.first(where: {
      !tileUsed[$0] && tiles[$0].lowercased() == next.lowercased()
    }) {
      tileUsed[index] = true
    }
    placed += 1
  }

  /// Tiles not placed yet, in their shuffled order.
  public var remainingTiles: [Character] {
    tiles.indices.filter { !tileUsed[$0] }.map { tiles[$0] }
  }

  /// The rack as shown: `[W] [I] [S] [F] [T]`.
  public var tilesText: String {
    remainingTiles.map { "[\($0.uppercased())]" }.joined(separator: " ")
  }

  /// The targets as shown: `S W _ _ _`; a space in the answer shows as a wider gap.
  public var targetsText: String {
    var words: [String] = []
    var index = 0
    for word in answer.split(separator: " ", omittingEmptySubsequences: false) {
      var cells: [String] = []
      for character in word {
        cells.append(index < placed ? character.uppercased() : "_")
        index += 1
      }
      words.append(cells.joined(separator: " "))
    }
    return words.joined(separator: "   ")
  }
}
