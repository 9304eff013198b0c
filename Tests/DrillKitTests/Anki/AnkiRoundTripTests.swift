import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent
@testable import DrillProgress
@testable import DrillScheduling

/// History and identity across Anki and back, with the official Anki library.
@Suite(.ownThreads) struct AnkiRoundTripTests {
  /// Fails without the official Anki library (see `RealAnki.require`).
  init() throws { try RealAnki.require() }

  struct Made: Decodable {
    var guids: [String]
  }

  func history(_ format: String, folder: TemporaryFolder) throws -> (path: String, made: Made) {
    let collection = folder.url.appendingPathComponent("maker-\(format)")
    try FileManager.default.createDirectory(at: collection, withIntermediateDirectories: true)
    let out = folder.url.appendingPathComponent("history-\(format).apkg").path
    let output = try #require(RealAnki.script("make_history.py", [collection.path, out, format]))
    return (out, try JSONDecoder().decode(Made.self, from: Data(output.utf8)))
  }

  @Test(arguments: ["latest", "legacy"]) func theReviewLogComesInAndRebuildsMemory(_ format: String) throws {
    let folder = try TemporaryFolder()
    let (path, _) = try history(format, folder: folder)
    let imported = try AnkiPackageReader.read(path: path, packID: "history")
    // Ten of the first card, three of the second cloze card; the reversed card and the
    // manual reschedule are not questions' reviews.
    expectEqual(imported.reviews.count, 13)
    expectEqual(imported.report.reviewsInPackage, 13)
    let ten = try #require(imported.pack.questions.first { $0.title == "Ten reviews" })
    expectEqual(imported.reviews.filter { $0.cardID == ten.id }.count, 10)
    let store = try ProgressStore(url: folder.database)
    let questions = Dictionary(uniqueKeysWithValues: imported.pack.questions.map { ($0.id, $0) })
    let rows = AnkiReviewMatching.align(imported.reviews, existing: try AnkiProgress(store: store).reviews)
    let summary = try store.transfer.importReviewLog(rows, questions: questions, scheduler: Scheduler())
    expectEqual(summary.questionReviews, 13)
    expectEqual(summary.questions, 2)
    let memory = try #require(try store.reviews.memory(for: ten.id))
    expectEqual(memory.reps, 10)
    expectTrue(memory.memory.stability != nil)
    // Again: nothing twice.
    let again = try store.transfer.importReviewLog(
      AnkiReviewMatching.align(imported.reviews, existing: try AnkiProgress(store: store).reviews),
      questions: questions, scheduler: Scheduler())
    expectTrue(again.questionReviews == 0 && again.duplicates == 13)
  }

  @Test func ankiToSwiftDrillToAnkiKeepsTheNotes() throws {
    let folder = try TemporaryFolder()
    let (path, made) = try history("latest", folder: folder)
    let imported = try AnkiPackageReader.read(path: path, packID: "history")
    let back = folder.url.appendingPathComponent("back.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: imported.pack.questions, packTitles: ["history": "History"], progress: nil, to: back,
      now: Date())
    // As Anki desktop imports by default: the package's notes that Anki has (same GUID) are
    // of another note type, so Anki keeps its own and adds no copy.
    let result = try RealAnkiExportTests().importWithAnki([path, back], folder: folder)
    expectEqual(result.imports.first?.new, 3)
    let guids = Set(result.notes.map(\.guid))
    for guid in made.guids { expectContains(guids, guid) }
    expectEqual(result.imports.last?.conflicting, 3)
    expectEqual(result.imports.last?.updated, 0)
    // The cloze note's two questions go back as that one note: nothing is new.
    expectEqual(result.imports.last?.new, 0)
    expectEqual(result.notes.count, 3)
    expectTrue(result.notes.filter { $0.notetype.hasPrefix("SwiftDrill") }.isEmpty)
  }

  @Test func reviewsSharingAMillisecondRoundTripAsTheSameReviews() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let at = Date(timeIntervalSince1970: 1_767_000_000)
    // Three questions answered "at the same millisecond" (a fixed clock), twice each.
    for question in AnkiPackageWriterTests.questions {
      try ProgressFixtures.answer(store, question.id, .good, at: at)
      try ProgressFixtures.answer(store, question.id, .good, at: at.addingTimeInterval(86_400))
    }
    let path = folder.url.appendingPathComponent("same.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: AnkiPackageWriterTests.questions, packTitles: AnkiPackageWriterTests.titles,
      progress: try AnkiProgress(store: store), to: path, now: at.addingTimeInterval(2 * 86_400))
    let imported = try AnkiPackageReader.read(path: path, packID: "basics")
    expectEqual(imported.reviews.count, 6)
    // The ids Anki got are distinct…
    expectEqual(Set(imported.reviews.map(\.reviewedAt)).count, 6)
    // …and they are the reviews already there (the pack id matches for basics' questions).
    let basics = AnkiPackageWriterTests.questions.filter { $0.packID == "basics" }
    let questions = Dictionary(uniqueKeysWithValues: basics.map { ($0.id, $0) })
    let rows = AnkiReviewMatching.align(
      imported.reviews.filter { questions[$0.cardID] != nil },
      existing: try AnkiProgress(store: store).reviews)
    let summary = try store.transfer.importReviewLog(rows, questions: questions, scheduler: Scheduler())
    expectEqual(summary.questionReviews, 0)
    expectEqual(summary.duplicates, 4)
  }
}
