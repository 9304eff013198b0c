import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites and a rival the lexicon lacked (session 40, s40-lexicon1 and s40-lexicon2;
/// docs/evaluation.md): the longest side against the shortest, a comparison said the other way
/// round (`more than` against `fewer than` and `less than`), `robust` against `fragile` and
/// `brittle`, `stable` against `scramble`, `fresh` against `any age`, and the imperative against a
/// participle. With main's lexicon before these rounds each contradiction below was credited or
/// not said (`swiftdrill-grading try`); of the denials, those of `less than`, `robust` and
/// `scramble` were told they contradict or not said, the others were credited before and still are.
@Suite struct KeyPointMatcherS40OppositesTests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `longest | shortest`
    (
      "`CGImageSourceCreateThumbnailAtIndex` with `kCGImageSourceThumbnailMaxPixelSize` makes a thumbnail whose longest side is at most that many pixels.",
      "kCGImageSourceThumbnailMaxPixelSize sets the shortest side of the thumbnail."
    ),
    // `more than | fewer than | less than`
    (
      "An `Annotation` creates a full SwiftUI view for every item, so hundreds of them cost more than markers.",
      "Hundreds of annotations cost less than markers."
    ),
    (
      "Consistency across the codebase matters more than the pattern's name.",
      "Consistency across the codebase matters less than the pattern's name."
    ),
    // `robust | fragile | brittle`
    ("UI tests are slow and fragile.", "UI tests are slow but robust."),
    ("Snapshot tests are brittle.", "Snapshot tests are robust."),
    // `stable | scramble`
    ("The sort keeps equal elements stable.", "The sort scrambles equal elements."),
    ("Swift's sort is stable.", "Swift's sort scrambles equal elements."),
    // `fresh | any age | however old`
    (
      "`returnCacheDataElseLoad` uses a cached response of any age and loads only when none is cached.",
      "Return cache data else load only uses a fresh cache entry."
    ),
    ("The policy uses a cached response of any age.", "The policy uses a fresh cached response."),
    // `rival: imperative | past participle | participle`
    (
      "A mutating method named by a verb uses the imperative form, such as `sort()`.",
      "A mutating method named by a verb uses the past participle, like sorted."
    ),
    ("The nonmutating form uses the past participle.", "The nonmutating form uses the imperative."),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "An `Annotation` creates a full SwiftUI view for every item, so hundreds of them cost more than markers.",
      "Annotations don't cost less than markers, each one is a full SwiftUI view."
    ),
    (
      "`CGImageSourceCreateThumbnailAtIndex` with `kCGImageSourceThumbnailMaxPixelSize` makes a thumbnail whose longest side is at most that many pixels.",
      "The max pixel size caps the longest side of the thumbnail, not the shortest side."
    ),
    (
      "They are brittle across simulators, OS versions, fonts and locales, so the environment is pinned.",
      "Snapshots aren't robust across simulators, OS versions, fonts and locales, so the environment is pinned."
    ),
    ("Snapshot tests are brittle.", "Snapshot tests aren't robust."),
    ("The sort keeps equal elements stable.", "The sort never scrambles equal elements."),
    ("Swift's sort is stable.", "Swift's sort doesn't scramble equal elements."),
    (
      "The policy uses a cached response of any age.",
      "The policy uses a cached response even if it isn't fresh."
    ),
    (
      "A mutating method named by a verb uses the imperative form, such as `sort()`.",
      "A mutating verb method uses the imperative, not the past participle."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
