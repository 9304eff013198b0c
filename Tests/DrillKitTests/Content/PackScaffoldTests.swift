import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct PackScaffoldTests {
  @Test func loadsWithoutDiagnostics() throws {
    let library = ContentLoader().loadPack(text: PackScaffold.make(id: "my-pack"), path: "my-pack.md")
    expectEqual(library.diagnostics.map(\.description), [])
    let pack = try #require(library.packs.first)
    expectEqual(pack.id, "my-pack")
    expectEqual(Set(pack.questions.map(\.type)), Set(QuestionType.allCases))
  }

  @Test func claimsItsCodeRunsAndPassesItsTests() {
    let library = ContentLoader().loadPack(text: PackScaffold.make(id: "my-pack"), path: "my-pack.md")
    let claims = library.snippets.map(\.claim)
    expectContains(claims, .runs(expectedOutput: "5"))
    expectTrue(
      claims.contains(
        .passesTests(tests: "expect(double(2), 4, \"double(2)\")\nexpect(double(-3), -6, \"double(-3)\")")))
  }

  @Test func quotesATitleThatNeedsIt() throws {
    let text = PackScaffold.make(id: "p", title: "Swift: the basics")
    let pack = try #require(ContentLoader().loadPack(text: text, path: "p.md").packs.first)
    expectEqual(pack.title, "Swift: the basics")
  }
}
