import DrillKitTesting
import Testing

@testable import DrillGrading

/// An answer that denies a `wrong:` line in words (a denial word on a word the line says), as
/// fully as it touches the line elsewhere, does not also assert it (docs/evaluation.md, "Session
/// 42 (s42-precision132)"): right answers that say "the scroll view doesn't move each subview"
/// were told they said "scrolling moves every subview's frame" through another clause.
@Suite struct KeyPointMatcherWrongLineDeniedTests {
  static func check(point: String, wrong: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check(
      [point], notes: [KeyPointNotes(wrong: [wrong])], against: answer, lexicon: .bundled)[0]
  }

  /// Right answers of the right probes and heldout20 that deny the line and touch it elsewhere.
  @Test func aLineTheAnswerDeniesIsNotStated() {
    for (point, wrong, answer) in [
      (
        "A scroll view scrolls by changing its bounds origin.", "scrolling moves every subview's frame",
        "A good example of the bounds origin mattering is UIScrollView. When you scroll, the scroll view "
          + "doesn't move each subview; it changes its own bounds origin, which is basically what content "
          + "offset is. Since the subviews are drawn relative to that origin, they all appear to shift at "
          + "once. That's why the frames of a scroll view's subviews stay the same while you scroll."
      ),
      (
        "Safe, non-owning view of contiguous memory, any container can vend one",
        "A `Span` owns and copies the memory it views",
        "Before Span, if you wanted to process contiguous memory you either took an Array, which ties you "
          + "to one container and might copy, or you used with unsafe buffer pointer, which is fast but the "
          + "pointer can leak out of the closure and dangle once the array changes or goes away. Span is a "
          + "safe view over contiguous elements that doesn't own them, and Array, ContiguousArray, "
          + "InlineArray, the UTF8 view of a string can all give you one."
      ),
      (
        "The app asks for When In Use authorization itself, with `CLLocationManager` or, from iOS 18, a "
          + "`CLServiceSession`.",
        "UserAnnotation asks the user for When In Use authorization",
        "No authorization, no blue dot. UserAnnotation doesn't ask. The app has to. CLLocationManager, "
          + "request when in use. Or CLServiceSession on 18. Add NS location when in use usage description "
          + "to the Info.plist, otherwise no alert. Ask when the user opens the finder."
      ),
    ] {
      let result = Self.check(point: point, wrong: wrong, answer)
      expectTrue(!result.contradicted, "\(answer): \(result)")
    }
  }

  /// The line asserted and never denied is still stated.
  @Test func aLineAssertedAndNotDeniedIsStated() {
    let result = Self.check(
      point: "A scroll view scrolls by changing its bounds origin.",
      wrong: "scrolling moves every subview's frame",
      "When you scroll, the scroll view moves every subview's frame by the offset, one by one.")
    expectTrue(result.contradicted, "\(result)")
  }
}
