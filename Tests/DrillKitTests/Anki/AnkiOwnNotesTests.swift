import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent
@testable import DrillGrading
@testable import DrillProgress
@testable import DrillScheduling

/// SwiftDrill's own notes coming back (`export --anki`, then `import --anki` of that
/// package): the questions keep their full ids and join their history.
@Suite struct AnkiOwnNotesTests {
  static let originals = AnkiPackageWriterTests.questions
  static let at = Date(timeIntervalSince1970: 1_767_000_000)

  /// A store with three reviews (two of basics/range, one of memory/arc) and the package
  /// exported from it with progress.
  func exported(_ folder: TemporaryFolder) throws -> (store: ProgressStore, path: String) {
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "basics/range", .good, at: Self.at)
    try ProgressFixtures.answer(store, "basics/range", .good, at: Self.at.addingTimeInterval(3 * 86_400))
    try ProgressFixtures.answer(store, "memory/arc", .hard, at: Self.at)
    let path = folder.url.appendingPathComponent("own.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: Self.originals, packTitles: AnkiPackageWriterTests.titles,
      progress: try AnkiProgress(store: store), to: path, now: Self.at.addingTimeInterval(5 * 86_400))
    return (store, path)
  }

  func importReviews(_ imported: AnkiImport, into store: ProgressStore) throws -> ReviewImportSummary {
    let questions = Dictionary(uniqueKeysWithValues: Self.originals.map { ($0.id, $0) })
    let rows = AnkiReviewMatching.align(imported.reviews, existing: try AnkiProgress(store: store).reviews)
    return try store.transfer.importReviewLog(rows, questions: questions, scheduler: Scheduler())
  }

  @Test func questionsTheLibraryHasAreNotWrittenAgainAndTheirReviewsAreNotDoubled() throws {
    let folder = try TemporaryFolder()
    let (store, path) = try exported(folder)
    let library = AnkiExistingContent(
      questions: Set(Self.originals.map(\.id)), packs: Set(Self.originals.map(\.packID)))
    let imported = try AnkiPackageReader.read(path: path, packID: nil) { library }
    expectTrue(imported.files.isEmpty)
    expectEqual(imported.known.sorted(), ["basics/range", "basics/struct-copy", "memory/arc"])
    expectEqual(Set(imported.reviews.map(\.cardID)), ["basics/range", "memory/arc"])
    let before = try #require(try store.reviews.memory(for: "basics/range"))
    let summary = try importReviews(imported, into: store)
    expectEqual(summary.questionReviews, 0)
    expectEqual(summary.duplicates, 3)
    try expectEqual(store.reviews.memory(for: "basics/range"), before)
    // On another machine with the same questions, the reviews join those questions.
    let other = try ProgressStore(url: folder.url.appendingPathComponent("other.sqlite"))
    let fresh = try importReviews(imported, into: other)
    expectTrue(fresh.questionReviews == 3 && fresh.questions == 2 && fresh.foreignReviews == 0)
    try expectEqual(other.reviews.memory(for: "basics/range")?.reps, 2)
    try expectEqual(other.reviews.memory(for: "memory/arc")?.reps, 1)
  }

  /// A question whose explanation shows a program that must not compile and the compiler's
  /// message (```swift {fails} then ```error) comes back into a library without it as it
  /// was: the block keeps its flag, so the pack made from the package passes check.
  @Test func aFailsBlockAndItsErrorComeBackAsTheyWere() throws {
    let folder = try TemporaryFolder()
    let explanation =
      "It does not compile:\n\n```swift {fails}\nlet x: Int = \"a\"\n```\n\n```error\ncannot convert value\n```"
    var question = Self.originals[1]
    question.explanation = explanation
    let path = folder.url.appendingPathComponent("fails.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: [question], packTitles: AnkiPackageWriterTests.titles, progress: nil, to: path, now: Self.at)
    let imported = try AnkiPackageReader.read(path: path, packID: nil)
    let file = try #require(imported.restored.first)
    expectContains(file.markdown, "```swift {fails}\nlet x: Int = \"a\"\n```\n\n```error", "\(file.markdown)")
    let library = ContentLoader().loadPack(text: file.markdown, path: "\(file.pack.id).md")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
  }

  @Test func questionsTheLibraryLacksComeBackInTheirOwnPacks() throws {
    let folder = try TemporaryFolder()
    let (_, path) = try exported(folder)
    let imported = try AnkiPackageReader.read(path: path, packID: nil)
    expectTrue(imported.pack.questions.isEmpty)
    expectTrue(imported.known.isEmpty)
    expectEqual(imported.restored.map(\.pack.id), ["basics", "memory"])
    expectEqual(imported.restored.map(\.pack.title), ["Swift basics", "Memory"])
    expectEqual(imported.report.questions, 3)
    for file in imported.restored {
      // Each pack file loads as `check` loads it and gives back the original questions.
      let library = ContentLoader().loadPack(text: file.markdown, path: "\(file.pack.id).md")
      expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
      for back in library.questions {
        let original = try #require(Self.originals.first { $0.id == back.id }, "new id \(back.id)")
        AnkiPackageWriterTests.expectRestored(back, as: original)
      }
    }
    expectEqual(imported.restored.flatMap(\.pack.questions).count, 3)
  }

  @Test func aQuestionItsPackNoLongerHasGoesToTheImportPackAndSaysSo() throws {
    let folder = try TemporaryFolder()
    let (_, path) = try exported(folder)
    let library = AnkiExistingContent(questions: ["basics/struct-copy"], packs: ["basics"])
    let imported = try AnkiPackageReader.read(path: path, packID: "back") { library }
    expectEqual(imported.known, ["basics/struct-copy"])
    expectEqual(imported.pack.questions.map(\.id), ["back/range"])
    expectEqual(imported.restored.map(\.pack.id), ["memory"])
    expectTrue(imported.report.warnings.contains { $0.message.contains("written as back/range") })
    expectEqual(Set(imported.reviews.map(\.cardID)), ["back/range", "memory/arc"])
  }

  /// A key point's `also:` and `wrong:` lines go out under it and come back as they were, so a
  /// pack that leans on them (check's audit of the model Answer) passes check after the trip.
  @Test func keyPointNotesComeBackUnderTheirPoints() throws {
    let folder = try TemporaryFolder()
    var question = Self.originals[2]
    question.keyPoints = ["weak references become nil", "weak does not keep the object alive"]
    question.keyPointNotes = [
      KeyPointNotes(also: ["a weak var is zeroed on `deinit`"], wrong: ["unowned becomes nil"]),
      KeyPointNotes(),
    ]
    let path = folder.url.appendingPathComponent("notes.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: [question], packTitles: AnkiPackageWriterTests.titles, progress: nil, to: path, now: Self.at)
    let imported = try AnkiPackageReader.read(path: path, packID: nil)
    let file = try #require(imported.restored.first)
    expectTrue(
      file.markdown.contains(
        "- weak references become nil\n  - also: a weak var is zeroed on `deinit`\n  - wrong: unowned becomes nil\n"
      ), "\(file.markdown)")
    let back = try #require(file.pack.questions.first)
    expectEqual(back.keyPoints, question.keyPoints)
    expectEqual(back.keyPointNotes.map(\.also), question.keyPointNotes.map(\.also))
    expectEqual(back.keyPointNotes.map(\.wrong), question.keyPointNotes.map(\.wrong))
  }
}
