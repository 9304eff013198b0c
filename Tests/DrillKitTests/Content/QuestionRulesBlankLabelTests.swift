import DrillGrading
import DrillKitTesting
import DrillMarkdown
import DrillSupport
import Testing

@testable import DrillContent

/// Two loader checks read on bytes (issue 29 (a), s32-checkfast28): an empty choice or accepted
/// answer (`QuestionRules.isBlank`, was `trimmingBlanks().isEmpty`) and a note's label written
/// as a key point (`KeyPointNotes.noteLabel`, which now passes over a text that starts with
/// neither `a` nor `w` unread). Each must say what the reading on characters says.
@Suite struct QuestionRulesBlankLabelTests {
  static let pieces = [
    " ", "\t", "a", "w", "also:", "wrong:", "also", "wrong", ":", "\u{301}", "é", "\u{A0}", "\u{3000}", "\n",
    "\r", "A", "W", "ａ", "😀", "x",
  ]

  @Test func randomTextsReadAsOnCharacters() {
    var generator = SeededGenerator(seed: 2833)
    var blanks = 0
    var labels = 0
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
      }.joined()
      let blank = text.trimmingBlanks().isEmpty
      expectEqual(QuestionRules.isBlank(text), blank, "\(text.debugDescription)")
      let label = ["also:", "wrong:"].first { text.hasPrefix($0) }
      expectEqual(KeyPointNotes.noteLabel(startingPoint: text), label, "\(text.debugDescription)")
      blanks += blank ? 1 : 0
      labels += label == nil ? 0 : 1
    }
    expectTrue(blanks > 500 && labels > 500, "\(blanks) blank, \(labels) labelled")
  }

  @Test func labelsAndBlanksByHand() {
    expectEqual(KeyPointNotes.noteLabel(startingPoint: "also: a copy"), "also:")
    expectEqual(KeyPointNotes.noteLabel(startingPoint: "wrong: a reference"), "wrong:")
    expectEqual(KeyPointNotes.noteLabel(startingPoint: " also: a copy"), nil)
    expectEqual(KeyPointNotes.noteLabel(startingPoint: "Also: a copy"), nil)
    expectEqual(KeyPointNotes.noteLabel(startingPoint: ""), nil)
    expectTrue(QuestionRules.isBlank("") && QuestionRules.isBlank(" \t "))
    expectTrue(
      !QuestionRules.isBlank("\u{A0}") && !QuestionRules.isBlank(" \n") && !QuestionRules.isBlank(" x"))
  }
}
