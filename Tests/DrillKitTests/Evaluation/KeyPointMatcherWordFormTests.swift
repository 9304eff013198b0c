import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A lexicon `form:` line reads a word as itself, not through the stemmer: `cleared`, `clears`
/// and `clearing` (emptied, set to `nil`) stem as `clear`, which the lexicon reads as `clarity`,
/// and the `survive` line named `cleared` as its opposite, so every "clear code" was the opposite
/// of surviving and "not cleared" had no `nil` in it. docs/evaluation.md, "Session 28
/// (s28-grading69)".
@Suite struct KeyPointMatcherWordFormTests {
  static let unowned = "`unowned`: not cleared (usually non-optional), traps if used after the object dies."

  /// The learner's case: an `unowned` reference said to be set to `nil` contradicts the bank's
  /// point, which says it is not cleared (it was credited on its other words).
  @Test(arguments: [
    (unowned, "Unowned references are set to nil when the object dies."),
    ("Unowned references are not cleared (not set to nil)", "unowned is set to nil too"),
    (
      "An unowned reference is not cleared when its object goes away.",
      "An unowned reference is set to nil when its object goes away."
    ),
  ])
  func nilContradictsNotCleared(point: String, answer: String) {
    let result = checkPoint(point, answer)
    expectTrue(result.contradicted && !result.credited, "\(result)")
  }

  /// A weak reference that is cleared becomes `nil`: the zeroing weak reference said in its
  /// other words.
  @Test func clearedIsNil() {
    let result = checkPoint(
      "A weak reference becomes nil when its object is freed.", "The weak one is cleared.")
    expectTrue(result.credited && !result.contradicted, "\(result)")
  }

  /// `nil`, `cleared`, `erased` are one concept and `survive` its opposite, so data said to be
  /// cleared or set to `nil` on a restart still contradicts a point that says it survives. A
  /// `nil` that "has no effect" is still denied: the line names `nil` first, because a word on
  /// the flipped side of an opposite is denied by no empty predicate (written `survive | … |
  /// nil`, "setting the item to nil has no effect" was credited).
  @Test func survivingIsTheOppositeAndANilWithNoEffectIsDenied() {
    let survives = "The disk cache stores the downloaded data, so an image survives an app restart."
    for answer in [
      "The disk cache is cleared at every app restart.", "The disk cache is set to nil at every app restart.",
    ] {
      let result = checkPoint(survives, answer)
      expectTrue(result.contradicted, "\(answer): \(result)")
    }
    let sheet = checkPoint(
      "Setting the item to `nil` dismisses the sheet",
      "Setting the item to nil has no effect, you have to dismiss from inside the sheet.")
    expectTrue(sheet.contradicted && !sheet.credited, "\(sheet)")
  }

  /// The reader keys a form as `=word` and its other forms by their stem, and a `form:` entry of
  /// two words is a problem. A form is keyed so wherever it is read: a `common:` word of no group,
  /// and the word after an `un` ("uncleared" is not `nil`, not "unclear").
  @Test func aFormIsItsOwnWord() {
    let lexicon = GradingLexicon(
      text: """
        same: clarity | clear
        form: cleared
        same: nil | set to nil | cleared
        """, path: "lexicon.txt")
    expectTrue(lexicon.problems.isEmpty, "\(lexicon.problems)")
    let stemmer = SnowballStemmer()
    expectTrue(lexicon.stemKey("cleared", stemmer) == "=cleared")
    expectTrue(lexicon.stemKey("clear", stemmer) == "clear")
    expectTrue(lexicon.meanings[["=cleared"]]?.concept == "nil", "\(lexicon.meanings)")
    expectTrue(lexicon.meanings[["clear"]]?.concept == "clariti", "\(lexicon.meanings)")
    let bad = GradingLexicon(text: "form: set to nil", path: "lexicon.txt")
    expectTrue(bad.problems.count == 1, "\(bad.problems)")
    let reader = StatementReader(lexicon: .bundled, stemmer: stemmer)
    let clear = reader.parts("Clear names read well")
    let cleared = reader.parts("The names are cleared")
    expectTrue(clear.first?.first?.name == "clariti", "\(clear)")
    expectTrue(cleared.first?.last?.name == "nil", "\(cleared)")
    let common = GradingLexicon(text: "form: cleared\ncommon: cleared", path: "lexicon.txt")
    expectTrue(common.common == ["=cleared"], "\(common.common)")
    let uncleared = reader.statement("the cache is uncleared")
    expectTrue(uncleared.contains { $0.name == "nil" && $0.negated }, "\(uncleared)")
  }

  /// Five lexicon lines of session 28, each an equivalent in Swift talk that an answer of the
  /// labelled sets said and the lexicon lacked: an image decoded is decompressed, a check that
  /// goes red fails, an edge is a boundary, a library embedded is bundled, a Big O is a complexity.
  @Test(arguments: [
    ("A memory cache holds decoded images.", "In memory I keep them decompressed."),
    ("CI fails the build.", "CI goes red."),
    (
      "Doubles replace dependencies at the boundaries of the app.",
      "I only fake what sits at the edges of the app."
    ),
    ("The app bundles its own copy of the Swift libraries.", "Apps embedded those dylibs."),
    ("Say the complexity of each step.", "Give each step's Big O."),
  ])
  func session28VocabularyCreditsTheClaimInOtherWords(point: String, answer: String) {
    let result = checkPoint(point, answer)
    expectTrue(result.credited && !result.contradicted, "\(result)")
  }
}
