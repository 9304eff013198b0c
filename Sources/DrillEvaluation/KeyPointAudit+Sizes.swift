import DrillContent
import DrillGrading
import DrillSupport

extension KeyPointAudit {
  /// The texts of `question` the audit would grade (the model Answer as said, each key point and
  /// each of its `also:` and `wrong:` lines) that are longer than a learner's answer is graded
  /// (`AnswerCut.bytes`), each an error at its line; the audit grades none of them then. Session
  /// 50: 1 MB of one letter with stacked accents, as Answer and point, held `check` 8.6 s (debug),
  /// every Set lookup and comparison of the one huge word normalising all of it; no answer a
  /// learner types can say such a point, since answers are cut at `AnswerCut.bytes`.
  static func oversized(_ question: Question, spoken: String) -> [Diagnostic] {
    let limit = AnswerCut.bytes
    let notes = question.keyPointNotes
    var problems: [Diagnostic] = []
    func check(_ text: String, _ what: @autoclosure () -> String, at location: ContentLocation) {
      let bytes = text.utf8.count
      guard bytes > limit else { return }
      problems.append(
        .error(
          "\(what()) of `\(question.localID)` is \(bytes.groupedDigits) bytes, more than the \(limit.groupedDigits) "
            + "of a learner's answer that are graded: no answer can say it, and grading it is slow; "
            + "shorten it (the key points of this question are not audited until then)",
          at: location))
    }
    check(spoken, "the model Answer", at: question.answerLocation ?? question.location)
    for (index, point) in question.keyPoints.enumerated() {
      let note = index < notes.count ? notes[index] : KeyPointNotes()
      let location = note.location ?? question.location
      check(point, "key point \(index + 1)", at: location)
      for also in note.also { check(also, "an `also:` line of key point \(index + 1)", at: location) }
      for (number, wrong) in note.wrong.enumerated() {
        check(
          wrong, "a `wrong:` line of key point \(index + 1)",
          at: question.location(ofWrong: number, point: index) ?? location)
      }
    }
    return problems
  }
}
