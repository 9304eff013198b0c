extension QuestionAsker {
  /// " · 2 hints" at the end of a question's header when it has hints (`:hint`
  /// shows them one at a time), else nothing.
  static func hintNote(_ count: Int) -> String {
    count == 0 ? "" : " · \(count) hint\(count == 1 ? "" : "s")"
  }
}
