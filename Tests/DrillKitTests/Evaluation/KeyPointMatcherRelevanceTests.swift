import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A point that says a thing has an effect, or how it must be, is not stated by a text that says
/// the thing does not matter: docs/evaluation.md, "Session 40 (s40-grading123)".
@Suite struct KeyPointMatcherRelevanceTests {
  /// "doesn't (really) matter", "makes no difference", "has nothing to do with" the subject.
  @Test func relevanceDeniedContradicts() {
    let libraries = checkPoint(
      "Fewer dynamic libraries mean less work for the loader",
      "Dynamic libraries don't really matter for launch, though, the loader handles them almost for free.")
    expectTrue(libraries.contradicted, "\(libraries)")
    expectTrue(!libraries.credited, "\(libraries)")
    let allocator = checkPoint(
      "Memory must be freed by the allocator that made it.",
      "Which free you call doesn't matter, it all goes back to the same heap.")
    expectTrue(allocator.contradicted, "\(allocator)")
    let chain = checkPoint(
      "A chain of modules that depend on each other builds in sequence.",
      "The chain shape doesn't matter, dependent modules compile in parallel anyway.")
    expectTrue(chain.contradicted, "\(chain)")
    let upload = checkPoint(
      "A background session accepts only uploads from a file.",
      "A background session works with either, data or a file, it makes no difference.")
    expectTrue(upload.contradicted, "\(upload)")
    let linker = checkPoint(
      "Dead code removal of unused internal declarations",
      "Dead code removal of unused internal declarations happens in the linker, WMO has nothing to do with it."
    )
    expectTrue(linker.contradicted, "\(linker)")
  }

  /// A point that denies something itself, a consequence after `so`, what the point says negated
  /// (`unordered`) and a passive ("callers aren't affected") leave the point stated.
  @Test func relevanceDenialsThatAgreeLeaveThePointStated() {
    let fileSize = checkPoint(
      "Decoded memory depends on the pixel dimensions, not on the file size.",
      "File size doesn't matter, pixel dimensions do.")
    expectTrue(fileSize.credited, "\(fileSize)")
    expectTrue(!fileSize.contradicted, "\(fileSize)")
    let tabs = checkPoint(
      "Each tab gets its own NavigationStack inside the TabView",
      "Each tab gets its own NavigationStack inside the TabView, so drilling down in one tab doesn't affect another."
    )
    expectTrue(tabs.credited, "\(tabs)")
    let set = checkPoint(
      "Set: unique, unordered, fast membership test",
      "Set when everything's unique, order doesn't matter, and you need fast contains checks.")
    expectTrue(set.credited, "\(set)")
    expectTrue(!set.contradicted, "\(set)")
    let callers = checkPoint(
      "Objective-C callers keep the original names.",
      "Existing Objective-C callers aren't affected, they keep the original names.")
    expectTrue(callers.credited, "\(callers)")
  }

  /// The reading alone: which texts deny the relevance of what the point says has an effect.
  @Test func relevanceDenialsAreRead() {
    let point = "The position of receive(on:) decides where the operators after it run."
    expectTrue(KeyPointMatcher.deniesRelevance(point: point, said: "the position doesn't matter"))
    expectTrue(KeyPointMatcher.deniesRelevance(point: point, said: "And the position doesn't really matter"))
    expectTrue(KeyPointMatcher.deniesRelevance(point: point, said: "where you put it makes no difference"))
    expectTrue(KeyPointMatcher.deniesRelevance(point: point, said: "the position has nothing to do with it"))
    expectTrue(
      KeyPointMatcher.deniesRelevance(point: point, said: "the position doesn’t affect the operators"))
    expectTrue(!KeyPointMatcher.deniesRelevance(point: point, said: "the position matters"))
    expectTrue(!KeyPointMatcher.deniesRelevance(point: point, said: "the operators aren't affected"))
    expectTrue(!KeyPointMatcher.deniesRelevance(point: point, said: "it moves, so the rest doesn't matter"))
    expectTrue(!KeyPointMatcher.deniesRelevance(point: point, said: "it moves, and the rest doesn't matter"))
    expectTrue(
      !KeyPointMatcher.deniesRelevance(point: point, said: "if it's last, the position doesn't matter"))
    expectTrue(!KeyPointMatcher.deniesRelevance(point: point, said: "work that has nothing to do with it"))
    expectTrue(
      !KeyPointMatcher.deniesRelevance(point: point, said: "the position doesn't matter but the queue does"))
    expectTrue(
      !KeyPointMatcher.deniesRelevance(
        point: "The position never decides where upstream operators run.", said: "the position doesn't matter"
      ))
    expectTrue(
      !KeyPointMatcher.deniesRelevance(
        point: "The position matters for the operators after it.", said: "the position doesn't matter"))
  }

  /// The byte scan before the words are read (issue 29 (a)) finds the denial's words in any
  /// ASCII case and never a word that only starts like one: a text it misses is never read.
  @Test func theByteScanFindsTheDenialsWordsInAnyCase() {
    for text in [
      "It doesn't MATTER", "doesn't Affect it", "makes no Difference", "NOTHING to do with it", "matters",
      "that really doesn’t matter",
    ] {
      expectTrue(KeyPointMatcher.mentionsRelevance(text[...]), "\(text)")
    }
    for text in ["", "a matte finish", "the effect is small", "differs", "noting it", "mat", "é mattè"] {
      expectTrue(!KeyPointMatcher.mentionsRelevance(text[...]), "\(text)")
    }
    let said = "Ordering doesn't matter here."
    let inside = said[said.index(said.startIndex, offsetBy: 9)...]
    expectTrue(KeyPointMatcher.mentionsRelevance(inside))
    expectTrue(!KeyPointMatcher.mentionsRelevance(said.prefix(12)))
  }
}
