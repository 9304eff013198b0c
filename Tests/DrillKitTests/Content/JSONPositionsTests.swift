import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct JSONPositionsTests {
  static let text = """
    {
      "id": "l",
      "pages": [
        {"title": "a \\" [ { b", "blocks": [{"markdown": "x"}, {"swift": "y"}]},
        {"check": {"title": "Q"}}
      ],
      "tags": []
    }
    """

  @Test(arguments: [
    ("", 1, 1), ("id", 2, 9), ("pages", 3, 12), ("pages[0]", 4, 5), ("pages[0].title", 4, 15),
    ("pages[0].blocks", 4, 39), ("pages[0].blocks[1]", 4, 59), ("pages[0].blocks[1].swift", 4, 69),
    ("pages[1].check", 5, 15), ("pages[1].check.title", 5, 25), ("tags", 7, 11),
  ])
  func findsWhereEachValueStarts(path: String, line: Int, column: Int) {
    let position = JSONPositions(Self.text).values[path]
    expectEqual(position, JSONPositions.Position(line: line, column: column))
  }

  @Test func anEmptyArrayHasNoElements() {
    expectTrue(JSONPositions(Self.text).values["tags[0]"] == nil)
  }

  @Test func reportsAKeyGivenTwiceInOneObjectOnly() {
    let positions = JSONPositions("{\n\"a\": 1,\n\"b\": {\"a\": 2},\n\"a\": 3\n}")
    expectEqual(positions.duplicates, [JSONPositions.Duplicate(path: "a", key: "a", firstLine: 2)])
    expectEqual(positions.values["a"], JSONPositions.Position(line: 4, column: 6))
  }
}
