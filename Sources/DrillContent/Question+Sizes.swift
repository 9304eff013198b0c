import DrillGrading
import DrillSupport

extension Question {
  /// Whether a key point, `also:` or `wrong:` line is longer than a learner's answer is graded
  /// (`AnswerCut.bytes`): the loader refuses such a question (`oversizedPointTexts`), and `check`'s
  /// audit does not grade it.
  public var hasOversizedPointText: Bool {
    let limit = AnswerCut.bytes
    return keyPoints.contains { $0.utf8.count > limit }
      || keyPointNotes.contains { note in
        note.also.contains { $0.utf8.count > limit } || note.wrong.contains { $0.utf8.count > limit }
      }
  }

  /// Each key point, `also:` and `wrong:` line longer than a learner's answer is graded, an error
  /// at its line: no answer can say it, and grading one is slow (session 50: 1 MB of one letter
  /// under stacked accents held `check` 8.6 s). Session 51: `check` told it, but a pack loaded
  /// without `check` still had the question graded in `quiz`, slowly; the loader refuses it now.
  var oversizedPointTexts: [Diagnostic] {
    guard hasOversizedPointText else { return [] }
    let limit = AnswerCut.bytes
    var problems: [Diagnostic] = []
    func check(_ text: String, _ what: @autoclosure () -> String, at location: ContentLocation) {
      let bytes = text.utf8.count
      guard bytes > limit else { return }
      problems.append(
        .error(
          "\(what()) of `\(localID)` is \(bytes.groupedDigits) bytes, more than the \(limit.groupedDigits) "
            + "of a learner's answer that are graded: no answer can say it, and grading it is slow; "
            + "shorten it (the question is left out until then)",
          at: location))
    }
    for (index, point) in keyPoints.enumerated() {
      let note = index < keyPointNotes.count ? keyPointNotes[index] : KeyPointNotes()
      let lines = index < keyPointNoteLines.count ? keyPointNoteLines[index] : KeyPointNoteLines()
      let location = note.location ?? self.location
      check(point, "key point \(index + 1)", at: location)
      for (number, also) in note.also.enumerated() {
        check(
          also, "an `also:` line of key point \(index + 1)",
          at: number < lines.also.count ? lines.also[number] : location)
      }
      for (number, wrong) in note.wrong.enumerated() {
        check(
          wrong, "a `wrong:` line of key point \(index + 1)",
          at: number < lines.wrong.count ? lines.wrong[number] : location)
      }
    }
    return problems
  }
}
