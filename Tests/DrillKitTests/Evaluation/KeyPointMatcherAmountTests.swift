import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// More than one said without a count word, against a point that says one, and the other way
/// round; a `one` that counts nothing: docs/evaluation.md, "Session 37 (s37-grading111)".
@Suite struct KeyPointMatcherAmountTests {
  /// `both`, `many` and "as many … as you want" against one.
  @Test func bothManyAndUnboundedAgainstOneContradict() {
    let both = checkPoint(
      "SwiftPM builds exactly one version of each package in the graph",
      "SwiftPM just builds both versions of the package in the graph")
    expectTrue(!both.credited, "\(both)")
    let many = checkPoint(
      "With `~Copyable` each value has exactly one owner", "With tilde Copyable a value can have many owners")
    expectTrue(!many.credited, "\(many)")
    let slices = checkPoint(
      "A fat binary has only one slice per CPU architecture.",
      "A fat binary can hold as many slices per architecture as you want.")
    expectTrue(!slices.credited, "\(slices)")
  }

  /// Each one's own thing against one thing, and one thing against each one's own.
  @Test func eachItsOwnAgainstOneContradicts() {
    let unit = checkPoint(
      "With WMO the compiler optimises the module as one unit",
      "With WMO the compiler still optimises each file as its own unit")
    expectTrue(!unit.credited, "\(unit)")
    let download = checkPoint(
      "Two requests for the same URL share one download.",
      "Two requests for the same URL should each get their own download.")
    expectTrue(!download.credited, "\(download)")
    let timeline = checkPoint(
      "Each configured widget instance has its own timeline and its own reload budget.",
      "All the widgets of that kind share a single timeline and a single budget.")
    expectTrue(!timeline.credited, "\(timeline)")
  }

  /// "keeps firing" is again and again, against a point that says once.
  @Test func keepsFiringAgainstOnceContradicts() {
    let firing = checkPoint(
      "`onChange` fires once, at will-set, for the first change",
      "On change then fires after the value has been set, and keeps firing for every later change.")
    expectTrue(!firing.credited, "\(firing)")
  }

  /// "one pointer at the start and one at the end … towards each other" is one of two, no count
  /// against "two pointers" (main told this expert answer "you said the opposite").
  @Test func oneOfTwoIsNoCount() {
    let pointers = checkPoint(
      "Sorting then walking two pointers takes O(n log n) with O(1) extra memory",
      "After sorting, which costs n log n, I put one pointer at the start and one at the end and move them towards each other, so overall n log n time and constant extra memory."
    )
    expectTrue(pointers.credited, "\(pointers)")
    expectTrue(!pointers.contradicted, "\(pointers)")
  }

  /// Right answers the reading leaves stated: `each` in a harmless sense on the point's own side,
  /// one for each against each its own, a ratio, a pronoun `one`, and one of two.
  @Test func eachInItsOwnSenseAndOnesThatCountNothingAreStillStated() {
    let tabs = checkPoint(
      "Each tab gets its own NavigationStack inside the TabView",
      "Inside the TabView every tab wraps its content in its own NavigationStack")
    expectTrue(tabs.credited, "\(tabs)")
    let rate = checkPoint(
      "Sending each event in its own request wakes the cellular radio again and again, which costs battery.",
      "Sending one request per event wakes the cellular radio again and again, bad for battery.")
    expectTrue(rate.credited, "\(rate)")
    let ratio = checkPoint(
      "Swift's cooperative pool has about one thread per core.",
      "Swift's cooperative pool has roughly as many threads as cores.")
    expectTrue(!ratio.contradicted, "\(ratio)")
    let pronoun = checkPoint(
      "Neither keeps the object alive; both break cycles.",
      "Neither one keeps the object alive, and either one breaks a retain cycle.")
    expectTrue(!pronoun.contradicted, "\(pronoun)")
    let sides = checkPoint(
      "Both sides share state through models that neither framework owns",
      "Both sides share state through model objects that belong to neither framework, so when one side changes something, the other side sees it."
    )
    expectTrue(sides.credited, "\(sides)")
  }

  /// The counts read: `both` before a noun is more than one, "both X and Y" a list; "as many …
  /// as cores" no count; "its own" after `each` one for each.
  @Test func amountsAreReadBesideWhatTheyCount() {
    let stemmer = SnowballStemmer()
    let stop = GradingLexicon.bundled.stopWords
    let read = KeyPointMatcher.counts(
      in:
        "builds both versions, both the fake and the real one, as many threads as cores, each file gets its own unit",
      stemmer: stemmer, stop: stop)
    expectEqual(read.map(\.count), [KeyPointMatcher.severalCount, KeyPointMatcher.severalCount])
    expectEqual(read.map(\.thing), [stemmer.stem("versions"), stemmer.stem("unit")])
    expectEqual(read.map(\.perEach), [false, true])
  }
}
