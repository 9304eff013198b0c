import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// The cheaper paths of a `check` (issue 29 (a), branch s17-checkfast): the count rule's byte
/// scan for `one` and `single`, and the key-point audit cache keyed without SHA-256.
@Suite struct CheckCostTests {
  static func holdsACount(_ text: String) -> Bool {
    KeyPointMatcher.holdsASCIIWord(text, "one") || KeyPointMatcher.holdsASCIIWord(text, "single")
  }

  @Test func theCountScanFindsOneAndSingleInEitherCase() {
    for text in ["runs one task", "One task", "a SINGLE owner", "sInGlE", "été one"] {
      expectTrue(Self.holdsACount(text), "\(text)")
    }
    for text in ["", "on", "o n e", "personne", "sing le", "oné", "ＯＮＥ"] {
      expectTrue(!Self.holdsACount(text), "\(text)")
    }
  }

  /// A capitalised count still takes a point back, as when the point was lowered first.
  @Test func aCapitalisedCountIsStillRead() {
    let stemmer = SnowballStemmer()
    expectTrue(
      KeyPointMatcher.miscounts(
        point: "An actor runs ONE task at a time", said: "An actor runs several tasks at a time",
        stemmer: stemmer, stop: []))
    expectTrue(
      !KeyPointMatcher.miscounts(
        point: "An actor runs tasks in turn", said: "An actor runs several tasks at a time",
        stemmer: stemmer, stop: []))
  }

  /// Each text the audit reads changes the key; the key is 32 hexadecimal digits.
  @Test func everyTextOfTheQuestionChangesItsAuditKey() throws {
    let question = try KeyPointAuditCacheTests.question(answer: KeyPointAuditCacheTests.missing)
    let key = KeyPointAuditCache.key(question)
    expectEqual(key.count, 32)
    expectTrue(
      key.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      })
    var changed: [Question] = []
    var other = question
    other.prompt += " "
    changed.append(other)
    other = question
    other.answer = (other.answer ?? "") + "."
    changed.append(other)
    other = question
    other.keyPoints[0] += "!"
    changed.append(other)
    let keys = Set(changed.map(KeyPointAuditCache.key) + [key])
    expectEqual(keys.count, 4)
    expectEqual(KeyPointAuditCache.key(question), key)
  }
}
