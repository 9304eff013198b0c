import DrillKitTesting
import Foundation
import Testing

/// Messages that used to be cut inside a word at some width (issue 28): each line fits, and
/// the phrases read whole at 40, 60 and 120 columns (piped output is laid out for at most 100).
@Suite(.ownThreads) struct WordCutEndToEndTests {
  let home = TemporaryHome.make()

  func run(_ arguments: [String], width: Int) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, home: home,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "COLUMNS": "\(width)",
      ])
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test(arguments: [40, 60, 120])
  func newPackSaysWhatToDoNextWithoutCuttingAWord(width: Int) throws {
    let result = try run(["new", "pack", "cut-\(width)"], width: width)
    expectEqual(result.status, 0, "\(result.stderr)")
    // Every line fits but the commands to copy, which are never broken (the terminal folds them).
    expectTrue(
      lines(result.stdout).allSatisfy {
        $0.count <= min(width, 100) || !$0.trimmingCharacters(in: .whitespaces).contains(" ")
          || $0.hasPrefix("  swiftdrill check --run ")
      },
      "\(result.stdout)")
    expectContains(result.flowingStdout, "Edit it, then prove it with:", "\(result.stdout)")
  }

  /// A command's discussion is running text: wrapped for the width, not at the source's line
  /// breaks (which left short lines in the middle of a paragraph).
  @Test(arguments: [40, 60, 120])
  func helpDiscussionsFillTheirLines(width: Int) throws {
    let result = try run(["help", "new"], width: width)
    let all = lines(result.stdout)
    let start = try #require(all.firstIndex { $0.hasPrefix("A pack goes to") })
    let paragraph = Array(all[start...].prefix { !$0.isEmpty })
    let shown = min(width, 100)
    expectTrue(paragraph.allSatisfy { $0.count <= shown }, "\(paragraph)")
    // Greedy filling: a line ends only where the next word would not fit on it.
    for (line, next) in zip(paragraph, paragraph.dropFirst()) {
      let word = next.split(separator: " ").first.map(String.init) ?? ""
      expectTrue(line.count + 1 + word.count > shown, "\(paragraph)")
    }
  }

  @Test(arguments: [40, 60, 120])
  func packsKeepTitlesWhole(width: Int) throws {
    let result = try run(["packs"], width: width)
    expectNotContains(result.stdout, "…", "\(result.stdout)")
    expectContains(result.flowingStdout, "Fixture basics", "\(result.stdout)")
    expectTrue(lines(result.stdout).allSatisfy { $0.count <= min(width, 100) }, "\(result.stdout)")
  }
}
