import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// A claim spread over two sentences, its subject named in the first and a pronoun standing for
/// it in the second, and everyday words for a point's claim: docs/evaluation.md, "Session 21
/// (s21-grading32)".
@Suite struct KeyPointMatcherPronounTests {
  static func check(_ point: String, _ answer: String, prompt: String = "") -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, prompt: prompt, lexicon: .bundled)[0]
  }

  /// "It" opening a sentence stands for the subject the sentence before named in its first
  /// clause, not only in its last: the claim said after it states the point.
  @Test func aPronounTakesItsSubjectFromAnyClauseOfTheSentenceBefore() {
    let check = Self.check(
      "`NSCache` evicts entries automatically when memory is short",
      "NSCache fits the memory side because it is thread-safe: I can read it from background tasks "
        + "without a lock. It also throws things out on its own when the system runs low on memory.",
      prompt: "How would you design an image cache for a feed of remote images?")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// A dummy "it" ("it's also worth knowing about …", "it is important to …") stands for
  /// nothing said before: the sentence takes no subject from the one before it.
  @Test(arguments: ["It's also worth knowing about", "It is important to know about"])
  func aDummyItRefersToNothingBefore(opening: String) {
    let check = Self.check(
      "Pinning makes the app accept only specific public keys or certificates for its servers.",
      "If we did pin, iOS 14 added NSPinnedDomains under App Transport Security, so you can configure "
        + "it without delegate code. \(opening) Certificate Transparency: iOS requires logs for "
        + "publicly trusted certificates, which makes misissued certificates easier to spot.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(StatementReaderProbe.opensWithDummyIt("\(opening) it"))
    expectTrue(!StatementReaderProbe.opensWithDummyIt("It also throws things out on its own"))
  }

  /// Everyday words the lexicon joins to a point's (session 21): `tiny` for small, `revision`
  /// for version, "passed in" for receives, "kicks off" for starts. Each fails with the
  /// lexicon before it.
  @Test(arguments: [
    ("Test by hand on a small example", "Run it by hand on a tiny input.", ""),
    (
      "Every record carries a version that the server changes on every write.",
      "Each document has a revision the backend bumps on each save.", ""
    ),
    ("An object receives its dependencies instead of creating them.", "The object gets them passed in.", ""),
    (
      "The app starts loading data for rows that will appear soon",
      "The app kicks off downloads for rows coming up.", ""
    ),
  ])
  func everydayWordsStateThePoint(point: String, answer: String, prompt: String) {
    let check = Self.check(point, answer, prompt: prompt)
    expectTrue(check.credited, "\(check)")
  }
}

/// `StatementReader.opensWithDummyIt` on a text's words.
enum StatementReaderProbe {
  static func opensWithDummyIt(_ text: String) -> Bool {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    return StatementReader.opensWithDummyIt(reader.sentences(of: text).first ?? [])
  }
}
