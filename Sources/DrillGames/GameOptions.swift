import DrillSupport
import Foundation

/// The settings of one game session, parsed from `play <game> --option value` pairs.
public struct GameOptions: Sendable, Equatable {
  /// Seeds the random source; `nil` draws a fresh seed.
  public var seed: UInt64?
  /// Add 1: the length of a match.
  public var seconds: Int
  /// Add 1: time runs twice as fast while the score is above 10.
  public var turbo: Bool
  /// No bell and no animation.
  public var quiet: Bool
  /// Anagrams: the level (from 1) to play without the menu.
  public var level: Int?
  /// Bullseye: the rounds of a game; its score is their total.
  public var rounds: Int

  /// The longest Add 1 match allowed, in seconds.
  public static let maximumSeconds = 3600
  /// The rounds of a Bullseye game unless `--rounds` says otherwise.
  public static let defaultRounds = 10
  /// The longest Bullseye game allowed, in rounds.
  public static let maximumRounds = 100

  public init(
    seed: UInt64? = nil, seconds: Int = 60, turbo: Bool = false, quiet: Bool = false, level: Int? = nil,
    rounds: Int = GameOptions.defaultRounds
  ) {
    self.seed = seed
    self.seconds = seconds
    self.turbo = turbo
    self.quiet = quiet
    self.level = level
    self.rounds = rounds
  }

  /// Parses raw options for `game`. Keys may carry their leading dashes (`--seconds`);
  /// a flag's value may be empty, `true`/`yes`/`1` or `false`/`no`/`0`.
  public init(_ raw: [String: String], for game: GameKind) throws(GameOptionsError) {
    self.init()
    // Sorted so that the first problem reported does not depend on dictionary order.
    for (rawKey, value) in raw.sorted(by: { $0.key < $1.key }) {
      let name = String(rawKey.drop { $0 == "-" })
      guard let option = GameOption(rawValue: name.lowercased()) else {
        throw .unknownOption(name, game: game)
      }
      guard game.acceptedOptions.contains(option) else {
        throw .unknownOption(name, game: game)
      }
      try apply(option, value.trimmingCharacters(in: .whitespaces))
    }
  }

  private mutating func apply(_ option: GameOption, _ value: String) throws(GameOptionsError) {
    switch option {
    case .seed:
      guard let number = SeededGenerator.seed(parsing: value) else {
        throw .invalidValue(option: option, value: value, expected: SeededGenerator.seedExpectation)
      }
      seed = number
    case .seconds:
      guard let number = Int(value), (1...Self.maximumSeconds).contains(number) else {
        throw .invalidValue(
          option: option, value: value, expected: "a number of seconds from 1 to \(Self.maximumSeconds)")
      }
      seconds = number
    case .level:
      // Digits past `Int` are a level past the last: `play` then names the menu's range.
      guard let number = Int(clampingDecimal: value), number >= 1 else {
        throw .invalidValue(
          option: option, value: value, expected: "a level number from 1, as the menu shows")
      }
      level = number
    case .rounds:
      guard let number = Int(value), (1...Self.maximumRounds).contains(number) else {
        throw .invalidValue(
          option: option, value: value, expected: "a number of rounds from 1 to \(Self.maximumRounds)")
      }
      rounds = number
    case .turbo:
      turbo = try Self.flag(option, value)
    case .quiet:
      quiet = try Self.flag(option, value)
    }
  }

  private static func flag(_ option: GameOption, _ value: String) throws(GameOptionsError) -> Bool {
    switch value.lowercased() {
    case "", "true", "yes", "1", "on": return true
    case "false", "no", "0", "off": return false
    default: throw .invalidValue(option: option, value: value, expected: "no value, true or false")
    }
  }

  /// The options that shape a score, stored with each result of `game`.
  public func recorded(for game: GameKind) -> [String: String] {
    switch game {
    case .add1:
      var options = ["seconds": String(seconds)]
      if turbo { options["turbo"] = "true" }
      return options
    case .anagrams:
      // `--level N` only skips the menu for the first puzzle; a match's points add up over
      // puzzles of any level, so one table ranks them all (session 53's tryout, finding 5: the
      // same play was a "first score" twice, in two tables).
      return [:]
    case .bullseye:
      // A game's total depends on its length: games are ranked against games of as many rounds.
      return ["rounds": String(rounds)]
    case .guess:
      return [:]
    }
  }

  /// `game`'s name with the recorded `options` (`recorded(for:)`) that set its scores apart, in
  /// words, as the record's line says it: "Bullseye games of 3 rounds", "Add 1 matches of 30
  /// seconds", "Add 1 turbo matches"; the title alone for the default game (10 rounds, 60 seconds)
  /// or none, and for Anagrams, whose `level` (recorded before session 53) sets no score apart.
  /// An option it does not know stays `key=value`.
  public static func recordTitle(of game: GameKind, options: [String: String]) -> String {
    var rest = options
    var words: String
    switch game {
    case .bullseye:
      words = ""
      if let rounds = rest.removeValue(forKey: "rounds"), rounds != String(defaultRounds) {
        words = " games of \(counted(rounds, "round"))"
      }
    case .add1:
      let seconds = rest.removeValue(forKey: "seconds").flatMap {
        $0 == String(GameOptions().seconds) ? nil : $0
      }
      let turbo = rest.removeValue(forKey: "turbo") == "true"
      switch (turbo, seconds) {
      case (false, nil): words = ""
      case (true, nil): words = " turbo matches"
      case (_, let seconds?): words = (turbo ? " turbo" : "") + " matches of \(counted(seconds, "second"))"
      }
    case .anagrams:
      rest["level"] = nil
      words = ""
    case .guess:
      words = ""
    }
    let unknown = rest.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    return game.title + words + (unknown.isEmpty ? "" : " (\(unknown))")
  }

  /// "1 round", "3 rounds".
  private static func counted(_ number: String, _ unit: String) -> String {
    "\(number) \(unit)\(number == "1" ? "" : "s")"
  }
}
