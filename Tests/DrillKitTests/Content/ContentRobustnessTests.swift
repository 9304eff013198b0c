import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillMarkdown
@testable import DrillSupport

/// The loader never crashes and always points inside the file, whatever the text.
@Suite struct ContentRobustnessTests {
  /// Fails (not passes empty) when a folder is missing or holds no fixture.
  static func fixtures() throws -> [String] {
    try ContentFixtures.files(in: "valid/questions") + ContentFixtures.files(in: "valid/lessons")
      + ContentFixtures.files(in: "roundtrip")
  }

  /// Loads `text` and checks every diagnostic's location; returns how many there were, so a
  /// test can require that its inputs were broken enough to be diagnosed (else it checked nothing).
  @discardableResult
  private func check(_ text: String, path: String, role: ContentDocument.Role) -> Int {
    let library = ContentLoader().load(documents: [ContentDocument(text: text, path: path, role: role)])
    let lineCount = max(1, SourceText(text, path: path).lineCount)
    for diagnostic in library.diagnostics {
      expectContains(
        (1...lineCount + 1), diagnostic.location.line, "\(diagnostic) in \(text.debugDescription)")
      expectTrue(diagnostic.location.column >= 1)
    }
    return library.diagnostics.count
  }

  private func role(_ fixture: String) -> ContentDocument.Role {
    fixture.contains("/lessons/") ? .lesson : .pack
  }

  @Test(arguments: try fixtures())
  func survivesEveryTruncation(fixture: String) throws {
    let text = try ContentFixtures.text(fixture)
    let path = fixture.hasSuffix(".json") ? "cut.json" : "cut.md"
    var index = text.startIndex
    var diagnosed = 0
    while index < text.endIndex {
      diagnosed += check(String(text[..<index]), path: path, role: role(fixture))
      index = text.index(index, offsetBy: 7, limitedBy: text.endIndex) ?? text.endIndex
    }
    expectTrue(diagnosed > 0, "no cut of \(fixture) was diagnosed: the location checks ran on nothing")
  }

  @Test(arguments: try fixtures())
  func survivesRandomEdits(fixture: String) throws {
    let original = Array(try ContentFixtures.text(fixture).unicodeScalars)
    let alphabet = Array("#-[]x `{}:\n\t\r*>|/\\\"é🦅0".unicodeScalars)
    var random = SeededGenerator(seed: 2026)
    var diagnosed = 0
    for _ in 0..<60 {
      var scalars = original
      for _ in 0..<8 where !scalars.isEmpty {
        let position = Int.random(in: 0..<scalars.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: scalars.remove(at: position)
        case 1: scalars.insert(alphabet.randomElement(using: &random) ?? "#", at: position)
        default: scalars[position] = alphabet.randomElement(using: &random) ?? "-"
        }
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      diagnosed += check(
        text, path: fixture.hasSuffix(".json") ? "edit.json" : "edit.md", role: role(fixture))
    }
    expectTrue(diagnosed > 0, "no edit of \(fixture) was diagnosed: the location checks ran on nothing")
  }

  @Test(arguments: [
    "", "\n", "---", "---\n---\n", "---\n---\n##", "\u{FEFF}---\nid: x\n---\n", "{", "[]", "null",
  ])
  func survivesDegenerateFiles(text: String) {
    let diagnosed =
      check(text, path: "d.md", role: .pack) + check(text, path: "d.md", role: .lesson)
      + check(text, path: "d.json", role: .pack) + check(text, path: "d.json", role: .lesson)
    // None of these is a valid JSON pack, so at least that reading is diagnosed.
    expectTrue(diagnosed > 0)
  }
}
