import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// Loading in outline (`check`) and for a snapshot (the first study run) keeps
/// less in memory, and must tell and store exactly what a whole load does.
@Suite struct ContentRetentionTests {
  /// The repository's bundled packs and lessons: every question type, code, lessons with checks.
  static var sources: [ContentSource] {
    get throws {
      let root = BundledLessons.repository
      let sources = [
        ContentSource(root.appendingPathComponent("questions"), role: .questions),
        ContentSource(root.appendingPathComponent("lessons"), role: .lessons),
      ]
      guard !ContentLoader().load(sources).packs.isEmpty else { throw BundledLessons.NoLessons() }
      return sources
    }
  }

  @Test func anOutlineLoadFindsTheSameProblemsIdsAndShapes() throws {
    let sources = try Self.sources
    let whole = ContentLoader().load(sources)
    let outline = ContentLoader(retention: .outline).load(sources)
    expectEqual(outline.diagnostics, whole.diagnostics)
    expectEqual(outline.snippets, whole.snippets)
    expectEqual(outline.lessons, whole.lessons)
    expectEqual(outline.packs.map(\.id), whole.packs.map(\.id))
    expectEqual(outline.packs.map(\.intro), whole.packs.map(\.intro))
    expectEqual(outline.questions.map(\.id), whole.questions.map(\.id))
    expectEqual(outline.questions.map(\.type), whole.questions.map(\.type))
    expectEqual(outline.questions.map(\.hints.count), whole.questions.map(\.hints.count))
    expectEqual(outline.questions.map(\.location), whole.questions.map(\.location))
    expectEqual(CheckReport(outline), CheckReport(whole))
    expectTrue(outline.questions.allSatisfy { $0.prompt.isEmpty && ($0.answer ?? "").isEmpty })
    expectTrue(whole.questions.contains { !$0.prompt.isEmpty })
  }

  @Test func aCheckWithoutRunDropsThePacksClaimsAndNothingElse() throws {
    let sources = try Self.sources
    let whole = ContentLoader().load(sources)
    var loader = ContentLoader(retention: .outline)
    loader.keepsPackClaims = false
    let checked = loader.load(sources)
    expectEqual(checked.diagnostics, whole.diagnostics)
    expectEqual(CheckReport(checked), CheckReport(whole))
    let lessonFiles = Set(whole.lessons.map(\.path))
    expectEqual(checked.snippets, whole.snippets.filter { lessonFiles.contains($0.location.path) })
    expectTrue(whole.snippets.contains { !lessonFiles.contains($0.location.path) })
  }

  @Test func aSnapshotOfAnEncodedLoadHasTheBytesOfTheWholeLibrarys() throws {
    let sources = try Self.sources
    let whole = ContentLoader().load(sources)
    let folder = try TemporaryFolder()
    let spool = RecordSpool(folder: folder.url)
    let (outline, records) = ContentLoader().loadEncoded(sources, into: spool)
    expectEqual(records.count, whole.packs.count)
    var joined = Data()
    ContentCache.write(outline, records: records, spool: spool, fingerprint: "test") {
      joined.append(contentsOf: $0)
    }
    expectTrue(!spool.failed)
    // The spool is an unlinked file: nothing is left in the folder.
    expectTrue(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    expectEqual(joined, ContentCache.encode(whole, fingerprint: "test"))
    let snapshot = try #require(ContentCache.decode(joined, fingerprint: "test"))
    let decoded = try snapshot.library()
    expectEqual(decoded.packs, whole.packs)
    expectEqual(decoded.lessons, whole.lessons)
    expectEqual(decoded.diagnostics, whole.diagnostics)
  }

  @Test func anOutlineKeepsTheShapeAndDropsTheText() {
    let question = Question(
      localID: "q", packID: "p", title: "Title", tags: ["t"], prompt: "Prompt",
      choices: [Choice(text: "a", correct: true), Choice(text: "b", correct: false)],
      answer: "Answer", keyPoints: ["k"], hints: ["h1", "h2"], explanation: "Why")
    let outline = question.outline
    expectEqual(outline.type, question.type)
    expectTrue(outline.id == question.id && outline.title == "Title" && outline.tags == ["t"])
    expectEqual(outline.choices.map(\.correct), [true, false])
    expectEqual(outline.hints.count, 2)
    expectTrue(outline.prompt.isEmpty && outline.answer == "" && outline.explanation == "")
    expectTrue(outline.choices.allSatisfy(\.text.isEmpty) && outline.keyPoints == [""])
  }
}
