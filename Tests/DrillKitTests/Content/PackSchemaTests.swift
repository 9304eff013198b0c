import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// Sample packs must satisfy docs/pack.schema.json, and the validator must
/// catch a pack that does not.
@Suite struct PackSchemaTests {
  /// Fails (not passes empty) when a folder is missing or holds no fixture.
  static func samples() throws -> [String] {
    try ContentFixtures.files(in: "valid/questions") + ContentFixtures.files(in: "roundtrip")
  }

  private func validator() throws -> SchemaValidator {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let data = try Data(contentsOf: repository.appendingPathComponent("docs/pack.schema.json"))
    return try SchemaValidator(schema: try JSONDecoder().decode(JSONValue.self, from: data))
  }

  private func decode(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  @Test func theSchemaUsesOnlyKeywordsTheValidatorKnows() throws {
    try expectEqual(validator().problems(of: decode(#"{"id": "p", "title": "P", "questions": []}"#)), [])
  }

  @Test(arguments: try samples())
  func theJSONOfASamplePackSatisfiesTheSchema(fixture: String) throws {
    let pack = try #require(
      ContentLoader().loadPack(text: try ContentFixtures.text(fixture), path: fixture).packs.first)
    try expectEqual(validator().problems(of: decode(JSONPackWriter.write(pack))), [])
    if fixture.hasSuffix(".json") {
      try expectEqual(validator().problems(of: decode(ContentFixtures.text(fixture))), [])
    }
  }

  @Test(arguments: [
    (#"{"title": "P", "questions": []}"#, "$: missing `id`"),
    (#"{"id": "Bad", "title": "P", "questions": []}"#, "$.id: does not match ^[a-z0-9][a-z0-9-]*$"),
    (#"{"id": "p", "title": "P", "questions": [{"title": "Q"}]}"#, "$.questions[0]: missing `prompt`"),
    (#"{"id": "p", "title": "P", "questions": [], "author": "me"}"#, "$: unexpected `author`"),
    (
      #"{"id": "p", "title": "P", "level": "expert", "questions": []}"#,
      "$.level: not one of the allowed values"
    ),
    (
      #"{"id": "p", "title": "P", "questions": [{"title": "Q", "prompt": "x", "points": 0}]}"#,
      "$.questions[0].points: less than 1"
    ),
    (
      #"{"id": "p", "title": "P", "questions": [{"title": "Q", "prompt": "x", "shuffle": "no"}]}"#,
      "$.questions[0].shuffle: expected boolean, found a string"
    ),
    (
      #"{"id": "p", "title": "P", "questions": [{"title": "Q", "prompt": "x", "choices": [{"text": "a"}]}]}"#,
      "$.questions[0].choices: fewer than 2 items"
    ),
  ])
  func theSchemaRejectsAnInvalidPack(json: String, problem: String) throws {
    try expectEqual(validator().problems(of: decode(json)), [problem])
  }
}
