import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillProgress
@testable import DrillScheduling

/// Imports SwiftDrill's packages with the official Anki library (see `RealAnki`).
@Suite(.ownThreads) struct RealAnkiExportTests {
  /// Fails without the official Anki library (see `RealAnki.require`).
  init() throws { try RealAnki.require() }

  struct AnkiCollection: Decodable {
    struct Import: Decodable { var new: Int, updated: Int, duplicate: Int, conflicting: Int }
    struct Note: Decodable {
      var guid: String
      var notetype: String
      var fields: [String: String]
      var tags: [String]
      var cards: [Card]
    }
    struct Card: Decodable {
      var deck: String
      var type: Int
      var queue: Int
      var dueInDays: Int?
      var ivl: Int
      var reps: Int
      var stability: Double?
      var difficulty: Double?
      var revlog: Int
      var question: String
      var answer: String

      enum CodingKeys: String, CodingKey {
        case deck, type, queue, ivl, reps, stability, difficulty, revlog, question, answer
        case dueInDays = "due_in_days"
      }
    }
    struct Preset: Decodable {
      var name: String
      var params: [Double]
      var retention: Double
      var newPerDay: Int?
      var reviewsPerDay: Int?
      var learningSteps: [Double]?
      var relearningSteps: [Double]?
    }
    var imports: [Import]
    var decks: [String]
    var notes: [Note]
    var presets: [String: Preset]
  }

  /// Imports `packages` one after the other into a fresh collection (or the one in the
  /// folder `into`), as Anki desktop does by default with scheduling and deck presets ticked
  /// (`merge`: and *Merge note types*), and reads what the collection then holds.
  func importWithAnki(_ packages: [String], merge: Bool = false, into: URL? = nil, folder: TemporaryFolder)
    throws -> AnkiCollection
  {
    let collection = into ?? folder.url.appendingPathComponent("anki-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: collection, withIntermediateDirectories: true)
    let output = try #require(
      RealAnki.script("import_package.py", (merge ? ["--merge"] : []) + [collection.path] + packages))
    return try JSONDecoder().decode(AnkiCollection.self, from: Data(output.utf8))
  }

  @Test func ankiImportsNotesDecksAndTagsAndUpdatesOnReimport() throws {
    let folder = try TemporaryFolder()
    let writer = AnkiPackageWriterTests()
    let first = try writer.export(to: folder)
    var edited = AnkiPackageWriterTests.questions
    edited[1].title = "Half-open range, edited"
    // Exported again a day later: Anki updates notes whose modification time is newer.
    let second = try writer.export(
      edited, at: AnkiPackageWriterTests.now.addingTimeInterval(86_400), to: folder)
    let result = try importWithAnki([first, second], folder: folder)
    expectEqual(result.imports.first?.new, 3)
    expectEqual(result.imports.last?.new, 0)
    expectTrue(result.imports.last?.updated ?? 0 >= 1)
    expectEqual(result.notes.count, 3)
    expectTrue(
      result.decks.contains("SwiftDrill::Swift basics") && result.decks.contains("SwiftDrill::Memory"))
    let range = try #require(result.notes.first { $0.fields["ID"] == "basics/range" })
    expectEqual(range.fields["Title"], "Half-open range, edited")
    expectEqual(range.guid, AnkiIDs.guid("basics/range"))
    expectEqual(range.notetype, "SwiftDrill")
    expectTrue(range.tags.contains("level::intermediate") && range.tags.contains("swiftdrill::basics"))
    expectEqual(range.cards.first?.deck, "SwiftDrill::Swift basics")
    let choice = try #require(result.notes.first { $0.fields["ID"] == "basics/struct-copy" })
    expectEqual(choice.cards.first?.question.contains("sd-kw"), true)
    expectEqual(choice.cards.first?.question.contains("<ol type=\"A\">"), true)
  }

  @Test func withProgressAnkiSchedulesWhereSwiftDrillLeftOff() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let now = Date()
    // Reviewed 20 and 14 days ago, due again in the future or past as FSRS says.
    try ProgressFixtures.answer(store, "basics/range", .good, at: now.addingTimeInterval(-20 * 86_400))
    try ProgressFixtures.answer(store, "basics/range", .good, at: now.addingTimeInterval(-14 * 86_400))
    let memory = try #require(try store.reviews.memory(for: "basics/range"))
    let path = folder.url.appendingPathComponent("progress.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: AnkiPackageWriterTests.questions, packTitles: AnkiPackageWriterTests.titles,
      progress: try AnkiProgress(store: store), to: path, now: now)
    let result = try importWithAnki([path], folder: folder)
    let card = try #require(result.notes.first { $0.fields["ID"] == "basics/range" }?.cards.first)
    expectTrue(card.type == 2 && card.queue == 2)
    expectEqual(card.reps, 2)
    expectEqual(card.revlog, 2)
    let stability = try #require(card.stability)
    expectTrue(abs(stability - (memory.memory.stability ?? 0)) < 0.01)
    expectTrue(abs((card.difficulty ?? 0) - (memory.memory.difficulty ?? 0)) < 0.01)
    let days = memory.memory.due.timeIntervalSince(now) / 86_400
    expectTrue(abs(Double(card.dueInDays ?? .min) - days) <= 1.5, "due in \(days) days")
    let fresh = try #require(result.notes.first { $0.fields["ID"] == "memory/arc" }?.cards.first)
    expectTrue(fresh.type == 0 && fresh.revlog == 0)
  }

  @Test func aNoteEditedAndExportedAgainInTheSameSecondStillUpdates() throws {
    let folder = try TemporaryFolder()
    let writer = AnkiPackageWriterTests()
    let now = AnkiPackageWriterTests.now
    var edited = AnkiPackageWriterTests.questions
    edited[1].title = "Half-open range, edited"
    // Without the export clock both packages carry the same second: Anki keeps its copy.
    let plain = try importWithAnki(
      [try writer.export(at: now, to: folder), try writer.export(edited, at: now, to: folder)], folder: folder
    )
    expectEqual(plain.imports.last?.updated, 0)
    expectEqual(plain.notes.first { $0.fields["ID"] == "basics/range" }?.fields["Title"], "Half-open range")
    // With it (what `export --anki` uses), the second export's notes are a second newer.
    let clock = folder.url.appendingPathComponent("state/anki-export-time")
    let first = try writer.export(
      at: now, modified: AnkiExportClock.next(after: now, file: clock), to: folder)
    let second = try writer.export(
      edited, at: now, modified: AnkiExportClock.next(after: now, file: clock), to: folder)
    let result = try importWithAnki([first, second], folder: folder)
    expectTrue(result.imports.last?.updated ?? 0 >= 1)
    expectEqual(result.notes.count, 3)
    expectEqual(
      result.notes.first { $0.fields["ID"] == "basics/range" }?.fields["Title"], "Half-open range, edited")
  }

  func exportWithParameters(_ parameters: [Double], retention: Double, folder: TemporaryFolder) throws
    -> String
  {
    let store = try ProgressStore(url: folder.url.appendingPathComponent("p-\(UUID().uuidString).sqlite"))
    try store.settings.setFSRSParameters(parameters)
    try store.settings.setDesiredRetention(retention)
    try ProgressFixtures.answer(store, "basics/range", .good, at: Date().addingTimeInterval(-86_400))
    let path = folder.url.appendingPathComponent("preset-\(UUID().uuidString).apkg").path
    _ = try AnkiPackageWriter.write(
      questions: AnkiPackageWriterTests.questions, packTitles: AnkiPackageWriterTests.titles,
      progress: try AnkiProgress(store: store), to: path, now: Date())
    return path
  }

  func expectPreset(
    _ result: AnkiCollection, _ parameters: [Double], _ retention: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // Every SwiftDrill deck uses the imported preset, as Anki reads it back.
    for deck in ["SwiftDrill", "SwiftDrill::Swift basics", "SwiftDrill::Memory"] {
      let preset = try #require(result.presets[deck], "no preset for \(deck)", sourceLocation: sourceLocation)
      #expect(preset.name.hasPrefix("SwiftDrill"), sourceLocation: sourceLocation)
      expectEqual(preset.params.count, 21, sourceLocation: sourceLocation)
      for (read, written) in zip(preset.params, parameters) {
        #expect(abs(read - written) < 0.0001, sourceLocation: sourceLocation)
      }
      #expect(abs(preset.retention - retention) < 0.0001, sourceLocation: sourceLocation)
    }
    expectEqual(result.presets["Default"]?.params.isEmpty, true, sourceLocation: sourceLocation)
  }

  @Test func theDeckPresetCarriesTheLearnersFSRSParametersAndRetention() throws {
    let folder = try TemporaryFolder()
    var first = Scheduler.defaultParameters
    first[0] = 0.5
    first[20] = 0.3
    var second = first
    second[1] = 2.0
    let one = try exportWithParameters(first, retention: 0.85, folder: folder)
    try expectPreset(try importWithAnki([one], folder: folder), first, 0.85)
    // Fitted again later: Anki keeps a preset it has, so the new parameters come as a new
    // preset, and the decks move to it.
    let two = try exportWithParameters(second, retention: 0.88, folder: folder)
    try expectPreset(try importWithAnki([one, two], folder: folder), second, 0.88)
  }

  @Test func reimportingKeepsAnkisSchedulingAndReviewLog() throws {
    // What docs/anki.md says Anki does on a second import with progress.
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let now = Date()
    try ProgressFixtures.answer(store, "basics/range", .good, at: now.addingTimeInterval(-20 * 86_400))
    let first = folder.url.appendingPathComponent("first.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: AnkiPackageWriterTests.questions, packTitles: AnkiPackageWriterTests.titles,
      progress: try AnkiProgress(store: store), to: first, now: now.addingTimeInterval(-10 * 86_400))
    try ProgressFixtures.answer(store, "basics/range", .good, at: now.addingTimeInterval(-2 * 86_400))
    let second = folder.url.appendingPathComponent("second.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: AnkiPackageWriterTests.questions, packTitles: AnkiPackageWriterTests.titles,
      progress: try AnkiProgress(store: store), to: second, now: now)
    let once = try importWithAnki([first], folder: folder)
    let twice = try importWithAnki([first, second], folder: folder)
    let card = { (result: AnkiCollection) in
      result.notes.first { $0.fields["ID"] == "basics/range" }?.cards.first
    }
    let before = try #require(card(once))
    let after = try #require(card(twice))
    // The card keeps the scheduling and the review log of the first import: Anki takes
    // neither for a card it has (docs/anki.md says how to move progress after the first time).
    expectTrue(after.reps == before.reps && after.ivl == before.ivl && after.dueInDays == before.dueInDays)
    expectEqual(before.reps, 1)
    expectEqual(before.revlog, 1)
    expectEqual(after.revlog, 1)
  }
}
