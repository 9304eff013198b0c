import DrillKitTesting
import Testing

@testable import DrillGrading

/// A touch made only of another point's words, in a text that states that point better
/// (docs/evaluation.md, session 30, s30-grading79; `KeyPointMatcher+Siblings.swift`).
@Suite struct KeyPointMatcherSiblingTouchTests {
  static let timelines = [
    "A timeline is a list of entries, each with the date at which the system shows it, and a reload policy.",
    "The reload policies are `.atEnd`, `.after(date)` and `.never`.",
    "The app calls `WidgetCenter.shared.reloadTimelines(ofKind:)` when it gets new data.",
    "Reloads are limited by a budget, typically 40 to 70 reloads a day for a widget the user views often.",
    "Reloads while the containing app is in the foreground do not count against the budget.",
  ]
  static let stacks = [
    "A `VStack` creates all of its children at once, including the ones off screen.",
    "A `LazyVStack` creates its children only when they are about to scroll into view.",
    "Lazy stacks are meant for long content inside a `ScrollView`.",
    "A plain `VStack` is the simpler choice for a small number of views.",
  ]
  static let timelinePrompt =
    "A weather widget should show the forecast for each hour and update when new data arrives. How does a "
    + "WidgetKit timeline work, and why does a widget that asks for an update every minute stop updating?"
  static let policies =
    "There are three reload policies you can give a timeline: .atEnd, .after with a date, and .never."

  static func check(_ points: [String], _ answer: String, prompt: String = "", siblings: Bool = true)
    -> [KeyPointCheck]
  {
    KeyPointMatcher.judged(
      points, against: answer, prompt: prompt, lexicon: .bundled, withdrawsSiblings: siblings
    ).checks
  }

  /// The sentence lists the reload policies (the second point) and says `timeline` (the prompt's
  /// word) and `reload policy`, words the first point shares with the second: it does not say
  /// what a timeline is (heldout12, a one-point answer).
  @Test func aTouchOfTheNeighboursWordsIsTheNeighbours() {
    let checks = Self.check(Self.timelines, Self.policies, prompt: Self.timelinePrompt)
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(!checks[0].touched && !checks[0].contradicted, "\(checks[0])")
  }

  /// Without the rule (the model Answer's lines and the bank's audit), the same sentence
  /// credits both points: the test above fails without `withdrawSiblingTouches`.
  @Test func withoutTheRuleTheSentenceCreditsBoth() {
    let checks = Self.check(Self.timelines, Self.policies, prompt: Self.timelinePrompt, siblings: false)
    expectTrue(checks[0].credited && checks[1].credited, "\(checks)")
  }

  /// An answer that says one of the point's own words anywhere (`entries`) keeps the touch.
  @Test func anOwnWordSaidElsewhereKeepsTheTouch() {
    let checks = Self.check(
      Self.timelines, Self.policies + " Each of its entries has a date.", prompt: Self.timelinePrompt)
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(checks[1].credited, "\(checks[1])")
  }

  /// "designed for long scrolling content inside a ScrollView" is the third point; the second
  /// shares only `LazyVStack` with it, and when the children are created is not said (heldout10).
  @Test func theLazyStacksPurposeIsNotWhenItCreatesChildren() {
    let answer =
      "I'd reach for a lazy stack here. LazyVStack and LazyHStack are designed precisely for long scrolling "
      + "content inside a ScrollView, like a feed."
    let checks = Self.check(Self.stacks, answer)
    expectTrue(checks[2].credited, "\(checks[2])")
    expectTrue(!checks[1].credited, "\(checks[1])")
    let before = Self.check(Self.stacks, answer, siblings: false)  // credited through the third's words
    expectTrue(before[1].credited, "\(before[1])")
  }

  /// A point judged again without the neighbour's text keeps a touch found elsewhere: the
  /// second sentence says when the children are made.
  @Test func aTouchElsewhereIsKept() {
    let checks = Self.check(
      Self.stacks,
      "LazyVStack is designed for long scrolling content inside a ScrollView. It creates its children "
        + "only when they are about to scroll into view.")
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(checks[2].credited, "\(checks[2])")
  }
}
