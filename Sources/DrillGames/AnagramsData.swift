import DrillContent
import Foundation

/// The Anagrams levels: the bundled `games/anagrams.json`, extended by the user's
/// `<data dir>/games/anagrams.json`.
///
/// A problem in the bundled file is thrown (the installation is broken). A problem in the
/// user's file never stops the game: it is collected in `problems` and the rest is used.
public struct AnagramsData: Sendable, Equatable {
  /// The file name in both the bundled and the user's `games` folder.
  public static let fileName = "anagrams.json"

  /// The levels in menu order.
  public var levels: [AnagramLevel]
  /// What was wrong with the user's file (skipped parts), for the caller to report.
  public var problems: [AnagramsDataError]

  public init(levels: [AnagramLevel], problems: [AnagramsDataError] = []) {
    self.levels = levels
    self.problems = problems
  }

  /// Reads the bundled levels from `bundledFile` and merges `userDirectory/anagrams.json`
  /// when that file exists.
  public static func load(bundledFile: URL, userDirectory: URL?) throws(AnagramsDataError) -> AnagramsData {
    let bundled = try decodeLevels(from: read(bundledFile), path: bundledFile.path)
    var data = AnagramsData(levels: bundled)
    guard let userDirectory else { return data }
    let userFile = userDirectory.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: userFile.path) else { return data }
    do {
      let contents = try read(userFile)
      data.merge(try decode(UserFile.self, from: contents, path: userFile.path), path: userFile.path)
    } catch {
      data.problems.append(error)
    }
    return data
  }

  /// Decodes and checks a complete levels file (the bundled shape).
  public static func decodeLevels(from contents: Data, path: String) throws(AnagramsDataError)
    -> [AnagramLevel]
  {
    let file = try decode(BundledFile.self, from: contents, path: path)
    guard !file.levels.isEmpty else { throw .malformed(path: path, reason: "there are no levels") }
    for (index, level) in file.levels.enumerated() {
      if let reason = level.problems.first {
        throw .invalidLevel(path: path, level: index + 1, reason: reason)
      }
    }
    return file.levels
  }

  /// Merges a user file's levels: entries go to the level named by `level` (a number) or
  /// `title`; a level that matches none becomes a new level at the end of the menu.
  mutating func merge(_ file: UserFile, path: String) {
    for (index, userLevel) in file.levels.enumerated() {
      let number = index + 1
      let target = match(for: userLevel)
      // Entries are named by the file's own level number (the menu's may differ), and only in a
      // level that is kept: a skipped level's entries are not warned about one by one.
      var entries: [String] = []
      var entryProblems: [AnagramsDataError] = []
      for entry in userLevel.entries {
        if let reason = AnagramLevel.problem(withEntry: entry) {
          entryProblems.append(.invalidEntry(path: path, level: number, reason: reason))
        } else {
          entries.append(entry)
        }
      }
      switch target {
      case .existing(let target):
        problems += entryProblems
        var seen = Set(levels[target].entries.map { $0.lowercased() })
        levels[target].entries += entries.filter { seen.insert($0.lowercased()).inserted }
        continue
      case .missing(let missing):
        problems.append(.unknownLevel(path: path, level: number, number: missing))
        continue
      case .new:
        break
      }
      guard let title = userLevel.title, let points = userLevel.pointsPerTile,
        let time = userLevel.timeToSolve
      else {
        problems.append(
          .invalidLevel(
            path: path, level: number,
            reason: "a new level needs title, pointsPerTile and timeToSolve (or 'level' to extend one)"))
        continue
      }
      let level = AnagramLevel(title: title, pointsPerTile: points, timeToSolve: time, entries: entries)
      if let reason = level.problems.first {
        // A level left with no entries is skipped for its entries: those are named.
        if entries.isEmpty { problems += entryProblems }
        problems.append(.invalidLevel(path: path, level: number, reason: reason))
      } else {
        problems += entryProblems
        levels.append(level)
      }
    }
  }

  private enum Match {
    case existing(Int)
    case missing(Int)
    case new
  }

  /// Which bundled level a user level extends: by number, else by title; otherwise it is new.
  private func match(for userLevel: UserFile.Level) -> Match {
    if let number = userLevel.level {
      return number >= 1 && levels.indices.contains(number - 1) ? .existing(number - 1) : .missing(number)
    }
    if let title = userLevel.title?.lowercased(),
      let index = levels.firstIndex(where: { $0.title.lowercased() == title })
    {
      return .existing(index)
    }
    return .new
  }

  private static func read(_ url: URL) throws(AnagramsDataError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
  }

  private static func decode<T: Decodable>(_ type: T.Type, from contents: Data, path: String)
    throws(AnagramsDataError) -> T
  {
    do {
      return try JSONDecoder().decode(type, from: contents)
    } catch let error as DecodingError {
      throw .malformed(path: path, reason: describe(error))
    } catch {
      throw .malformed(path: path, reason: error.localizedDescription)
    }
  }

  static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
      let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
      return trimmed.isEmpty ? "the top level" : trimmed
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)) is missing '\(key.stringValue)'"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "\(place(context.codingPath)) should be \(describe(type))"
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.debugDescription ?? ""
      return "not valid JSON" + (underlying.isEmpty ? "" : " (\(underlying))")
    @unknown default:
      return "not a valid anagrams file"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Int.Type: "a whole number"
    case is [String].Type: "a list of text entries"
    default: "a \(type)"
    }
  }

  struct BundledFile: Decodable {
    var levels: [AnagramLevel]
  }

  struct UserFile: Decodable {
    struct Level: Decodable {
      var level: Int?
      var title: String?
      var pointsPerTile: Int?
      var timeToSolve: Int?
      var entries: [String]
    }
    var levels: [Level]
  }
}
