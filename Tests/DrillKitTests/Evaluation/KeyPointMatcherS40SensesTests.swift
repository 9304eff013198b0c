import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Words the lexicon read in a sense they do not have in the answer (session 40, s40-senses;
/// docs/evaluation.md): a stem shared by two words, or a word of an older family, that put an
/// answer's word in the wrong family. Each pair below was graded wrong with main's lexicon before
/// the round and right with this round's edits (`swiftdrill-grading try` on both).
@Suite struct KeyPointMatcherS40SensesTests {
  /// The point said in the word's own sense: credited, no contradiction.
  @Test(arguments: [
    // `same: hang | … | freezes the app | ui freezes …`: an app or a UI that freezes hangs
    // (main read "freezes the UI" as `immutable`)
    ("`wait()` on the main thread freezes the UI", "Waiting there hangs the app.")
  ])
  func theWordInItsSenseIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The word read in another sense no longer says the point: not credited.
  @Test(arguments: [
    // `form: container | containers | containment | containing`: an App Group container is no
    // membership (`contains`)
    (
      "A widget can contain a `Button` or a `Toggle` that runs an App Intent.",
      "The intent writes the change into the shared App Group container."
    ),
    // `form: duplicates`: a collection's duplicates are no copies (main read the point's
    // "equal values are duplicates" as copies and credited an answer on hash and equality alone)
    (
      "Identifiers in a snapshot must be unique, so equal values are duplicates",
      "The struct itself is the identifier, so changing the title changes its hash and equality, and the data source treats it as a brand new item."
    ),
  ])
  func theWordInAnotherSenseIsNotCredited(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(!check.credited, "\(answer): \(check)")
  }
}
