import DrillContent
import DrillPresentation

extension QuestionAsker {
  /// " · 2 hints" at the end of a question's header when it has hints (`:hint`
  /// shows them one at a time), else nothing; "· 2 hints" is glued, so a wrap keeps it whole.
  static func hintNote(_ count: Int) -> String {
    count == 0 ? "" : " " + StyledText.glued("· \(count) hint\(count == 1 ? "" : "s")")
  }

  /// "beginner · verbal · code · 10 points · 2 hints": each `·` glued to the part after it, so a
  /// narrow console wraps the header the same way every time, a `·` starting the next line (session
  /// 44's tryout: "… 10 points ·" / "2 hints" in one question, "… 20 points" / "· 2 hints" in the next).
  static func headerParts(_ question: Question) -> String {
    question.level.rawValue + " " + StyledText.glued("· \(question.kind.rawValue)") + " "
      + StyledText.glued("· \(question.type.rawValue)") + " "
      + StyledText.glued("· \(question.points) points")
      + hintNote(question.hints.count)
  }
}
