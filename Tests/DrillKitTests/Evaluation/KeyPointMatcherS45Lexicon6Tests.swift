import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Rivals and opposites the lexicon lacked (session 45, s45-lexicon6; docs/evaluation.md), mined from
/// the contradicted points the ordinary sets and the wrong-claim probes credit: memory against the
/// Keychain (`rival: memory | keychain`), a logarithmic cost against a linear one
/// (`rival: logarithmic | linear`), semantic against calendar versioning, a check run nightly against
/// one run on every pull request (`opposite: pull request | nightly`), one value at a time against an
/// unlimited demand (`opposite: unlimited | one value at a time`) and a fraction of the container
/// against absolute points (`opposite: fractional | absolute`). With main's lexicon before this round
/// each contradiction below was credited (`swiftdrill-grading try`); each denial was credited before
/// and still is.
@Suite struct KeyPointMatcherS45Lexicon6Tests {
  /// The rival or the opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `rival: memory | keychain`
    ("`NSCache` keeps its entries in memory", "NSCache keeps its entries in the keychain."),
    // `rival: logarithmic | linear`
    (
      "Searching a sorted array by halving takes a logarithmic number of comparisons, O(log n).",
      "Halving still costs a linear number of comparisons, O of n, only with a smaller constant than a scan."
    ),
    // `same: semantic versioning | …`, `same: calendar versioning | …`, the rival
    ("The library follows semantic versioning", "The library follows calendar versioning."),
    // `same: nightly | once a week | …`, `opposite: pull request | nightly`
    ("CI runs the unit tests on every pull request", "CI runs the unit tests nightly."),
    ("CI runs the unit tests on every pull request", "CI runs the unit tests once a week."),
    // `opposite: unlimited | one value at a time`
    (
      "A `sink` subscriber requests an unlimited number of values",
      "A sink subscriber requests one value at a time."
    ),
    // `same: fractional | fraction | fractions`, `opposite: fractional | absolute`
    (
      "Each item's width is a fraction of the container's width",
      "Each item's width is given in absolute points."
    ),
  ])
  func theRivalContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The rival or the opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    ("`NSCache` keeps its entries in memory", "NSCache keeps its entries in memory, not in the keychain."),
    (
      "Searching a sorted array by halving takes a logarithmic number of comparisons, O(log n).",
      "Halving costs a logarithmic number of comparisons, O of log n, not a linear number."
    ),
    (
      "The library follows semantic versioning",
      "The library follows semantic versioning rather than calendar versioning."
    ),
    (
      "CI runs the unit tests on every pull request",
      "CI runs the unit tests on every pull request, not only nightly."
    ),
    (
      "A `sink` subscriber requests an unlimited number of values",
      "A sink subscriber requests an unlimited number of values, not one value at a time."
    ),
    (
      "Each item's width is a fraction of the container's width",
      "Each item's width is a fraction of the container, not a width in absolute points."
    ),
  ])
  func theRivalDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
