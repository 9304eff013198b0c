import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSupport

/// Session 50's tryout on the Anki export: blocks that do not compile, compiler messages and
/// output told apart on the card (finding 13), "Choose all that apply." once (14), the preset's
/// daily limits (8) and the zip entries' permissions (9).
@Suite(.ownThreads) struct S50Mend2AnkiTests {
  static let sets = Question(
    localID: "set-facts", packID: "basics", title: "Set facts",
    prompt: "Which statements about Set are true? Choose all that apply.",
    choices: [
      Choice(text: "Looking up is fast", correct: true), Choice(text: "It keeps order", correct: false),
      Choice(text: "Elements are Hashable", correct: true),
    ],
    explanation: """
      A set has no integer index:

      ```swift {fails}
      let visited: Set = ["Lisbon", "Oslo"]
      print(visited[0])
      ```

      ```error
      no exact matches in call to subscript
      ```

      Its count, though, prints:

      ```output
      2
      ```
      """)
  static let plain = Question(
    localID: "plain", packID: "basics", title: "Plain", prompt: "Which are value types?",
    choices: [
      Choice(text: "`struct`", correct: true), Choice(text: "`class`", correct: false),
      Choice(text: "`enum`", correct: true),
    ])

  @Test func chooseAllThatApplyIsSaidOnceOnTheFront() {
    let said = AnkiNoteFields(Self.sets).values[3]
    expectTrue(!said.contains("Choose all that apply"), "\(said)")
    let unsaid = AnkiNoteFields(Self.plain).values[3]
    expectContains(unsaid, "<p><em>Choose all that apply.</em></p>")
  }

  /// The card as Anki renders it: each block keeps its flags or language, and the note type's
  /// style gives each of those a caption.
  @Test func codeThatDoesNotCompileAnErrorAndOutputAreCaptionedOnTheCard() throws {
    try RealAnki.require()
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("captions.apkg").path
    _ = try AnkiPackageWriter.write(
      questions: [Self.sets], packTitles: AnkiPackageWriterTests.titles, progress: nil, to: path,
      now: AnkiPackageWriterTests.now)
    let result = try RealAnkiExportTests().importWithAnki([path], folder: folder)
    let card = try #require(result.notes.first?.cards.first)
    for (block, caption) in [
      (
        #"<pre class="sd-code language-swift" data-sd-flags="{fails}">"#,
        #"[data-sd-flags~="{fails}"]::before { content: "does not compile""#
      ),
      (
        #"<pre class="sd-code language-error">"#,
        #"pre.sd-code.language-error::before { content: "compiler says""#
      ),
      (
        #"<pre class="sd-code language-output">"#, #"pre.sd-code.language-output::before { content: "prints""#
      ),
    ] {
      expectContains(card.answer, block)
      expectContains(card.answer, caption)
    }
    // The front says it once, in the prompt.
    expectEqual(card.question.components(separatedBy: "Choose all that apply").count, 2, "\(card.question)")
  }

  /// The preset carried Anki's own 20 new cards a day; SwiftDrill's is the learner's (10 unless set).
  @Test func thePresetCarriesTheLearnersNewCardsPerDayAndSteps() throws {
    try RealAnki.require()
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "basics/range", .good, at: Date().addingTimeInterval(-86_400))
    func exported(_ name: String) throws -> String {
      let path = folder.url.appendingPathComponent(name).path
      _ = try AnkiPackageWriter.write(
        questions: AnkiPackageWriterTests.questions, packTitles: AnkiPackageWriterTests.titles,
        progress: try AnkiProgress(store: store), to: path, now: Date())
      return path
    }
    let first = try exported("default.apkg")
    let preset = try #require(
      try RealAnkiExportTests().importWithAnki([first], folder: folder).presets["SwiftDrill"])
    expectEqual(preset.newPerDay, 10)
    expectEqual(preset.reviewsPerDay, 9_999)
    expectEqual(preset.learningSteps, [1, 10])
    expectEqual(preset.relearningSteps, [10])
    var settings = try store.settings.drillSettings()
    settings.newPerDay = 4
    settings.learningSteps = [120, 1_800]
    try store.settings.setDrillSettings(settings)
    // Imported after the first: the changed settings come in as a preset of their own.
    let second = try exported("four.apkg")
    let changed = try #require(
      try RealAnkiExportTests().importWithAnki([first, second], folder: folder).presets["SwiftDrill"])
    expectEqual(changed.newPerDay, 4)
    expectEqual(changed.learningSteps, [2, 30])
  }

  /// `unzip` gave the files it extracted the mode stored in the package: 0666.
  @Test func zipEntriesAreStoredAsRegularFilesReadableByAllWritableByTheOwner() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("modes.zip").path
    try ZipWriter.write([("a.txt", Data("a".utf8)), ("b/c.txt", Data("c".utf8))], to: path)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    var entries = 0
    var offset = 0
    // Each central directory header ("PK\1\2"): made by (offset 4, high byte: the system),
    // external attributes (offset 38, the Unix mode in the high 16 bits).
    while offset + 46 <= bytes.count {
      if bytes[offset..<offset + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02]) {
        entries += 1
        expectEqual(bytes[offset + 5], 3, "made on Unix")
        let attributes = (38..<42).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[offset + $1]) }
        expectEqual(String(attributes >> 16, radix: 8), "100644")
      }
      offset += 1
    }
    expectEqual(entries, 2)
  }
}
