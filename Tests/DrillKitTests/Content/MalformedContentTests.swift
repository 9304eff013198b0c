import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// One malformed fixture per diagnostic: each file names the diagnostics it
/// must produce (position, severity, message) and must produce no others.
@Suite struct MalformedContentTests {
  /// Fails (not passes empty) when a folder is missing or holds no fixture.
  static func fixtures() throws -> [String] {
    try ContentFixtures.files(in: "malformed/questions") + ContentFixtures.files(in: "malformed/lessons")
  }

  @Test func everyFixtureIsFound() throws {
    expectTrue(try Self.fixtures().count >= 40)
  }

  @Test(arguments: try fixtures())
  func reportsExactlyTheAnnouncedDiagnostics(fixture: String) throws {
    let text = try ContentFixtures.text(fixture)
    let annotation = fixture.hasSuffix(".json") ? try ContentFixtures.text(fixture + ".expect") : text
    let expected = ExpectedDiagnostic.parse(annotation)
    try #require(!expected.isEmpty, "fixture \(fixture) announces no diagnostic")
    let role: ContentDocument.Role = fixture.contains("/lessons/") ? .lesson : .pack
    let library = ContentLoader().load(documents: [ContentDocument(text: text, path: fixture, role: role)])
    for expectation in expected {
      expectTrue(
        library.diagnostics.contains(where: expectation.matches),
        "missing \(expectation) in \(library.diagnostics.map(\.description))")
    }
    expectEqual(library.diagnostics.count, expected.count, "\(library.diagnostics.map(\.description))")
    expectTrue(library.diagnostics.allSatisfy { $0.location.path == fixture })
  }
}
