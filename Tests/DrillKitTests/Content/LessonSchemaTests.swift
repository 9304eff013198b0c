import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// The JSON of every bundled and sample lesson must satisfy
/// docs/lesson.schema.json, whose checks have the pack schema's question shape.
@Suite struct LessonSchemaTests {
  private func schema(_ name: String) throws -> JSONValue {
    try JSONDecoder().decode(
      JSONValue.self, from: Data(contentsOf: BundledLessons.repository.appendingPathComponent(name)))
  }

  private func validator() throws -> SchemaValidator {
    try SchemaValidator(schema: schema("docs/lesson.schema.json"))
  }

  private func decode(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  @Test func theBundledLessonsAreFound() throws {
    expectTrue(try BundledLessons.names().count >= 10)
  }

  @Test func checksHaveThePackSchemasQuestionAndChoiceShapes() throws {
    guard case .object(let lesson) = try schema("docs/lesson.schema.json"),
      case .object(let pack) = try schema("docs/pack.schema.json"),
      case .object(let lessonDefinitions)? = lesson["$defs"],
      case .object(let packDefinitions)? = pack["$defs"]
    else {
      Issue.record("both schemas have $defs")
      return
    }
    for name in ["question", "choice", "id", "text", "level", "kind", "strings", "answers", "positive"] {
      expectTrue(
        lessonDefinitions[name] != nil && lessonDefinitions[name] == packDefinitions[name], "\(name)")
    }
  }

  @Test(arguments: try BundledLessons.names())
  func theJSONOfABundledLessonSatisfiesTheSchema(name: String) throws {
    let text = try BundledLessons.text(name)
    let lesson = try #require(ContentLoader().loadLesson(text: text, path: name).lessons.first)
    try expectEqual(validator().problems(of: decode(JSONLessonWriter.write(lesson))), [])
  }

  @Test func theSampleJSONLessonAndTheScaffoldSatisfyTheSchema() throws {
    try expectEqual(validator().problems(of: decode(ContentFixtures.text("valid/lessons/loops.json"))), [])
    try expectEqual(validator().problems(of: decode(LessonScaffold.make(id: "mine", format: .json))), [])
  }

  @Test(arguments: [
    (#"{"title": "T", "level": "beginner", "pages": []}"#, "$: missing `id`"),
    (#"{"id": "l", "title": "T", "pages": []}"#, "$: missing `level`"),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "pages": [], "author": "me"}"#,
      "$: unexpected `author`"
    ),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "order": "first", "pages": []}"#,
      "$.order: expected integer, found a string"
    ),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "requires": ["Bad"], "pages": []}"#,
      "$.requires[0]: does not match ^[a-z0-9][a-z0-9-]*$"
    ),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "pages": [{"title": "P", "blocks": [{"swift": "", "flags": ["fast"]}]}]}"#,
      "$.pages[0].blocks[0].flags[0]: does not match ^(fails|traps|norun|nowarnings|library-evolution|(default-isolation|experimental|strict-concurrency|swift-version|package-name)=[A-Za-z0-9_]+|upcoming=[A-Za-z0-9_]+(:migrate)?|file=[A-Za-z_][A-Za-z0-9_]*\\.swift|module=[A-Za-z_][A-Za-z0-9_]*)$"
    ),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "pages": [{"title": "P", "blocks": [{"swift": "", "flags": ["upcoming=-Xcc"]}]}]}"#,
      "$.pages[0].blocks[0].flags[0]: does not match ^(fails|traps|norun|nowarnings|library-evolution|(default-isolation|experimental|strict-concurrency|swift-version|package-name)=[A-Za-z0-9_]+|upcoming=[A-Za-z0-9_]+(:migrate)?|file=[A-Za-z_][A-Za-z0-9_]*\\.swift|module=[A-Za-z_][A-Za-z0-9_]*)$"
    ),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "pages": [{"title": "P", "blocks": [{"swift": "", "flags": ["file=../home.swift"]}]}]}"#,
      "$.pages[0].blocks[0].flags[0]: does not match ^(fails|traps|norun|nowarnings|library-evolution|(default-isolation|experimental|strict-concurrency|swift-version|package-name)=[A-Za-z0-9_]+|upcoming=[A-Za-z0-9_]+(:migrate)?|file=[A-Za-z_][A-Za-z0-9_]*\\.swift|module=[A-Za-z_][A-Za-z0-9_]*)$"
    ),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "pages": [{"title": "P", "blocks": [{"text": "x"}]}]}"#,
      "$.pages[0].blocks[0]: unexpected `text`"
    ),
    (
      #"{"id": "l", "title": "T", "level": "beginner", "pages": [{"check": {"title": "Q"}}]}"#,
      "$.pages[0].check: missing `prompt`"
    ),
  ])
  func theSchemaRejectsAnInvalidLesson(json: String, problem: String) throws {
    try expectEqual(validator().problems(of: decode(json)), [problem])
  }
}
