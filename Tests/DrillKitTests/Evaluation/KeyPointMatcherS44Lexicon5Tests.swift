import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Rivals and an opposite the lexicon lacked (session 44, s44-lexicon5; docs/evaluation.md), mined from the
/// contradicted points the ordinary sets credit: upstream against downstream in a publisher chain
/// (`rival: upstream | downstream`), a logic race against a data race (`same: logic race | …`,
/// `rival: race | logic race`), a per-module setting against a workspace-wide one
/// (`same: workspace-wide | …`, `opposite: module | workspace-wide`) and a module compiled as one
/// unit against file by file (`opposite: one unit | separately`). With main's lexicon before this
/// round each contradiction below was credited (`swiftdrill-grading try`); each denial was
/// credited before and still is.
@Suite struct KeyPointMatcherS44Lexicon5Tests {
  /// The rival said where the point says its side: a contradiction.
  @Test(arguments: [
    // `rival: upstream | downstream`
    (
      "`subscribe(on:)` sets where the subscribe, cancel and request operations run, upstream",
      "subscribe(on:) sets where the downstream operators and the subscriber receive values."
    ),
    (
      "Operators before `receive(on:)` still run upstream of it, on the earlier queue",
      "Operators before receive on run downstream of it, on the new queue."
    ),
    (
      "A publisher sends values downstream to its subscriber",
      "A publisher sends values upstream to its subscriber."
    ),
    // `rival: race | logic race`
    (
      "Reentrancy at an `await` causes a logic race on the actor state",
      "Reentrancy at an await causes a data race on the actor state."
    ),
    // `same: workspace-wide | …`, `opposite: module | workspace-wide`
    ("Default isolation is a per-module setting", "Default isolation is a workspace-wide setting."),
    (
      "Default isolation is a per-module setting", "Default isolation is one setting for the whole workspace."
    ),
    (
      "The Swift language mode is chosen for each module",
      "The Swift language mode is chosen for the whole workspace."
    ),
    // `same: one unit | …`, `same: separately | file by file | …`, `opposite: one unit | separately`
    (
      "Whole-module optimisation compiles all files of the module as one unit",
      "Whole-module optimisation compiles each file separately."
    ),
    (
      "Whole-module optimisation compiles all files of the module as one unit",
      "WMO still compiles the module file by file."
    ),
  ])
  func theRivalContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The rival denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "`subscribe(on:)` sets where the subscribe, cancel and request operations run, upstream",
      "subscribe(on:) sets where the subscribe, cancel and request calls run: upstream, not downstream."
    ),
    (
      "A publisher sends values downstream to its subscriber",
      "A publisher sends values downstream, not upstream, to its subscriber."
    ),
    (
      "Reentrancy at an `await` causes a logic race on the actor state",
      "Reentrancy at an await causes a logic race on the actor state, not a data race."
    ),
    (
      "This is a logic race, not a data race: the compiler cannot catch it.",
      "It is a logic race rather than a data race, so the compiler cannot catch it."
    ),
    (
      "Default isolation is a per-module setting",
      "Each module has its own default isolation, not one for the whole workspace."
    ),
    ("Default isolation is a per-module setting", "Default isolation is set per module, not workspace-wide."),
    (
      "With WMO the compiler optimises the module as one unit",
      "With WMO the compiler optimises the whole module as one unit instead of file by file."
    ),
  ])
  func theRivalDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// A right answer that main's lexicon told it contradicts: "not file by file" denies the side
  /// the point rules out, so it is the point said in other words.
  @Test func aDeniedFileByFileIsCredited() {
    expectCredited(
      "Whole-module optimisation compiles all files of the module as one unit",
      "WMO compiles the module as one unit, not file by file.")
  }
}
