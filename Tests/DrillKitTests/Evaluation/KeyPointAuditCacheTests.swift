import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// `KeyPointAuditCache`: a `check` of an unchanged question is answered from the cache
/// folder, with the same problems at the same lines; any change of its texts, of the
/// lexicon or of the executable grades it again.
@Suite struct KeyPointAuditCacheTests {
  let folder = TemporaryHome.make().appendingPathComponent("key-points", isDirectory: true)

  static func question(answer: String) throws -> Question {
    let text = KeyPointNotesTests.pack.replacingOccurrences(
      of: "A weak reference becomes nil when the object is freed.", with: answer)
    let library = ContentLoader().loadPack(text: text, path: "notes.md")
    return try #require(library.packs.first?.questions.first)
  }

  static let missing = "A weak reference becomes nil when the object is freed."

  @Test func aSecondRunIsAnsweredFromTheFileWithTheSameProblems() throws {
    let question = try Self.question(answer: Self.missing)
    let cold = KeyPointAuditCache(directory: folder, fingerprint: "one")
    let first = cold.problems(in: question, lexicon: .bundled)
    expectEqual(first, KeyPointAudit.problems(in: question, lexicon: .bundled))
    expectEqual(first.map(\.location.line), [18])
    expectEqual(cold.hits, 0)
    cold.save()
    let warm = KeyPointAuditCache(directory: folder, fingerprint: "one")
    expectEqual(warm.problems(in: question, lexicon: .bundled), first)
    expectEqual(warm.hits, 1)
  }

  /// A warning (a `wrong:` line not heard said alone) comes back from the file a warning, at
  /// the `wrong:` line (line 17, its text at column 5), not at its point's line.
  @Test func aWarningIsKeptAWarning() throws {
    let text = KeyPointNotesTests.pack
      .replacingOccurrences(
        of: "A weak reference becomes nil when the object is freed.",
        with:
          "A weak reference becomes nil when the object is freed, and weak does not keep the object alive."
      )
      .replacingOccurrences(of: "wrong: unowned becomes nil", with: "wrong: unowned is safe to use anywhere")
    let question = try #require(
      ContentLoader().loadPack(text: text, path: "notes.md").packs.first?.questions.first)
    let cold = KeyPointAuditCache(directory: folder, fingerprint: "one")
    let first = cold.problems(in: question, lexicon: .bundled)
    expectEqual(first.map(\.severity), [.warning])
    expectEqual(first.map { [$0.location.line, $0.location.column] }, [[17, 5]])
    cold.save()
    let warm = KeyPointAuditCache(directory: folder, fingerprint: "one")
    expectEqual(warm.problems(in: question, lexicon: .bundled), first)
    expectEqual(warm.hits, 1)
  }

  @Test func anEditedAnswerIsGradedAgain() throws {
    let cold = KeyPointAuditCache(directory: folder, fingerprint: "one")
    expectEqual(cold.problems(in: try Self.question(answer: Self.missing), lexicon: .bundled).count, 1)
    cold.save()
    let warm = KeyPointAuditCache(directory: folder, fingerprint: "one")
    let fixed = try Self.question(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.")
    expectTrue(warm.problems(in: fixed, lexicon: .bundled).isEmpty)
    expectEqual(warm.hits, 0)
  }

  @Test func anotherLexiconOrExecutableStartsAfreshAndReplacesTheOldFile() throws {
    let question = try Self.question(answer: Self.missing)
    let old = KeyPointAuditCache(directory: folder, fingerprint: "old")
    _ = old.problems(in: question, lexicon: .bundled)
    old.save()
    expectTrue(
      KeyPointAuditCache.fingerprint(lexicon: "same: a | b", executable: "x")
        != KeyPointAuditCache.fingerprint(lexicon: "same: a | c", executable: "x"))
    let new = KeyPointAuditCache(directory: folder, fingerprint: "new")
    expectEqual(new.problems(in: question, lexicon: .bundled).count, 1)
    expectEqual(new.hits, 0)
    new.save()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    expectEqual(names, ["new.json"])
  }

  @Test func anUnreadableFileIsAColdCache() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: folder.appendingPathComponent("one.json"))
    let cache = KeyPointAuditCache(directory: folder, fingerprint: "one")
    expectEqual(cache.problems(in: try Self.question(answer: Self.missing), lexicon: .bundled).count, 1)
    expectEqual(cache.hits, 0)
  }
}
