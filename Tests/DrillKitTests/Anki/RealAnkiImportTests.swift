import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent

/// Reads packages the official Anki library built (see `RealAnki`).
@Suite(.ownThreads) struct RealAnkiImportTests {
  /// Fails without the official Anki library (see `RealAnki.require`).
  init() throws { try RealAnki.require() }

  func package(_ folder: TemporaryFolder, latest: Bool = false) throws -> String {
    let collection = folder.url.appendingPathComponent("maker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: collection, withIntermediateDirectories: true)
    let out = folder.url.appendingPathComponent("anki-\(UUID().uuidString).apkg").path
    _ = try #require(
      RealAnki.script("make_package.py", [collection.path, out] + (latest ? ["--latest"] : [])))
    return out
  }

  @Test func basicReversedAndClozeNotesBecomeAPackThatPassesCheck() throws {
    let folder = try TemporaryFolder()
    let imported = try AnkiPackageReader.read(path: try package(folder), packID: nil)
    expectEqual(imported.pack.id, "anki-closures")
    expectEqual(imported.pack.title, "Swift › Closures")
    expectEqual(imported.report.notes, 4)
    expectEqual(imported.report.questions, 5)
    expectTrue(imported.report.warnings.contains { $0.message.contains("diagram.png") })
    let questions = imported.pack.questions
    let escaping = try #require(questions.first { $0.accept == ["@escaping"] })
    expectContains(escaping.prompt, "**outlives**")
    expectContains(escaping.prompt, "not imported")
    expectEqual(escaping.tags.filter { !$0.hasPrefix("anki-guid-") }, ["closures", "swift-basics"])
    expectTrue(escaping.tags.contains { $0.hasPrefix("anki-guid-") })
    expectTrue(questions.contains { $0.accept == ["[weak self]"] && $0.title == "Capture list syntax" })
    let first = try #require(questions.first { $0.accept == ["closure"] })
    expectEqual(first.prompt, "A […] captures variables from its context.")
    expectEqual(first.explanation, "See the *Closures* chapter.")
    let second = try #require(questions.first { $0.accept == ["variables"] })
    expectEqual(second.prompt, "A closure captures [what?] from its context.")
    let explain = try #require(questions.first { $0.type == .explain })
    expectEqual(explain.answer?.contains("```\nlist.map { $0 * 2 }\n```"), true)
    // The written pack loads with no diagnostics, as `check` would.
    let library = ContentLoader().loadPack(text: imported.markdown, path: "anki-closures.md")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
    expectEqual(library.questions.count, 5)
  }

  /// Session 48's tryout (finding 10): a "Basic (and reversed card)" note came in as its front
  /// card only, and the report did not say so. The reverse card is named under the changes.
  @Test(arguments: [false, true]) func aReversedNotesSecondCardIsNamedInTheReport(latest: Bool) throws {
    let folder = try TemporaryFolder()
    let imported = try AnkiPackageReader.read(path: try package(folder, latest: latest), packID: nil)
    let warning = try #require(imported.report.warnings.first { $0.note == "Capture list syntax" })
    expectEqual(
      warning.message,
      "only its first card came in as a question; not imported: card 2 (“[weak self]” on its front)")
    // A one-card note says nothing of the kind.
    expectEqual(imported.report.warnings.filter { $0.message.contains("first card") }.count, 1)
  }

  @Test func ankiDesktopsDefaultModernPackageImportsLikeTheLegacyOne() throws {
    let folder = try TemporaryFolder()
    let modern = try AnkiPackageReader.read(path: try package(folder, latest: true), packID: nil)
    let legacy = try AnkiPackageReader.read(path: try package(folder), packID: nil)
    expectEqual(modern.report.notes, 4)
    expectEqual(modern.pack.questions.count, 5)
    // The same notes (GUID tags aside, which differ between the two collections).
    func strip(_ questions: [Question]) -> [Question] {
      questions.map { question in
        var question = question
        question.tags = question.tags.filter { !$0.hasPrefix("anki-guid-") }
        return question
      }
    }
    expectEqual(strip(modern.pack.questions), strip(legacy.pack.questions))
    expectTrue(modern.report.warnings.contains { $0.message.contains("diagram.png") })
  }
}
