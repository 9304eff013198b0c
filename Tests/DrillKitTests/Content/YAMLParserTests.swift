import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct YAMLParserTests {
  private func mapping(_ yaml: String) throws -> [YAMLEntry] {
    let node = try #require(try YAMLParser.parse(yaml).get())
    guard case .mapping(let entries) = node.value else {
      Issue.record("not a mapping")
      return []
    }
    return entries
  }

  @Test func readsInlineAndBlockListsQuotesAndComments() throws {
    let entries = try mapping(
      """
      id: p   # a comment
      swift: "6.0"
      tags: [a, "b c"]
      requires:
        - x
        - 'y'
      """)
    expectEqual(entries.map { $0.key.scalar }, ["id", "swift", "tags", "requires"])
    expectEqual(entries[0].value.scalar, "p")
    guard case .scalar("6.0", plain: false) = entries[1].value.value else {
      Issue.record("swift is not a quoted scalar")
      return
    }
    guard case .sequence(let tags) = entries[2].value.value,
      case .sequence(let requires) = entries[3].value.value
    else {
      Issue.record("lists not read")
      return
    }
    expectEqual(tags.map(\.scalar), ["a", "b c"])
    expectEqual(requires.map(\.scalar), ["x", "y"])
    expectEqual(requires.map(\.line), [5, 6])
    expectEqual(requires.map(\.column), [5, 5])
  }

  @Test func reportsASyntaxErrorWithItsPosition() {
    guard case .failure(let failure) = YAMLParser.parse("a: [1, 2\nb: c", lineOffset: 1) else {
      Issue.record("no error")
      return
    }
    expectEqual(failure.line, 3)
    expectTrue(failure.message.hasPrefix("invalid YAML"))
  }

  @Test func readsAnEmptyDocumentAsNothing() throws {
    expectTrue(try YAMLParser.parse("# only a comment\n").get() == nil)
  }
}
