import DrillPresentation

extension QuestionAsker {
  /// " · 2 hints" at the end of a question's header when it has hints (`:hint`
  /// shows them one at a time), else nothing; "2 hints" is glued, so a wrap keeps it whole.
  static func hintNote(_ count: Int) -> String {
    count == 0 ? "" : " · " + StyledText.glued("\(count) hint\(count == 1 ? "" : "s")")
  }
}
