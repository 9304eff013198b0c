import Foundation

/// One difficulty level of Anagrams, as read from `games/anagrams.json`.
public struct AnagramLevel: Sendable, Equatable, Codable {
  /// The name in the menu, e.g. "Easy-peasy".
  public var title: String
  /// Points for each right letter; a wrong letter or a hint costs half of it.
  public var pointsPerTile: Int
  /// Seconds to solve one puzzle.
  public var timeToSolve: Int
  /// Words or phrases (letters, digits and single spaces).
  public var entries: [String]

  public init(title: String, pointsPerTile: Int, timeToSolve: Int, entries: [String]) {
    self.title = title
    self.pointsPerTile = pointsPerTile
    self.timeToSolve = timeToSolve
    self.entries = entries
  }

  /// The cost of a wrong letter or a hint.
  public var penalty: Int { pointsPerTile / 2 }

  /// Why an entry cannot be a puzzle, or `nil` when it can.
  public static func problem(withEntry entry: String) -> String? {
    if entry.isEmpty { return "an entry is empty" }
    if entry != entry.trimmingCharacters(in: .whitespaces) {
      return "'\(entry)' starts or ends with a space"
    }
    if entry.contains("  ") { return "'\(entry)' has two spaces in a row" }
    if !entry.allSatisfy({ $0 == " " || $0.isLetter || $0.isNumber }) {
      return "'\(entry)' may hold only letters, digits and spaces"
    }
    if entry.filter({ $0 != " " }).count < 2 { return "'\(entry)' is too short to scramble" }
    return nil
  }

  /// Problems that make the level unplayable; empty when it is fine.
  public var problems: [String] {
    var found: [String] = []
    if title.trimmingCharacters(in: .whitespaces).isEmpty { found.append("the title is empty") }
    if pointsPerTile < 1 { found.append("pointsPerTile must be at least 1") }
    if timeToSolve < 1 { found.append("timeToSolve must be at least 1 second") }
    if entries.isEmpty { found.append("there are no entries") }
    found += entries.compactMap(Self.problem(withEntry:))
    return found
  }
}
