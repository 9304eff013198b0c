import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillPresentation
@testable import DrillSessions

/// The header says when a question has hints, and how many; the count and its word
/// stay together when the header wraps.
@Suite struct QuestionAskerHintNoteTests {
  @Test(arguments: [(0, ""), (1, " · 1 hint"), (2, " · 2 hints"), (5, " · 5 hints")])
  func headerNote(count: Int, note: String) {
    expectEqual(QuestionAsker.hintNote(count).replacing("\u{00A0}", with: " "), note)
  }

  @Test func aWrappedHeaderKeepsEachPartWhole() {
    let header = StyledText(
      "intermediate · written · output · " + StyledText.glued("10 points") + QuestionAsker.hintNote(1))
    for width in 20...60 {
      let lines = header.fitted(toWidth: width).map(\.plain)
      expectEqual(
        lines.joined(separator: " "), "intermediate · written · output · 10 points · 1 hint", "\(width)")
      expectTrue(!lines.contains { $0.contains("\u{00A0}") }, "the glue is printed as a space")
      expectTrue(!lines.contains { $0.hasSuffix(" 1") || $0.hasSuffix(" 10") }, "\(width): \(lines)")
      expectTrue(!lines.contains { $0.hasPrefix("hint") || $0.hasPrefix("points") }, "\(width): \(lines)")
    }
  }

  /// Session 44's tryout: at 60 columns one header broke after a `·` ("… 10 points ·" / "2 hints"),
  /// the next before one. Every `·` now starts the line it wraps to, never ends one.
  @Test func aWrappedHeaderBreaksBeforeItsSeparators() {
    var question = SessionFixtures.choice("q1")
    question.hints = ["One.", "Two."]
    let header = StyledText(QuestionAsker.headerParts(question))
    expectEqual(
      header.plain.replacing("\u{00A0}", with: " "), "beginner · written · choice · 10 points · 2 hints")
    for width in 12...60 {
      let lines = header.fitted(toWidth: width).map(\.plain)
      expectTrue(!lines.contains { $0.hasSuffix("·") || $0.hasSuffix("· ") }, "\(width): \(lines)")
      expectTrue(
        !lines.contains { $0.hasPrefix("2 hints") || $0.hasPrefix("10 points") }, "\(width): \(lines)")
    }
  }
}
