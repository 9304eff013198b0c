import Foundation
import Testing

@testable import DrillKit

@Suite struct ContentLoaderTests {
  @Test func loadsTheValidTreeWithoutDiagnostics() throws {
    let library = ContentLoader().load([ContentSource(try ContentFixtures.url("valid"))])
    #expect(library.diagnostics.map(\.description) == [])
    #expect(library.packs.map(\.id).sorted() == ["basics", "closures"])
    #expect(library.lessons.map(\.id).sorted() == ["optionals", "variables"])
  }
}
