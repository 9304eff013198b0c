import DrillGames
import DrillPresentation
import DrillProgress
import DrillSupport
import Foundation

/// The best scores of some games, one table each, or a hint to play a game with none yet.
public struct ScoresTable: Sendable, TerminalReport {
  /// One table: a game's best scores, best first, under `heading` (the game's title when nil).
  public struct Entry: Sendable {
    public var game: GameKind
    public var heading: String?
    public var best: [GameScore]

    public init(game: GameKind, heading: String? = nil, best: [GameScore]) {
      self.game = game
      self.heading = heading
      self.best = best
    }
  }

  public let entries: [Entry]

  /// Each game with its best scores, best first.
  public init(games: [(game: GameKind, best: [GameScore])]) {
    entries = games.map { Entry(game: $0.game, best: $0.best) }
  }

  public init(entries: [Entry]) {
    self.entries = entries
  }

  public func render(width: Int) -> StyledText {
    var text = StyledText()
    for entry in entries {
      let (game, best) = (entry.game, entry.best)
      text.append("\(entry.heading ?? game.title)\n", style: .heading)
      if best.isEmpty {
        // "Scores", not "games": a match may be recorded and rank nowhere (0 points in Anagrams).
        text.append("  no scores yet: ", style: .muted)
        text.append("play \(game.rawValue)\n", style: .code)
        continue
      }
      // Session 50's tryout (finding 4): at 40 columns "2026-12-07 16…" and "seconds=30 se…" lost
      // the time and the seed; the date and the options wrap at their spaces instead.
      let table = TableFormatter(columns: [
        .init("#", alignment: .right, keepsWidth: true),
        .init(game == .guess ? "Guesses" : "Score", alignment: .right, keepsWidth: true),
        .init("Date", wraps: true), .init("Options", wraps: true),
      ])
      let rows = best.enumerated().map { index, score in
        [
          String(index + 1), String(score.score), ISO8601.minute(score.playedAt),
          Self.options(of: score),
        ]
      }
      text.append(table.render(rows, width: width))
      text.append("\n")
    }
    return text
  }

  /// The options and the seed, space-separated, with no leading space when there are no options.
  static func options(of score: GameScore) -> String {
    [score.optionsSummary, score.seed.map { "seed=\($0)" } ?? ""].filter { !$0.isEmpty }.joined(
      separator: " ")
  }
}

extension ScoresTable {
  /// The best ten of each of `games` from `store`. Bullseye's are ranked per length of game,
  /// one table for each (10 rounds, the default, first): a game's score is its total, so a long
  /// game outscores a careful short one. Its scores recorded before games had a last round (no
  /// options) are listed last, apart, as the running totals they are.
  public static func collect(_ games: [GameKind], from store: ProgressStore?) throws -> ScoresTable {
    var entries: [Entry] = []
    for game in games {
      func best(_ options: String?) throws -> [GameScore] {
        try store?.games.bestScores(
          game: game.rawValue, limit: 10, higherIsBetter: game.higherScoreIsBetter,
          minimumScore: game.lowestRankedScore, options: options) ?? []
      }
      guard game == .bullseye, let sets = try store?.games.optionSets(game: game.rawValue), !sets.isEmpty
      else {
        entries.append(Entry(game: game, best: try best(nil)))
        continue
      }
      for (options, rounds) in Self.lengths(sets) {
        let heading =
          rounds.map { "\(game.title), games of \($0) round\($0 == 1 ? "" : "s")" }
          ?? "\(game.title), older games (no last round: running totals)"
        entries.append(Entry(game: game, heading: heading, best: try best(options)))
      }
    }
    return ScoresTable(entries: entries)
  }

  /// Bullseye's recorded option sets with their `rounds`, in the order the tables come: the
  /// default length first, then shorter to longer, the older games (nil rounds) last.
  static func lengths(_ sets: some Sequence<String>) -> [(options: String, rounds: Int?)] {
    sets.map { (options: $0, rounds: Self.rounds(in: $0)) }.sorted {
      (Self.order($0.rounds), $0.options) < (Self.order($1.rounds), $1.options)
    }
  }

  /// The `rounds` of a Bullseye score's options; nil for a score recorded before games had them.
  static func rounds(in options: String) -> Int? {
    GameScore.optionValues(options)?["rounds"].flatMap { Int($0) }
  }

  /// The default length first, then shorter to longer, the older games last.
  private static func order(_ rounds: Int?) -> Int {
    guard let rounds else { return Int.max }
    return rounds == GameOptions.defaultRounds ? Int.min : rounds
  }
}
