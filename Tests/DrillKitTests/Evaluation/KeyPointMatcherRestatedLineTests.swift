import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `wrong:` line touched where another point is stated, in words of that point
/// (docs/evaluation.md, session 30, s30-grading82; `KeyPointMatcher+RestatedLines.swift`), and a
/// line touched inside either sentence of a fragment pair that states its point.
@Suite struct KeyPointMatcherRestatedLineTests {
  static let options = [
    "An `NS_ENUM` imports as a Swift enum with an integer raw value, and the common prefix of its case "
      + "names is removed.",
    "An imported `NS_ENUM` is non-frozen, because a later framework version may add cases.",
    "A `switch` over an imported enum should end with `@unknown default`.",
    "An `NS_OPTIONS` type imports as a struct that conforms to `OptionSet`.",
    "Option flags are combined with a set literal and tested with `contains`.",
  ]
  static let optionsNotes = [
    KeyPointNotes(), KeyPointNotes(),
    KeyPointNotes(wrong: ["a `switch` that lists every current case is complete forever"]),
    KeyPointNotes(wrong: ["an `NS_OPTIONS` type imports as an enum"]), KeyPointNotes(),
  ]
  static let optionsPrompt =
    "How do `NS_ENUM` and `NS_OPTIONS` types from an Objective-C header appear in Swift, and what should "
    + "a `switch` over an imported enum include?"
  static let motion = [
    "Reduce Motion is a setting for people who feel sick from motion such as sliding, zooming and parallax.",
    "SwiftUI exposes Reduce Motion as the `accessibilityReduceMotion` environment value.",
    "Custom animations do not adapt to Reduce Motion on their own.",
    "With Reduce Motion on, the app replaces slides and zooms with a cross-fade or no animation.",
    "The app keeps the feedback, such as a fade, without the movement.",
  ]
  static let motionNotes = [
    KeyPointNotes(), KeyPointNotes(),
    KeyPointNotes(wrong: ["custom animations adapt to Reduce Motion automatically"]), KeyPointNotes(),
    KeyPointNotes(wrong: ["Reduce Motion means removing every animation from the app"]),
  ]

  static func judged(
    _ points: [String], _ notes: [KeyPointNotes], _ answer: String, prompt: String = ""
  ) -> (checks: [KeyPointCheck], signals: [KeyPointSignals]) {
    KeyPointMatcher.judged(points, notes: notes, against: answer, prompt: prompt, lexicon: .bundled)
  }

  /// "NS_OPTIONS becomes a struct conforming to OptionSet" states the fourth point; the `NS_ENUM`
  /// sentence says "imports as a Swift enum", the first point's words, and touched the fourth
  /// point's `wrong:` line "an `NS_OPTIONS` type imports as an enum" (heldout11, a mixed answer
  /// told it said the wrong claim).
  @Test func theNeighboursSentenceIsNotTheWrongClaim() {
    let answer =
      "NS_ENUM imports as a Swift enum with Int raw values and the prefix removed. Because it's frozen, a "
      + "plain exhaustive switch is fine and you don't need any default. And NS_OPTIONS becomes a struct "
      + "conforming to OptionSet."
    let checks = Self.judged(Self.options, Self.optionsNotes, answer, prompt: Self.optionsPrompt).checks
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(checks[3].credited && !checks[3].contradicted, "\(checks[3])")
  }

  /// Said of `NS_OPTIONS` itself, in its own sentence, the enum is still the wrong claim.
  @Test func theWrongClaimOfItsOwnSubjectContradicts() {
    let answer =
      "NS_ENUM imports as a Swift enum with Int raw values and the prefix removed. NS_OPTIONS imports as "
      + "an enum too."
    let checks = Self.judged(Self.options, Self.optionsNotes, answer, prompt: Self.optionsPrompt).checks
    expectTrue(checks[3].contradicted, "\(checks[3])")
  }

  /// Fragments read together state the third point ("Our custom animations ignore it otherwise. The
  /// system only adjusts its own."): its `wrong:` line touched over the second of them is inside
  /// the statement, not a wrong claim beside it (heldout19, a terse answer).
  @Test func aLineTouchedInAFragmentPairStatingThePointIsItsContext() {
    let answer =
      "Read it from the environment. accessibilityReduceMotion. Our custom animations ignore it otherwise. "
      + "The system only adjusts its own. So when it's on, no slides, no zooms. Cross-fade instead, or "
      + "nothing. Keep a fade though. The user still sees the page change. Just no movement."
    let checks = Self.judged(Self.motion, Self.motionNotes, answer).checks
    expectTrue(checks[2].credited && !checks[2].contradicted, "\(checks[2])")
  }
}
