import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillSupport

/// Versions in `swift:` and in `swiftc --version`, and the blocks they let run.
@Suite struct SwiftVersionTests {
  @Test(arguments: [("6", "6.0"), ("6.2", "6.2.0"), ("6.3.1", "6.3.1")])
  func missingPartsCountAsZero(short: String, long: String) throws {
    try expectEqual(#require(SwiftVersion(short)), #require(SwiftVersion(long)))
    expectEqual(Set([SwiftVersion(short), SwiftVersion(long)]).count, 1)
  }

  @Test func versionsCompareNumerically() throws {
    let sorted = ["6.10", "5.9", "6.2", "99.0", "6.3.1"].compactMap { SwiftVersion($0) }.sorted()
    expectEqual(sorted.map(\.description), ["5.9", "6.2", "6.3.1", "6.10", "99.0"])
  }

  @Test(arguments: ["", "six", "6.", ".2", "6..2", "6.2-dev", "-1", "6.2.1.0.1", "١.٢"])
  func notAVersion(text: String) {
    expectTrue(SwiftVersion(text) == nil)
  }

  @Test func readsTheCompilerBanner() {
    expectEqual(
      SwiftVersion(compilerBanner: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")?.description, "6.3.1")
    expectEqual(
      SwiftVersion(compilerBanner: "Apple Swift version 6.2 (swiftlang-6.2.0.19.9 clang-1700.3.19.1)")?
        .description, "6.2")
    expectTrue(SwiftVersion(compilerBanner: "something else") == nil)
  }

  @Test func blocksOfANewerPackAreSkippedWithOneWarningPerPack() throws {
    let location = { (path: String) in ContentLocation(path: path, line: 9) }
    let snippets = ["new.md", "new.md", "old.md", "none.md"].map {
      CodeSnippet(code: "print(1)", claim: .runs(expectedOutput: nil), location: location($0), context: $0)
    }
    let packs = [
      Pack(id: "new", title: "New", swift: "99.0", path: "new.md", format: .markdown),
      Pack(id: "old", title: "Old", swift: "6.0", path: "old.md", format: .markdown),
      Pack(id: "none", title: "None", path: "none.md", format: .markdown),
    ]
    let gate = SnippetVersionGate.split(snippets, packs: packs, toolchain: SwiftVersion("6.3.1"))
    expectEqual(gate.runnable.map(\.location.path), ["old.md", "none.md"])
    expectEqual(gate.skipped, 2)
    expectEqual(gate.warnings.count, 1)
    expectEqual(gate.warnings.first?.severity, .warning)
    expectEqual(gate.warnings.first?.message.contains("its 2 code blocks not run"), true)
    let unknown = SnippetVersionGate.split(snippets, packs: packs, toolchain: nil)
    expectTrue(unknown.runnable.count == 4 && unknown.warnings.isEmpty)
  }

  @Test func packsReadTheirSwiftVersionAndRejectOneThatIsNot() {
    let markdown = { (value: String) in
      "---\nid: p\ntitle: P\nswift: \(value)\n---\n\n## Q\n\nSay yes.\n\n### Accept\n- yes\n"
    }
    let good = ContentLoader().loadPack(text: markdown("\"6.2\""), path: "p.md")
    expectTrue(good.errorCount == 0 && good.packs.first?.swift == "6.2")
    let bad = ContentLoader().loadPack(text: markdown("later"), path: "p.md")
    expectEqual(bad.diagnostics.map(\.location.line), [4])
    expectTrue(bad.packs.first?.swift == nil)

    let json = { (value: String) in
      #"{"id": "p", "title": "P", "swift": "\#(value)", "questions": [{"title": "Q", "prompt": "Say yes.", "accept": ["yes"]}]}"#
    }
    expectEqual(ContentLoader().loadPack(text: json("6.2"), path: "p.json").packs.first?.swift, "6.2")
    let badJSON = ContentLoader().loadPack(text: json("six"), path: "p.json")
    expectTrue(badJSON.diagnostics.contains { $0.message.contains("is not a Swift version") })
    expectTrue(badJSON.packs.first?.swift == nil)
  }
}
