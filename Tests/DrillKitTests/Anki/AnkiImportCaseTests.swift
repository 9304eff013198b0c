import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent

/// Each case of Tests/AnkiCheck/make_cases.py, read from a package made by the official
/// Anki library in its default (modern, zstd) format and its legacy one, and by genanki.
@Suite(.ownThreads) struct AnkiImportCaseTests {
  /// Fails without the official Anki library (see `RealAnki.require`).
  init() throws { try RealAnki.require() }

  enum Maker: String, CaseIterable {
    case latest, legacy, genanki
  }

  func imported(_ maker: Maker) throws -> AnkiImport {
    let folder = try TemporaryFolder()
    let collection = folder.url.appendingPathComponent("maker")
    try FileManager.default.createDirectory(at: collection, withIntermediateDirectories: true)
    let out = folder.url.appendingPathComponent("cases.apkg").path
    _ = try #require(RealAnki.script("make_cases.py", [collection.path, out, maker.rawValue]))
    return try AnkiPackageReader.read(path: out, packID: nil)
  }

  func question(_ imported: AnkiImport, titled title: String) throws -> Question {
    try #require(imported.pack.questions.first { $0.title == title }, "no question titled \(title)")
  }

  @Test(arguments: Maker.allCases) func everyNoteImportsAndThePackPassesCheck(_ maker: Maker) throws {
    let imported = try imported(maker)
    expectEqual(imported.report.notes, 12)
    expectTrue(imported.report.skipped.isEmpty, "\(imported.report.skipped)")
    // Two questions from the nested cloze, one from every other note.
    expectEqual(imported.pack.questions.count, 13)
    let library = ContentLoader().loadPack(text: imported.markdown, path: "anki-closures.md")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
    expectEqual(library.questions.count, 13)
    expectEqual(library.questions.map(\.title), imported.pack.questions.map(\.title))
    expectEqual(library.questions.map(\.accept), imported.pack.questions.map(\.accept))
  }

  @Test(arguments: Maker.allCases) func strayFencesStayText(_ maker: Maker) throws {
    let imported = try imported(maker)
    let fence = try question(imported, titled: "Show a fence")
    expectEqual(fence.type, .explain)
    expectEqual(fence.answer?.contains("\\`\\`\\`"), true)
    let front = try question(imported, titled: "```")
    expectTrue(front.prompt.hasPrefix("\\`\\`\\`\n\nWhat does a stray fence do?"))
    expectEqual(front.accept, ["nothing"])
  }

  @Test(arguments: Maker.allCases) func acceptedAnswersArePlainTextAndEntitiesDecoded(_ maker: Maker) throws {
    let imported = try imported(maker)
    try expectEqual(question(imported, titled: "What is let?").accept, ["A constant"])
    try expectEqual(question(imported, titled: "What is let?").prompt, "What is `let`?")
    let comparison = try question(imported, titled: "Is 3 < 5 and 5 > 3?")
    expectEqual(comparison.prompt, "Is 3 \\< 5 and 5 \\> 3?")
    expectEqual(comparison.accept, ["yes"])
    let entities = try question(imported, titled: "Wait… © who?")
    expectEqual(entities.accept, ["“Apple” & co"])
  }

  @Test(arguments: Maker.allCases) func nestedClozesGiveOneQuestionPerDeletion(_ maker: Maker) throws {
    let imported = try imported(maker)
    let outer = try question(imported, titled: "A […] here.")
    expectEqual(outer.accept, ["outer inner text"])
    let inner = try question(imported, titled: "A outer […] text here.")
    expectEqual(inner.accept, ["inner"])
  }

  @Test(arguments: Maker.allCases) func noteTypesAreReadThroughTheirTemplates(_ maker: Maker) throws {
    let imported = try imported(maker)
    let swapped = try question(imported, titled: "What wraps a maybe-value?")
    expectEqual(swapped.accept, ["Optional"])
    expectEqual(swapped.explanation, "**Notes:** Only for me")
    expectTrue(
      imported.report.warnings.contains { $0.message.contains("do not show") && $0.message.contains("Notes") }
    )
  }

  @Test(arguments: Maker.allCases) func subDecksAndTagsInAnyScriptAreKept(_ maker: Maker) throws {
    let imported = try imported(maker)
    let sub = try question(imported, titled: "Which deck am I in?")
    expectContains(sub.tags, "日本語")
    expectContains(sub.tags, "swift-basics")
    expectContains(sub.tags, "deck/Swift/Closures/Escaping")
    expectTrue(try question(imported, titled: "Is 3 < 5 and 5 > 3?").tags.contains("deck/Swift/Closures"))
  }

  @Test(arguments: Maker.allCases) func scriptsNeverReachTheTextAndMarkdownIsEscaped(_ maker: Maker) throws {
    let imported = try imported(maker)
    let hello = try question(imported, titled: "Hello world")
    expectNotContains(hello.prompt, "alert")
    expectNotContains(hello.prompt, "color")
    let escaped = try question(imported, titled: "What does *ptr do in C_lang? [see] #1")
    expectEqual(escaped.prompt, "What does \\*ptr do in C\\_lang? \\[see\\] \\#1")
  }

  @Test(arguments: Maker.allCases) func listsTablesAndScriptsSurvive(_ maker: Maker) throws {
    let imported = try imported(maker)
    let answer = try #require(try question(imported, titled: "Structure survives").answer)
    expectContains(answer, "- outer\n    - inner")
    expectContains(answer, "| Type | Kind |\n| --- | --- |\n| Int | value |")
    expectTrue(answer.contains("x² and H₂O and e^(iπ)") || answer.contains("x² and H₂O and e^\\(iπ)"))
  }
}
