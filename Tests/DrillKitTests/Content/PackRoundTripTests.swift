import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// Markdown → JSON → Markdown → JSON must give byte-identical JSON.
@Suite struct PackRoundTripTests {
  /// Fails (not passes empty) when a folder is missing or holds no fixture.
  static func packs() throws -> [String] {
    try ContentFixtures.files(in: "valid/questions") + ContentFixtures.files(in: "roundtrip")
  }

  /// Loads `text` as the only pack, expecting no diagnostics.
  private func load(_ text: String, path: String) throws -> Pack {
    let library = ContentLoader().loadPack(text: text, path: path)
    expectEqual(library.diagnostics.map(\.description), [], "while loading \(path)")
    return try #require(library.packs.first)
  }

  @Test func findsTheSamplePacks() throws {
    expectTrue(try Self.packs().count >= 3)
  }

  @Test(arguments: try packs())
  func markdownAndJSONRoundTripToIdenticalJSON(fixture: String) throws {
    let original = try load(try ContentFixtures.text(fixture), path: fixture)
    let json1 = JSONPackWriter.write(original)
    let markdown = MarkdownPackWriter.write(try load(json1, path: "step1.json"))
    let json2 = JSONPackWriter.write(try load(markdown, path: "step2.md"))
    expectEqual(json1, json2)
    let json3 = JSONPackWriter.write(try load(json2, path: "step3.json"))
    expectEqual(json2, json3)
  }

  @Test(arguments: try packs())
  func theWrittenMarkdownKeepsEveryQuestion(fixture: String) throws {
    let original = try load(try ContentFixtures.text(fixture), path: fixture)
    let reloaded = try load(MarkdownPackWriter.write(original), path: "copy.md")
    expectEqual(reloaded.questions.count, original.questions.count)
    for (before, after) in zip(original.questions, reloaded.questions) {
      var moved = after
      moved.location = before.location
      moved.answerLocation = before.answerLocation
      // Key points and their `also:`/`wrong:` lines are written at other lines too; their texts
      // and notes must match.
      for index in moved.keyPointNotes.indices where index < before.keyPointNotes.count {
        moved.keyPointNotes[index].location = before.keyPointNotes[index].location
      }
      moved.keyPointNoteLines = before.keyPointNoteLines
      expectEqual(moved, before)
    }
    expectEqual(reloaded.intro, original.intro)
    expectEqual(reloaded.tags, original.tags)
    expectEqual(reloaded.title, original.title)
  }

  @Test func theConverterRefusesAPackWithErrors() throws {
    let text = try ContentFixtures.text("malformed/questions/unknown-section.md")
    let conversion = PackConverter.convert(text: text, path: "x.md", to: .json)
    expectTrue(conversion.text == nil)
    expectEqual(conversion.diagnostics.count, 1)
  }

  @Test func theConverterWritesJSONFromMarkdown() throws {
    let text = try ContentFixtures.text("valid/questions/basics.md")
    let conversion = PackConverter.convert(text: text, path: "basics.md", to: .json)
    let json = try #require(conversion.text)
    expectTrue(json.hasPrefix("{\n"))
    expectContains(json, #""id" : "struct-copy""#)
  }
}
