import Testing

@testable import DrillKit

/// The header says when a question has hints, and how many.
@Suite struct QuestionAskerHintNoteTests {
  @Test(arguments: [(0, ""), (1, " · 1 hint"), (2, " · 2 hints"), (5, " · 5 hints")])
  func headerNote(count: Int, note: String) {
    #expect(QuestionAsker.hintNote(count) == note)
  }
}
