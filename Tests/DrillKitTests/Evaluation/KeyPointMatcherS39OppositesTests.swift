import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites and rivals the lexicon lacked (session 39, s39-lexicon1 and s39-lexicon2;
/// docs/evaluation.md): known wrong claims the grader credited as the point, so `swiftdrill check`
/// refused them as `wrong:` lines. With main's lexicon before those rounds each contradiction
/// below was credited (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS39OppositesTests {
  /// The opposite or the rival said where the point says its side: a contradiction.
  @Test(arguments: [
    // `readable | unreadable`
    ("The cache file stays unreadable.", "The cache file stays readable."),
    // `in green | in red`
    (
      "Color Blended Layers shows the blended areas in red.",
      "Color Blended Layers shows the blended areas in green."
    ),
    // `rival: cancel | pause`
    (
      "A new camera change cancels the listing request that is still in flight.",
      "A new camera change pauses the listing request that is still in flight."
    ),
    (
      "Each keystroke cancels the previous work item and schedules a new one with `asyncAfter`",
      "Each keystroke pauses the previous work item and schedules a new one."
    ),
    // `rival: safe area | screen edge …`
    (
      "The layout margins are measured from the safe area by default.",
      "By default the layout margins are measured from the screen's physical edges."
    ),
    // `deepest | outermost | shallowest`
    (
      "A touch goes to the view that hit testing finds, the deepest visible view that contains the point.",
      "A touch goes to the outermost view that contains the point"
    ),
    // `show | hide`: what is shown where the point says it is hidden (or the reverse)
    (
      "A factory can return a protocol type and hide the concrete type",
      "A factory returns a protocol type but shows callers the concrete type."
    ),
    (
      "Type erasure wraps a concrete generic type in a wrapper that hides it",
      "Type erasure's wrapper shows callers the concrete type it wraps."
    ),
    (
      "While an app with When In Use authorization uses location in the background, the system shows the blue location indicator.",
      "With When In Use authorization, background location use hides the blue indicator."
    ),
    // `rival: owner | participant`: the point's claim said of the other party of a share
    (
      "Shared records are stored on the owner's side and use the owner's iCloud storage.",
      "Shared records count against each participant's own iCloud storage."
    ),
    (
      "Shared records are stored on the owner's side and use the owner's iCloud storage.",
      "Shared records use the participant's iCloud storage quota."
    ),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
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
    expectCredited(point, answer)
  }
}
