import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Rivals the lexicon lacked (session 43, s43-lexicon4; docs/evaluation.md), mined across questions
/// from the credited wrong claims of the sets and probes: the linker against the compiler
/// (`same: link time | … | link error`, `rival: compiler | linker | link time`), a hash against
/// encryption (`rival: encrypt | hashable`), `Int32` against `Int` (`rival: int | int32`) and a
/// warning against a crash (`rival: crash | warning`). With main's lexicon before this round each
/// contradiction below was credited (`swiftdrill-grading try`); each denial was credited before
/// and still is.
@Suite struct KeyPointMatcherS43Lexicon4Tests {
  /// The rival said where the point says its side: a contradiction.
  @Test(arguments: [
    // `rival: compiler | linker | link time`
    (
      "`#selector` is checked by the compiler, so a missing method is a compile error.",
      "Hash selector is checked by the linker."
    ),
    (
      "`#selector` is checked by the compiler, so a missing method is a compile error.",
      "A missing method is a link error."
    ),
    ("Swift 6 checks that isolation at compile time.", "Swift 6 checks that isolation at link time."),
    (
      "Packs are resolved at compile time, so a count known only at run time needs an array or `[any P]`",
      "The linker resolves packs, so a count known only at run time works."
    ),
    // `rival: encrypt | hashable`
    (
      "The Keychain stores each item encrypted, and the system controls which app can read it.",
      "The Keychain stores each item as a hash."
    ),
    (
      "The code challenge is the SHA-256 hash of a random code verifier.",
      "The code challenge is the code verifier encrypted with AES."
    ),
    // `rival: int | int32`
    (
      "An integer literal defaults to `Int` and a floating-point literal to `Double`",
      "An integer literal defaults to Int32."
    ),
    // `rival: crash | warning`
    ("Using it while `nil` crashes at run time", "Using it while nil logs a warning at run time."),
    (
      "A misspelled string selector crashes the app with \"unrecognized selector sent to instance\".",
      "A misspelled string selector prints a warning in the console."
    ),
  ])
  func theRivalContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers the echoed-opening rule (session 52, s52-census) no longer credits.
  static let echoLost: Set<String> = ["The Keychain stores each item encrypted, not as a hash."]

  /// The rival denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "`#selector` is checked by the compiler, so a missing method is a compile error.",
      "The compiler checks a selector, not the linker, so a missing method is a compile error."
    ),
    (
      "The Keychain stores each item encrypted, and the system controls which app can read it.",
      "The Keychain stores each item encrypted, not as a hash."
    ),
    (
      "An integer literal defaults to `Int` and a floating-point literal to `Double`",
      "An integer literal defaults to Int, not Int32, and a floating-point one to Double."
    ),
    (
      "Using it while `nil` crashes at run time",
      "Using it while nil crashes at run time, it isn't just a warning."
    ),
  ])
  func theRivalDeniedIsCredited(point: String, answer: String) {
    // Session 52 (s52-census): the point's opening echoed word for word and the rest in other words
    // (or a denied rival after it) is not credited: the rule's cost on right answers (491 : 66 on
    // the labelled sets). Known issues until a reading tells these from the wrong-claim probes.
    if Self.echoLost.contains(answer) {
      withKnownIssue("s52-census: an echoed opening with the rest in other words") {
        expectCredited(point, answer)
      }
    } else {
      expectCredited(point, answer)
    }
  }
}
