import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Words the lexicon read in a sense they do not have in the answer (session 41, s41-senses;
/// docs/evaluation.md): a stem shared by two words, or a word of an older family, that put an
/// answer's word in the wrong family. Each pair below was graded wrong with main's lexicon before
/// the round and right with this round's edits (`swiftdrill-grading try` on both).
@Suite struct KeyPointMatcherS41SensesTests {
  /// The point said in the word's own sense: credited, no contradiction.
  @Test(arguments: [
    // `form: identical` and `same: same | identical`: what is identical is the same, not `===`
    // (main read "the handling is identical" as identity, beside the `ident` of `identity`)
    (
      "Both paths send the URL to the same routing code.",
      "Whichever way it arrives, I funnel it into one router function, so the handling is identical."
    ),
    // `form: syncs | syncing | synced`: data that syncs is not synchronous (main read the
    // answer's "only syncs the private database" as "only synchronous" against "must sync")
    (
      "The app must sync the shared database too, not just the private one.",
      "My first guess for this bug is that the app only syncs the private database, and it must sync the shared database too."
    ),
    // the same edit: the point's "syncs through" is no longer denied by "doesn't sync on its own"
    (
      "SwiftData syncs through NSPersistentCloudKitContainer, so the model must follow CloudKit's rules.",
      "Right, SwiftData doesn't sync on its own, it goes through NSPersistentCloudKitContainer, so the model inherits all of CloudKit's restrictions."
    ),
    // `form: constantly`: merging constantly is often, not `immutable` (main read the adverb as
    // `constant` and told the answer it contradicts the point's "merges small changes")
    (
      "In trunk-based development everyone merges small changes into the main branch at least daily.",
      "With trunk-based, people integrate little pieces into main constantly, every day at the very least, often several times, instead of going off on their own for weeks."
    ),
  ])
  func theWordInItsSenseIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The word read in another sense no longer says the point: not credited.
  @Test(arguments: [
    // `same: low-level | low level`: a low-level API is no log level (main read "low-level" as
    // `low` and `log level`, and credited the point on it)
    (
      "Each log message has a level, from debug to fault",
      "Logger is a low-level API, and each message is cheap"
    )
  ])
  func theWordInAnotherSenseIsNotCredited(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(!check.credited, "\(answer): \(check)")
  }
}
