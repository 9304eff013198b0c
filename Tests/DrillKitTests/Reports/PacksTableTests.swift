import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillReports

@Suite struct PacksTableTests {
  static let data = URL(fileURLWithPath: "/home/learner/.local/share/swiftdrill", isDirectory: true)
  static let bundled = URL(fileURLWithPath: "/usr/share/swiftdrill", isDirectory: true)

  static func pack(_ id: String, at path: String, levels: [Level]) -> Pack {
    let questions = levels.enumerated().map { index, level in
      Question(
        localID: "q\(index)", packID: id, title: "Q\(index)", level: level,
        kind: index == 0 ? .verbal : .written, prompt: "?")
    }
    return Pack(id: id, title: "The \(id) pack", questions: questions, path: path, format: .markdown)
  }

  let table = PacksTable(
    packs: [
      pack("zeta", at: "/work/extra/packs/zeta.md", levels: [.advanced]),
      pack("alpha", at: "\(data.path)/questions/alpha.md", levels: [.beginner, .beginner, .intermediate]),
      pack("core", at: "\(bundled.path)/questions/core.md", levels: [.beginner]),
    ], dataDirectory: data, bundledRoot: bundled)

  @Test func namesWhereEachPackCameFrom() {
    expectEqual(table.sourceName("\(Self.data.path)/questions/alpha.md"), "yours")
    expectEqual(table.sourceName("\(Self.bundled.path)/questions/core.md"), "bundled")
    expectEqual(table.sourceName("/work/extra/packs/zeta.md"), "packs")
    let noBundle = PacksTable(packs: [], dataDirectory: Self.data, bundledRoot: nil)
    expectEqual(noBundle.sourceName("\(Self.bundled.path)/questions/core.md"), "questions")
  }

  @Test func listsPacksByIDWithCountsPerLevelAndKindThenTheTotals() {
    let lines = table.render(width: 100).plain.split(separator: "\n").map(String.init)
    let alpha = lines.firstIndex { $0.hasPrefix("alpha") } ?? -1
    let core = lines.firstIndex { $0.hasPrefix("core") } ?? -1
    let zeta = lines.firstIndex { $0.hasPrefix("zeta") } ?? -1
    expectTrue(alpha > 0 && alpha < core && core < zeta)
    expectEqual(lines[alpha].split(separator: " ").prefix(7), ["alpha", "2", "1", "0", "2", "1", "yours"])
    expectEqual(lines[zeta].split(separator: " ").prefix(7), ["zeta", "0", "0", "1", "0", "1", "packs"])
    expectEqual(lines.last, "3 packs, 5 questions")
  }

  @Test func oneLineStaysSingular() {
    let one = PacksTable(
      packs: [Self.pack("solo", at: "/x/solo.md", levels: [.beginner])], dataDirectory: Self.data,
      bundledRoot: nil)
    expectTrue(one.render(width: 80).plain.hasSuffix("1 pack, 1 questions\n"))
  }
}
