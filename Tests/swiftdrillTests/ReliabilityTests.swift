import DrillKitTesting
import Foundation
import Testing

/// End-to-end reliability of the built binary: hostile content, bad input at
/// the prompts, and damaged progress stores. Quick cases only; the long runs
/// (kills, concurrent sessions, fuzzing) are `make reliability` and `make fuzz`.
@Suite(.ownThreads) struct ReliabilityTests {
  /// Every text field of a pack carries terminal control sequences: CSI (clear
  /// screen), OSC (set the window title), a C1 CSI, and a bell. (libyaml refuses
  /// raw control characters, so the front matter has them as YAML escapes.)
  static let hostile = "\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{07}"
  static var hostilePack: String {
    let h = hostile
    return """
      ---
      id: hostile
      title: "Hostile \\e[2J\\e]0;owned\\a pack"
      tags: ["a\\e[31m"]
      ---

      Intro \(h)

      ## Choose \(h) one
      id: choose
      tags: x\(h)

      Pick \(h) the right one.

      ### Choices
      - [x] right \(h)
      - [ ] wrong \(h)

      ### Hints
      - hint \(h)

      ### Explanation
      Because \(h).

      ## Say \(h) yes
      id: say

      Type yes \(h).

      ### Accept
      - yes

      ### Explanation
      Explained \(h).
      """
  }

  static func home(with pack: String? = nil) throws -> URL {
    let home = TemporaryHome.make()
    if let pack {
      let folder = home.appendingPathComponent("questions", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(pack.utf8).write(to: folder.appendingPathComponent("pack.md"))
    }
    return home
  }

  @Test(arguments: [
    ["quiz", "--pack", "hostile", "--count", "2", "--seed", "1"], ["packs"], ["check"],
    ["packs", "--topics"],
  ])
  func controlSequencesInContentNeverReachTheTerminal(arguments: [String]) throws {
    let home = try Self.home(with: Self.hostilePack)
    let run = try BinaryRun.run(arguments, input: ":hint\n1\nyes\n", home: home)
    let everything = run.stdout + run.stderr
    expectTrue(!everything.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{07}" })
    expectTrue(run.status == 0 || arguments == ["check"])
  }

  static let shortPack = """
    ---
    id: short
    title: Short answers
    ---

    ## Say yes
    id: yes

    Type yes.

    ### Accept
    - yes

    ## Print
    id: print

    What does it print?

    ```swift
    print(1)
    ```

    ### Output
    ```output
    1
    ```
    """

  static let megabyteLine = String(repeating: "x", count: 1 << 20) + "\n"

  @Test(arguments: [
    ("a 1 MB line", Data((megabyteLine + megabyteLine + ".\n").utf8)),
    ("invalid UTF-8", Data([0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x0A, 0x2E, 0x0A])),
    ("EOF inside an output block", Data("yes\nfirst line of output\n".utf8)),
    ("EOF before any answer", Data()),
    ("NUL bytes", Data([0x79, 0x00, 0x65, 0x73, 0x0A, 0x00, 0x0A, 0x2E, 0x0A])),
  ])
  func badInputAtThePromptEndsTheQuizCleanly(name: String, input: Data) throws {
    let home = try Self.home(with: Self.shortPack)
    let run = try ReliabilityRun.run(
      ["quiz", "--pack", "short", "--count", "2", "--seed", "3"], input: input, home: home)
    expectEqual(run.status, 0, "\(name): \(run.stderr.prefix(500))")
    expectContains(run.stdout, "Quiz summary", "\(name)")
    expectNotContains(run.stderr, "Fatal error", "\(name)")
  }

  @Test func aCorruptStoreIsReportedAndLeftUntouched() throws {
    let home = try Self.home(with: Self.shortPack)
    let store = home.appendingPathComponent("progress.sqlite")
    let garbage = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try garbage.write(to: store)
    let run = try BinaryRun.run(["quiz", "--pack", "short", "--count", "1"], input: "yes\n", home: home)
    expectEqual(run.status, 0)
    expectContains(run.stderr, store.path)
    expectContains(run.stderr, "not been changed")
    try expectEqual(Data(contentsOf: store), garbage)
  }

  @Test func aStoreFromANewerVersionIsRefusedAndLeftUntouched() throws {
    let home = try Self.home(with: Self.shortPack)
    let store = home.appendingPathComponent("progress.sqlite")
    _ = try BinaryRun.run(["quiz", "--pack", "short", "--count", "1"], input: "yes\n", home: home)
    var bytes = try Data(contentsOf: store)
    try #require(bytes.count > 100)
    // The SQLite header keeps `PRAGMA user_version` big-endian at offset 60.
    bytes.replaceSubrange(60..<64, with: [0, 0, 0x03, 0xE7])
    try bytes.write(to: store)
    let run = try BinaryRun.run(["quiz", "--pack", "short", "--count", "1"], input: "yes\n", home: home)
    expectEqual(run.status, 0)
    expectContains(run.stderr, "newer SwiftDrill")
    try expectEqual(Data(contentsOf: store), bytes)
    let stats = try BinaryRun.run(["stats"], home: home)
    expectTrue(stats.status != 0)
    expectContains(stats.stderr, "newer SwiftDrill")
  }
}

/// Runs the binary with raw bytes on stdin (for input that is not valid text).
enum ReliabilityRun {
  static func run(_ arguments: [String], input: Data, home: URL) throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, environment: BinaryRun.environment(home: home))
  }
}
