import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent
@testable import DrillProgress
@testable import DrillScheduling

/// A cloze note with three deletions taken Anki → SwiftDrill → Anki, with the official
/// Anki library (Tests/AnkiCheck/make_cloze.py): three questions in SwiftDrill, one note
/// again in Anki.
@Suite(.ownThreads) struct AnkiClozeRoundTripTests {
  /// Fails without the official Anki library (see `RealAnki.require`).
  init() throws { try RealAnki.require() }

  struct Made: Decodable {
    var guid: String
  }

  /// The original collection (kept in `collection`), its package, and the package SwiftDrill
  /// exports back after importing it, the reviews included, with progress.
  func roundTrip(_ folder: TemporaryFolder) throws -> (
    collection: URL, guid: String, imported: AnkiImport, back: String
  ) {
    let collection = folder.url.appendingPathComponent("original")
    try FileManager.default.createDirectory(at: collection, withIntermediateDirectories: true)
    let package = folder.url.appendingPathComponent("cloze.apkg").path
    let output = try #require(RealAnki.script("make_cloze.py", [collection.path, package]))
    let made = try JSONDecoder().decode(Made.self, from: Data(output.utf8))
    let imported = try AnkiPackageReader.read(path: package, packID: "closures")
    let store = try ProgressStore(url: folder.database)
    let questions = Dictionary(uniqueKeysWithValues: imported.pack.questions.map { ($0.id, $0) })
    _ = try store.transfer.importReviewLog(imported.reviews, questions: questions, scheduler: Scheduler())
    let back = folder.url.appendingPathComponent("back.apkg").path
    let summary = try AnkiPackageWriter.write(
      questions: imported.pack.questions, packTitles: ["closures": "Closures"],
      progress: try AnkiProgress(store: store), to: back, now: Date())
    expectTrue(summary.leftOut.isEmpty)
    expectEqual(summary.notes, 2)
    return (collection, made.guid, imported, back)
  }

  @Test func aClozeNoteComesBackAsTheSameOneNoteAndItsCardsKeepTheirScheduling() throws {
    let folder = try TemporaryFolder()
    let (collection, guid, imported, back) = try roundTrip(folder)
    let fromCloze = imported.pack.questions.filter { $0.tags.contains(AnkiIDs.guidTag(guid)) }
    expectEqual(fromCloze.map(\.accept), [["closure"], ["values"], ["context"]])
    expectEqual(imported.reviews.count, 4)
    let export = try RealAnkiExportTests()
    let before = try export.importWithAnki([], into: collection, folder: folder)
    let after = try export.importWithAnki([back], into: collection, folder: folder)
    // Anki has both notes: it adds none (the package's are of SwiftDrill's note types, so
    // Anki keeps its own as they are).
    expectEqual(after.imports.first?.new, 0)
    expectEqual(after.imports.first?.conflicting, 2)
    expectEqual(after.notes.count, before.notes.count)
    expectEqual(after.notes.count, 2)
    let old = try #require(before.notes.first { $0.guid == guid })
    let note = try #require(after.notes.first { $0.guid == guid })
    expectEqual(note.notetype, "Cloze")
    expectEqual(note.cards.count, 3)
    for (was, now) in zip(old.cards, note.cards) {
      expectTrue(now.type == 2 && now.reps == 1 && now.revlog == 1)
      expectTrue(now.ivl == was.ivl && now.dueInDays == was.dueInDays && now.reps == was.reps)
      expectEqual(now.revlog, was.revlog)
    }
  }

  @Test func inAFreshCollectionTheClozeNoteHasACardPerQuestion() throws {
    let folder = try TemporaryFolder()
    let (_, guid, _, back) = try roundTrip(folder)
    let fresh = try RealAnkiExportTests().importWithAnki([back], folder: folder)
    expectEqual(fresh.imports.first?.new, 2)
    expectEqual(fresh.notes.count, 2)
    let note = try #require(fresh.notes.first { $0.guid == guid })
    expectEqual(note.notetype, "SwiftDrill Cloze")
    expectEqual(note.fields["Text"]?.contains("{{c2::values::what?}}"), true)
    expectEqual(note.fields["IDs"]?.split(separator: " ").count, 3)
    expectEqual(note.cards.count, 3)
    // Each card hides its own deletion and carries the review SwiftDrill imported for it.
    for (card, hidden) in zip(note.cards, ["closure", "values", "context"]) {
      expectNotContains(card.question, ">\(hidden)<", "\(card.question)")
      expectContains(card.answer, hidden)
      expectTrue(card.reps == 1 && card.revlog == 1)
    }
    expectContains(note.cards[1].question, "what?")
  }

  @Test func theRebuiltNoteImportsBackAsTheSameQuestions() throws {
    let folder = try TemporaryFolder()
    let (_, _, imported, back) = try roundTrip(folder)
    let again = try AnkiPackageReader.read(path: back, packID: "closures")
    expectEqual(again.report.notes, 2)
    // The questions come back under their ids (SwiftDrill's own note types), as they were.
    let first = imported.pack.questions.sorted { $0.id < $1.id }
    let second = again.pack.questions.sorted { $0.id < $1.id }
    expectEqual(second.map(\.id), first.map(\.id))
    expectEqual(second.map(\.prompt), first.map(\.prompt))
    expectEqual(second.map(\.accept), first.map(\.accept))
    expectEqual(second.map(\.tags), first.map(\.tags))
    expectEqual(second.map(\.explanation), first.map(\.explanation))
  }

  @Test func nestedAndRepeatedDeletionsAreRebuiltAndAnEditedOneIsLeftOut() throws {
    let note = AnkiCollectionReader.Note(
      id: 1, guid: "g", isCloze: true, typeName: "Cloze", fieldNames: ["Text", "Back Extra"],
      fields: ["A {{c1::outer {{c2::inner}} text}} and {{c3::one}}, {{c3::two}} <code>x[0]</code>.", ""],
      tags: [], deck: "D")
    var converter = AnkiNoteConverter(packID: "p")
    let questions = converter.convert([note])
    expectEqual(questions.count, 3)
    let rebuilt = try #require(AnkiClozeRebuild.note(for: questions))
    expectContains(rebuilt.text, "{{c1::outer {{c2::inner}} text}}")
    expectContains(rebuilt.text, "{{c3::one}}, {{c3::two}}")
    var edited = questions
    edited[1].prompt = "Something else entirely [\u{2026}]"
    expectTrue(AnkiClozeRebuild.note(for: edited) == nil)
    let plan = AnkiExportPlan(edited)
    expectTrue(plan.entries.count == 1 && plan.entries[0].cloze == nil)
    expectEqual(plan.leftOut.map(\.id), [edited[1].id, edited[2].id])
  }
}
