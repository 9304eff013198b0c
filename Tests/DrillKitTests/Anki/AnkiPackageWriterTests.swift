import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent
@testable import DrillSQLite
@testable import DrillSupport

@Suite struct AnkiPackageWriterTests {
  static let now = Date(timeIntervalSince1970: 1_767_603_600)

  static let questions = [
    Question(
      localID: "struct-copy", packID: "basics", title: "Value or reference?",
      tags: ["structs", "value types"],
      shuffle: false, prompt: "What prints?\n\n```swift\nstruct Box { var n = 1 }\nprint(\"hi\")\n```",
      choices: [Choice(text: "`1 2`", correct: true), Choice(text: "`2 2`", correct: false)],
      explanation: "Structs are copied. <script>alert(1)</script>"),
    Question(
      localID: "range", packID: "basics", title: "Half-open range", level: .intermediate,
      prompt: "Write a range.",
      accept: ["`0..<5`", "0 ..< 5"]),
    Question(
      localID: "arc", packID: "memory", title: "What is ARC?", level: .advanced, kind: .verbal,
      prompt: "Explain ARC.", answer: "Automatic reference counting.", keyPoints: ["retain", "release"]),
  ]
  static let titles = ["basics": "Swift basics", "memory": "Memory"]

  /// A package that cannot be written is told as a write, not as a package that cannot be read
  /// (session 35's tryout: a full disk said "Not a usable Anki package: …: cannot write the archive").
  @Test func aPackageThatCannotBeWrittenSaysSoAndNamesThePath() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let path = temp.url.appendingPathComponent("missing-folder/deck.apkg").path
    do {
      _ = try AnkiPackageWriter.write(
        questions: Self.questions, packTitles: Self.titles, progress: nil, to: path, now: Self.now)
      Issue.record("wrote \(path)")
    } catch {
      let message = error.errorDescription ?? ""
      expectTrue(message.hasPrefix("Cannot write \(path) ("), "\(message)")
      expectTrue(message.hasSuffix("); any earlier file there is unchanged."), "\(message)")
      expectTrue(!message.contains("Not a usable Anki package"), "\(message)")
    }
  }

  /// A question read back from SwiftDrill's own package is the one exported: what the
  /// learner sees and is graded on (tags are compared by each caller: Anki spells them its way).
  static func expectRestored(_ back: Question, as original: Question) {
    expectEqual(back.title, original.title)
    expectEqual(back.type, original.type)
    expectEqual(back.level, original.level)
    expectEqual(back.kind, original.kind)
    expectEqual(back.accept, original.accept)
    expectEqual(back.choices, original.choices)
    expectEqual(back.keyPoints, original.keyPoints)
    expectEqual(back.answer, original.answer)
  }

  func export(
    _ questions: [Question] = questions, progress: AnkiProgress? = nil, at now: Date = now,
    modified: Date? = nil, to folder: TemporaryFolder
  ) throws -> String {
    let path = folder.url.appendingPathComponent("out-\(UUID().uuidString).apkg").path
    _ = try AnkiPackageWriter.write(
      questions: questions, packTitles: Self.titles, progress: progress, to: path, now: now,
      modified: modified)
    return path
  }

  @Test func packageHoldsALegacyCollectionAndAnEmptyMediaMap() throws {
    let folder = try TemporaryFolder()
    let path = try export(to: folder)
    let zip = try ZipReader(path: path)
    expectEqual(Set(zip.names), ["collection.anki2", "media"])
    expectEqual(String(decoding: try zip.data(of: "media"), as: UTF8.self), "{}")
    let collection = folder.url.appendingPathComponent("c.anki2")
    try zip.data(of: "collection.anki2").write(to: collection)
    let database = try SQLiteDatabase(path: collection.path, mode: .readOnly)
    try expectEqual(database.scalarInt("SELECT ver FROM col"), 11)
    try expectEqual(database.scalarInt("SELECT count(*) FROM notes"), 3)
    let decks = try database.query("SELECT decks FROM col") { $0.text(0) }.first ?? ""
    expectTrue(decks.contains("SwiftDrill::Swift basics") && decks.contains("SwiftDrill::Memory"))
    let tags = try database.query("SELECT tags FROM notes ORDER BY sfld") { $0.text(0) }
    expectContains(tags, " level::beginner structs swiftdrill swiftdrill::basics type::choice value_types ")
    let fields = try database.query("SELECT flds FROM notes") { $0.text(0) }.joined()
    expectContains(fields, "<span class=\"sd-kw\">struct</span>")
    expectTrue(fields.contains("&lt;script&gt;") && !fields.contains("<script>"))
  }

  @Test func guidsAndIDsAreStableAcrossExports() throws {
    let folder = try TemporaryFolder()
    func guids(_ path: String) throws -> [String] {
      let zip = try ZipReader(path: path)
      let collection = folder.url.appendingPathComponent("\(UUID().uuidString).anki2")
      try zip.data(of: "collection.anki2").write(to: collection)
      return try SQLiteDatabase(path: collection.path, mode: .readOnly)
        .query("SELECT guid || ':' || id FROM notes ORDER BY id") { $0.text(0) }
    }
    try expectEqual(guids(export(to: folder)), guids(export(to: folder)))
    expectTrue(AnkiIDs.guid("a/b") != AnkiIDs.guid("a/c"))
  }

  @Test func emptySelectionIsAnError() throws {
    let folder = try TemporaryFolder()
    #expect(throws: AnkiPackageError.noQuestions) { try export([], to: folder) }
  }
}
