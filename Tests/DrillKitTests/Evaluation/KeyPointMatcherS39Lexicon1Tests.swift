import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites and rivals the lexicon lacked (session 39, s39-lexicon1; docs/evaluation.md): a file
/// that is readable against one that is unreadable, a colour said as "in red" against "in green",
/// work that is cancelled against work that is paused, the safe area against the screen's own
/// edges, and the deepest view of a hierarchy against the outermost. With main's lexicon each contradiction below was credited as the point, so `check`
/// refused these claims as `wrong:` lines.
@Suite struct KeyPointMatcherS39Lexicon1Tests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, prompt: "", lexicon: .bundled)[0]
  }

  /// The opposite or the rival said where the point says its side: a contradiction.
  @Test(arguments: [
    ("The cache file stays unreadable.", "The cache file stays readable."),
    (
      "Color Blended Layers shows the blended areas in red.",
      "Color Blended Layers shows the blended areas in green."
    ),
    (
      "A new camera change cancels the listing request that is still in flight.",
      "A new camera change pauses the listing request that is still in flight."
    ),
    (
      "Each keystroke cancels the previous work item and schedules a new one with `asyncAfter`",
      "Each keystroke pauses the previous work item and schedules a new one."
    ),
    (
      "The layout margins are measured from the safe area by default.",
      "By default the layout margins are measured from the screen's physical edges."
    ),
    (
      "A touch goes to the view that hit testing finds, the deepest visible view that contains the point.",
      "A touch goes to the outermost view that contains the point"
    ),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "A `.complete` file is unreadable while the device is locked.",
      "A complete file isn't readable while the device is locked."
    ),
    (
      "Color Blended Layers shows the blended areas in red.",
      "Blended areas show up in red, not in green."
    ),
    (
      "The layout margins are measured from the safe area by default.",
      "By default the margins are measured from the safe area, not the screen edges."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }
}
