import DrillContent
import DrillGrading
import DrillSupport

extension KeyPointAudit {
  /// The model Answer of `question` as said, when it is longer than a learner's answer is graded
  /// (`AnswerCut.bytes`): an error at its line; the audit grades none of the question then. Session
  /// 50: 1 MB of one letter with stacked accents, as Answer and point, held `check` 8.6 s (debug),
  /// every Set lookup and comparison of the one huge word normalising all of it; no answer a
  /// learner types can say such a text, since answers are cut at `AnswerCut.bytes`. A key point,
  /// `also:` or `wrong:` line that long is the loader's error (`Question.oversizedPointTexts`,
  /// session 51: the question is left out, so `quiz` never grades it); it is not told again here.
  static func oversized(_ question: Question, spoken: String) -> [Diagnostic] {
    let limit = AnswerCut.bytes
    let bytes = spoken.utf8.count
    guard bytes > limit else { return [] }
    return [
      .error(
        "the model Answer of `\(question.localID)` is \(bytes.groupedDigits) bytes, more than the "
          + "\(limit.groupedDigits) of a learner's answer that are graded: no answer can say it, and grading "
          + "it is slow; shorten it (the key points of this question are not audited until then)",
        at: question.answerLocation ?? question.location)
    ]
  }
}
