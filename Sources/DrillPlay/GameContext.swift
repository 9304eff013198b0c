import DrillGames
import DrillPresentation
import DrillSupport

/// What every game session shares: where it draws, its clock, its options,
/// where each finished match goes, and its bells and celebrations. `pause`
/// waits between celebration frames; tests pass a no-op.
public struct GameContext {
  let console: any Console
  let clock: WallClock
  let options: GameOptions
  /// Called with each finished match as soon as it ends, so it is stored before the next.
  let onFinish: (GameResult) -> Void
  let effects: GameEffects

  /// `pause` waits between celebration frames (milliseconds); `nil` sleeps.
  public init(
    console: any Console, clock: WallClock, options: GameOptions = GameOptions(),
    pause: ((_ milliseconds: Int) -> Void)? = nil,
    onFinish: @escaping (GameResult) -> Void
  ) {
    self.console = console
    self.clock = clock
    self.options = options
    self.onFinish = onFinish
    self.effects = GameEffects(console: console, quiet: options.quiet, pause: pause ?? GameEffects.sleep)
  }

  /// A new generator from the `--seed` option (or the system's randomness).
  func generator() -> SeededGenerator { SeededGenerator.seeded(options.seed) }
}
