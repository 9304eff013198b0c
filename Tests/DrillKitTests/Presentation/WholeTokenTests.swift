import DrillKitTesting
import Testing

@testable import DrillPresentation

/// A path or a command meant for copying is one token the wrapper never breaks (issue 28):
/// wider than the line, it stands alone on its line and the terminal folds it, so a copy of
/// it is one piece.
@Suite struct WholeTokenTests {
  static let path = "/home/learner/.local/share/swiftdrill/backups/progress-2026-01-15T09-00-00Z.json"

  @Test(arguments: [40, 60, 120])
  func aPathIsNeverBrokenAndTheProseAroundItStillWraps(width: Int) {
    let text =
      StyledText("Backup written to ") + .whole(Self.path)
      + StyledText(" and every answer of the pack was removed from the progress file.")
    let lines = text.fitted(toWidth: width).map(\.plain)
    expectEqual(lines.filter { $0.contains(Self.path) }.count, 1, "\(lines)")
    // Only the path's own line may be wider than the width.
    expectTrue(lines.allSatisfy { $0.displayWidth <= width || $0 == Self.path }, "\(lines)")
    expectTrue(
      LineWidths.cutWords(of: "and every answer of the pack was removed", in: lines.joined(separator: "\n"))
        .isEmpty)
  }

  @Test(arguments: [40, 60, 120])
  func aCommandKeepsItsSpaces(width: Int) {
    let command = "swiftdrill check --run " + Self.path
    let text = StyledText("Edit it, then prove it with: ") + .whole(command, style: .code)
    let lines = text.fitted(toWidth: width, hangingIndent: 2).map(\.plain)
    expectTrue(lines.contains { $0.trimmingCharacters(in: .whitespaces) == command }, "\(lines)")
  }

  @Test func aWholeTokenThatFitsStaysOnTheLineBeforeIt() {
    let text = StyledText("Wrote ") + .whole("/tmp/a.md") + StyledText(": 3 questions from 3 notes.")
    expectEqual(text.fitted(toWidth: 40).map(\.plain), ["Wrote /tmp/a.md: 3 questions from 3", "notes."])
  }

  /// Without the mark a long path breaks after a separator (the rule for ids): the mark is
  /// what keeps it whole.
  @Test func anUnmarkedPathStillBreaksAtASeparator() {
    let lines = StyledText("Backup written to " + Self.path).fitted(toWidth: 40).map(\.plain)
    expectTrue(!lines.contains { $0.contains(Self.path) }, "\(lines)")
  }

  @Test func theMarkSurvivesLayout() {
    let text = (StyledText("a ") + .whole("b c", style: .muted)).coalesced()
    expectEqual(text.spans.map(\.isWhole), [false, true])
    expectEqual(text.lines.first?.spans.last?.isWhole, true)
    expectEqual(text.sanitized().spans.last?.isWhole, true)
  }
}
