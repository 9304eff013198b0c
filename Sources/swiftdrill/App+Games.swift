import DrillKit
import Foundation

extension App {
  func games() -> ExitStatus {
    var text = StyledText("Mini-games\n", style: .heading)
    for game in GameKind.allCases {
      text.append("  " + game.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0), style: .bold)
      text.append(game.summary + "\n")
    }
    text.append("\nPlay one with ")
    text.append("play <game>", style: .code)
    text.append("; ")
    text.append("scores", style: .code)
    text.append(" shows the best.\n")
    console.write(text)
    return .success
  }

  func play(_ invocation: Invocation) throws -> ExitStatus {
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
    let options = try GameOptions(raw, for: game)
    var levels: [AnagramLevel] = []
    if game == .anagrams {
      guard let data = anagramsData() else { return .failure }
      levels = data.levels
    }
    let store = progressStore()
    _ = GameLauncher.play(game, console: console, clock: clock, options: options, anagramLevels: levels) {
      result in
      let score = GameScore(
        game: result.game.rawValue, score: result.score, options: Self.json(result.options),
        seed: result.seed,
        playedAt: result.date)
      do {
        try store?.addGameScore(score)
      } catch {
        self.reportWarning("the score could not be saved: \(error.localizedDescription)")
      }
    }
    return .success
  }

  func scores(_ invocation: Invocation) throws -> ExitStatus {
    var games = GameKind.allCases
    if let name = invocation.arguments.first {
      guard let game = GameKind(name: name) else {
        throw UsageError.invalidValue(
          option: "GAME", value: name, expected: "add1, guess, anagrams or bullseye")
      }
      games = [game]
    }
    guard let opened = readOnlyStore() else { return .failure }
    var text = StyledText()
    for game in games {
      text.append("\(game.title)\n", style: .heading)
      let best =
        try opened?.bestScores(game: game.rawValue, limit: 10, higherIsBetter: game.higherScoreIsBetter) ?? []
      if best.isEmpty {
        text.append("  no games yet: ", style: .muted)
        text.append("play \(game.rawValue)\n", style: .code)
        continue
      }
      let table = TableFormatter(columns: [
        .init("#", alignment: .right), .init(game == .guess ? "Guesses" : "Score", alignment: .right),
        .init("Date"), .init("Options"),
      ])
      let rows = best.enumerated().map { index, score in
        [
          String(index + 1), String(score.score), String(ISO8601.format(score.playedAt).prefix(16)),
          Self.optionsText(score.options) + (score.seed.map { " seed=\($0)" } ?? ""),
        ]
      }
      text.append(table.render(rows, width: console.width))
      text.append("\n")
    }
    console.write(text)
    return .success
  }

  private func anagramsData() -> AnagramsData? {
    guard let root = bundledRoot else {
      reportError("the anagrams word list (games/anagrams.json) was not found next to the bundled content")
      return nil
    }
    do {
      let data = try AnagramsData.load(
        bundledFile: root.appendingPathComponent("games/\(AnagramsData.fileName)"),
        userDirectory: paths.userGames)
      for problem in data.problems { reportWarning(problem.localizedDescription) }
      return data
    } catch {
      reportError(error.localizedDescription)
      return nil
    }
  }

  static func json(_ options: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  static func optionsText(_ json: String) -> String {
    guard let data = json.data(using: .utf8),
      let options = try? JSONDecoder().decode([String: String].self, from: data)
    else { return "" }
    return options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
  }
}
