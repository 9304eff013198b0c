import AnagramsCore

/// The decoder's error in a line: what is wrong, and where (`levels[0]`).
func decoding(_ error: any Error) -> String {
  guard let error = error as? DecodingError else { return "\(error)" }
  func place(_ path: [any CodingKey]) -> String {
    path.isEmpty
      ? "the top level"
      : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
        .description
  }
  switch error {
  case .keyNotFound(let key, let context):
    return "keyNotFound(\"\(key.stringValue)\") at \(place(context.codingPath))"
  case .typeMismatch(let type, let context): return "typeMismatch(\(type)) at \(place(context.codingPath))"
  case .valueNotFound(let type, let context): return "valueNotFound(\(type)) at \(place(context.codingPath))"
  case .dataCorrupted(let context):
    return "dataCorrupted at \(place(context.codingPath)): \(context.debugDescription)"
  @unknown default: return "\(error)"
  }
}

var levels: [Level]?
do { levels = try Level.load(fromJSON: Level.builtInJSON) } catch {
  expect(false, "Level.load(fromJSON: builtInJSON) threw \(decoding(error))")
}
expect(levels?.count ?? 0, 3, "the number of built-in levels")
if let levels, levels.count == 3 {
  expect(
    levels.map(\.title), ["Easy-peasy", "Challenge accepted", "I'm totally hard-core"],
    "the titles of the built-in levels")
  expect(levels.map(\.pointsPerTile), [10, 20, 30], "the points per tile of the built-in levels")
  expect(levels.map(\.timeToSolve), [60, 90, 120], "the seconds to solve of the built-in levels")
  expect(
    levels[0].entries, ["let", "var", "func", "enum", "case", "guard", "struct", "Int", "Bool", "nil"],
    "the built-in Easy-peasy entries")
  expect(
    levels[1].entries, ["switch", "protocol", "closure", "optional", "extension", "Character", "mutating"],
    "the built-in Challenge accepted entries")
  expect(
    levels[2].entries,
    ["async let", "type inference", "copy on write", "pattern matching", "actor isolation"],
    "the built-in I'm totally hard-core entries")
}

let custom = """
  {"levels": [{"title": "Mine", "pointsPerTile": 5, "timeToSolve": 30, "entries": ["defer", "inout"]}]}
  """
expect(
  (try? Level.load(fromJSON: custom)) ?? [],
  [Level(title: "Mine", pointsPerTile: 5, timeToSolve: 30, entries: ["defer", "inout"])],
  "load(fromJSON:) of a one-level list")

var threw = false
do { _ = try Level.load(fromJSON: "{\"levels\": [{\"title\": \"No points\"}]}") } catch { threw = true }
expect(threw, "load(fromJSON:) of a level without pointsPerTile should throw")
threw = false
do { _ = try Level.load(fromJSON: "not JSON") } catch { threw = true }
expect(threw, "load(fromJSON:) of text that is not JSON should throw")
