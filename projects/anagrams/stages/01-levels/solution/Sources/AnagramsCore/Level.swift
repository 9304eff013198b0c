import Foundation

/// One level of the game: its name, the points of a tile, the seconds to solve a
/// puzzle, and the words and phrases it draws from.
public struct Level: Codable, Equatable {
  public var title: String
  public var pointsPerTile: Int
  public var timeToSolve: Int
  public var entries: [String]

  public init(title: String, pointsPerTile: Int, timeToSolve: Int, entries: [String]) {
    self.title = title
    self.pointsPerTile = pointsPerTile
    self.timeToSolve = timeToSolve
    self.entries = entries
  }

  /// What a word-list file holds: `{"levels": [...]}`.
  private struct File: Codable {
    var levels: [Level]
  }

  /// The levels in `json`; throws when it is not a word list.
  public static func load(fromJSON json: String) throws -> [Level] {
    try JSONDecoder().decode(File.self, from: Data(json.utf8)).levels
  }

  /// The word list the game starts with.
  public static let builtInJSON = """
    {
      "levels": [
        {
          "title": "Easy-peasy", "pointsPerTile": 10, "timeToSolve": 60,
          "entries": ["let", "var", "func", "enum", "case", "guard", "struct", "Int", "Bool", "nil"]
        },
        {
          "title": "Challenge accepted", "pointsPerTile": 20, "timeToSolve": 90,
          "entries": ["switch", "protocol", "closure", "optional", "extension", "Character", "mutating"]
        },
        {
          "title": "I'm totally hard-core", "pointsPerTile": 30, "timeToSolve": 120,
          "entries": ["async let", "type inference", "copy on write", "pattern matching", "actor isolation"]
        }
      ]
    }
    """
}
