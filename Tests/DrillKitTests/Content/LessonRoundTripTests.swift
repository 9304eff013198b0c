import DrillGrading
import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// Every bundled lesson converts Markdown → JSON → Markdown → JSON to
/// identical JSON, and its JSON form loads as the same lesson.
@Suite struct LessonRoundTripTests {
  private func convert(_ text: String, path: String, to format: Pack.Format) throws -> String {
    let conversion = ContentConverter.convert(text: text, path: path, to: format)
    expectEqual(conversion.diagnostics.map(\.description), [])
    return try #require(conversion.text, "\(path) did not convert")
  }

  @Test(arguments: try BundledLessons.names())
  func markdownToJSONAndBackGivesIdenticalJSON(name: String) throws {
    let json = try convert(try BundledLessons.text(name), path: "lessons/\(name)", to: .json)
    let markdown = try convert(json, path: "lessons/lesson.json", to: .markdown)
    let again = try convert(markdown, path: "lessons/lesson.md", to: .json)
    expectEqual(again, json)
  }

  @Test(arguments: try BundledLessons.names())
  func theJSONFormLoadsTheSameLessonAndSnippets(name: String) throws {
    let original = ContentLoader().loadLesson(text: try BundledLessons.text(name), path: "lessons/\(name)")
    let json = try convert(try BundledLessons.text(name), path: "lessons/\(name)", to: .json)
    let converted = ContentLoader().loadLesson(text: json, path: "lessons/lesson.json")
    expectEqual(converted.diagnostics.map(\.description), [])
    let before = try #require(original.lessons.first)
    let after = try #require(converted.lessons.first)
    expectEqual(
      [after.id, after.title, after.level.rawValue], [before.id, before.title, before.level.rawValue])
    expectTrue(after.order == before.order && after.requires == before.requires && after.tags == before.tags)
    expectEqual(after.pages.map(\.title), before.pages.map(\.title))
    var checks = before.checks.map(Self.withoutPointLines)
    for index in checks.indices { checks[index].location = after.checks[index].location }
    expectEqual(after.checks.map(Self.withoutPointLines), checks)
    expectEqual(converted.snippets.map(\.code), original.snippets.map(\.code))
    expectEqual(converted.snippets.map(\.claim), original.snippets.map(\.claim))
  }

  /// A question without where its key points' notes and their `also:`/`wrong:` lines stand:
  /// Markdown gives each a line (for `check`'s messages), a JSON lesson has none, like `location`;
  /// nor where the model Answer stands (`answerLocation`, the same).
  static func withoutPointLines(_ question: Question) -> Question {
    var question = question
    let notes = question.keyPointNotes.map { KeyPointNotes(also: $0.also, wrong: $0.wrong) }
    question.keyPointNotes = notes.allSatisfy(\.isEmpty) ? [] : notes
    question.keyPointNoteLines = []
    question.answerLocation = nil
    return question
  }

  @Test func aLessonWithErrorsIsNotConverted() {
    let text = "---\nid: l\ntitle: T\nlevel: beginner\n---\n\n## Check: Q\n\n### Accept\n- it\n"
    let conversion = ContentConverter.convert(text: text, path: "lessons/l.md", to: .json)
    expectTrue(conversion.text == nil)
    expectEqual(
      conversion.diagnostics.map(\.message),
      [
        "the question has no prompt: write it between the heading and the first `###`"
      ])
  }
}
