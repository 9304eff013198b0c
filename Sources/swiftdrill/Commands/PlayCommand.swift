import DrillGames
import DrillPlay
import DrillProgress
import DrillSupport
import Foundation

/// `play GAME`: one of the mini-games; its score is stored when it ends.
struct PlayCommand: Command {
  static let secondsOption = OptionSpec.value(
    "seconds", .number, "N", "Add 1: length of a match (default 60)")
  static let turboOption = OptionSpec.flag(
    "turbo", "Add 1: time runs twice as fast while the score is above 10")
  static let levelOption = OptionSpec.value("level", .number, "N", "Anagrams: start at level 1, 2 or 3")
  static let quietOption = OptionSpec.flag("quiet", "No bell and no animation")
  static let roundsOption = OptionSpec.value(
    "rounds", .number, "N", "Bullseye: rounds in a game (default 10); games are ranked per length")

  static let spec = CommandSpec(
    name: "play", summary: "Play a mini-game: add1, guess, anagrams or bullseye",
    arguments: [ArgumentSpec(name: "GAME", value: .game)],
    options: [CommandCatalog.seed, secondsOption, turboOption, levelOption, roundsOption, quietOption])

  let game: GameKind
  let options: GameOptions
  /// `--level` as written, for the message that names the menu's range.
  let levelText: String?

  init(parsing invocation: Invocation) throws {
    let name = invocation.arguments[0]
    guard let game = GameKind(name: name) else {
      let suggestion = Suggestion.nearest(to: name, in: GameKind.allCases.map(\.rawValue))
      throw UsageError.invalidValue(
        option: "GAME", value: name,
        expected: suggestion.map { "a game; did you mean '\($0)'?" } ?? "add1, guess, anagrams or bullseye")
    }
    var raw: [String: String] = [:]
    for (key, values) in invocation.values { raw[key] = values.last }
    for flag in invocation.flags { raw[flag] = "true" }
    self.game = game
    options = try GameOptions(raw, for: game)
    levelText = invocation.value(Self.levelOption)
  }

  func run(in app: App) throws -> ExitCode {
    let levels = game == .anagrams ? try anagramLevels(app) : []
    if let level = options.level, game == .anagrams, level > levels.count {
      // The menu's numbers: the bundled levels plus the learner's own.
      throw UsageError.invalidValue(
        option: "--level", value: levelText ?? String(level),
        expected: "a level from 1 to \(levels.count), as the menu shows")
    }
    let store = app.openStore()
    _ = GameLauncher.play(
      game, console: app.console, clock: app.clock, options: options, anagramLevels: levels
    ) { result in
      do {
        if let line = try Self.storeAndRank(result, in: store) {
          app.console.writeLine(line, style: .success)
        }
      } catch {
        app.reporter.warn("the score could not be saved: \(error.localizedDescription)")
      }
    }
    return .success
  }

  /// Stores a finished match; returns the line about records it earns ("New best …", "First
  /// score …"), or nil. A match is ranked against matches played with the same options (session
  /// 44's tryout: a 30-second turbo Add 1 was a "new best" against a 15-second one), which the
  /// line names ("Add 1 (seconds=30 turbo=true)"). An Anagrams match is ranked against every
  /// Anagrams match, those recorded with `level=N` before session 53 too (its finding 5).
  static func storeAndRank(_ result: GameResult, in store: ProgressStore?) throws -> String? {
    let game = result.game
    let score = GameScore(result: result)
    let previous = try store?.games.bestScores(
      game: game.rawValue, limit: 1, higherIsBetter: game.higherScoreIsBetter,
      minimumScore: game.lowestRankedScore, options: game == .anagrams ? nil : score.options
    ).first
    try store?.games.addGameScore(score)
    let title = GameOptions.recordTitle(of: game, options: GameScore.optionValues(score.options) ?? [:])
    if game.isNewBest(result.score, previousBest: previous?.score) {
      return "New best for \(title): \(Self.scoreText(result.score, of: game)) "
        + "(the best was \(Self.scoreText(previous?.score ?? 0, of: game)))."
    }
    if previous == nil, game.ranks(result.score) {
      // The first ranked score has nothing to beat, but it is the record from now on.
      return "First score for \(title): \(Self.scoreText(result.score, of: game)). Beat it next time."
    }
    return nil
  }

  /// "5 guesses", "1 guess", "40 points".
  static func scoreText(_ score: Int, of game: GameKind) -> String {
    let unit = game == .guess ? "guess" : "point"
    return "\(score) \(unit)\(abs(score) == 1 ? "" : (game == .guess ? "es" : "s"))"
  }

  /// The bundled word list with the learner's own levels; problems in them are warnings.
  private func anagramLevels(_ app: App) throws -> [AnagramLevel] {
    guard let root = app.bundledRoot else { throw CommandError.anagramsListMissing }
    let data = try AnagramsData.load(
      bundledFile: root.appendingPathComponent("games/\(AnagramsData.fileName)"),
      userDirectory: app.paths.userGames)
    reportOnce(data.problems, in: app)
    return data.levels
  }
}
