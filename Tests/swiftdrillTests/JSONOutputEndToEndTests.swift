import DrillKitTesting
import Foundation
import Testing

@testable import swiftdrill

/// Every command that prints JSON prints the same valid JSON at any terminal width: scripts
/// read it, and a wrapped line would break a string in two (issue 27).
@Suite(.ownThreads) struct JSONOutputEndToEndTests {
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  /// The shortest line of each command with a `--json` flag that prints JSON on stdout.
  static let lines: [String: [String]] = [
    "accepted": ["accepted", "--json"],
    "check": ["check", "--json"],
    "doctor": ["doctor", "--json"],
    "mistakes": ["mistakes", "--list", "--json"],
    "packs": ["packs", "--topics", "--json"],
    "quiz": ["quiz", "--id", "basics/double", "--json"],
    "search": ["search", "double", "--json"],
    "show": ["show", "basics/double", "--json"],
    "stats": ["stats", "--json"],
  ]
  /// Commands whose `--json` is tested elsewhere or does not print JSON on stdout.
  static let elsewhere: [String: String] = [
    "optimize": "AnkiEndToEndTests.jsonIsNeverWrappedAtAnyWidth (it needs a fitted history)",
    "new": "writes a JSON pack or lesson file, not stdout",
  ]

  @Test func everyJSONCommandIsCovered() {
    let withJSON = CommandCatalog.commands.filter { spec in
      spec.options.contains { $0.name == "json" && $0.value == nil }
    }.map(\.name)
    expectTrue(!withJSON.isEmpty)
    for name in withJSON {
      expectTrue(Self.lines[name] != nil || Self.elsewhere[name] != nil, "\(name) --json is not tested")
    }
  }

  @Test(arguments: lines.keys.sorted())
  func jsonIsTheSameValidJSONAtEveryWidth(command: String) throws {
    let arguments = try #require(Self.lines[command])
    var outputs: [String] = []
    for columns in ["20", "40", "400"] {
      // A home per width, each with one wrong answer first, so that mistakes, stats and
      // show have something to print and every run starts from the same history.
      let home = TemporaryHome.make()
      defer { try? FileManager.default.removeItem(at: home) }
      let answered = try BinaryRun.run(
        ["quiz", "--id", "basics/nil-coalescing"], input: "wrong\n\n", home: home, environment: course)
      expectEqual(answered.status, 0, "\(answered.stderr)")
      let result = try BinaryRun.run(
        arguments, input: "func double(_ n: Int) -> Int { n * 2 }\n.\n", home: home,
        environment: course.merging(["COLUMNS": columns]) { $1 })
      expectEqual(result.status, 0, "\(arguments) at \(columns) columns: \(result.stderr)")
      expectTrue(
        (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil,
        "\(arguments) at \(columns) columns is not JSON: \(result.stdout)")
      // The home differs by run: where doctor names it, it is compared as HOME.
      outputs.append(result.stdout.replacingOccurrences(of: home.path, with: "HOME"))
    }
    expectEqual(Set(outputs).count, 1, "\(arguments) changes with the width: \(outputs)")
  }
}
