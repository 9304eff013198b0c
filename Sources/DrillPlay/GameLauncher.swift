import DrillGames
import DrillPresentation
import DrillSupport

/// The one call the REPL needs: plays `game` on `console` until the player leaves.
public enum GameLauncher {
  /// Plays a game. Each finished match is handed to `onFinish` as soon as it ends, so it can be
  /// stored before the next one starts. `anagramLevels` is only read by Anagrams
  /// (see `AnagramsData.load(bundledFile:userDirectory:)`).
  public static func play(
    _ game: GameKind, console: any Console, clock: WallClock, options: GameOptions,
    anagramLevels: [AnagramLevel] = [], onFinish: @escaping (GameResult) -> Void
  ) -> GameExit {
    let context = GameContext(console: console, clock: clock, options: options, onFinish: onFinish)
    switch game {
    case .add1: return Add1Session(context).run()
    case .guess: return GuessSession(context).run()
    case .anagrams: return AnagramsSession(context, levels: anagramLevels).run()
    case .bullseye: return BullseyeSession(context).run()
    }
  }
}
