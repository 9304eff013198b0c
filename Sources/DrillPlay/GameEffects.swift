import DrillPresentation
import Foundation

/// Sounds and animation for a game: the terminal bell and short celebrations, both off with
/// `--quiet` and whenever nobody sits at a terminal.
struct GameEffects {
  let console: any Console
  /// Whether bells and animations are allowed.
  let enabled: Bool
  /// Waits between animation frames; injected so tests do not sleep.
  let pause: (_ milliseconds: Int) -> Void

  init(console: any Console, quiet: Bool, pause: @escaping (_ milliseconds: Int) -> Void) {
    self.console = console
    self.enabled = console.isInteractive && !quiet
    self.pause = pause
  }

  /// The pause used outside tests.
  static func sleep(milliseconds: Int) {
    Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
  }

  /// Rings the terminal bell.
  func bell() {
    guard enabled else { return }
    console.write(.control("\u{07}"))
  }

  /// A few frames of sparkles drawn over one line, then the line cleared.
  func celebrate() {
    guard enabled else { return }
    let frames = [
      "  *   .   *   .  ", " .  *   .   *   . ", "*  .  \u{2605}  .  *  ",
      " \u{2605} * \u{2605} * \u{2605} * \u{2605}",
    ]
    for frame in frames + frames {
      console.write(.control("\r\u{1B}[2K") + StyledText(frame, style: .warning))
      pause(120)
    }
    console.write(.control("\r\u{1B}[2K"))
  }
}
