import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 48's cuts of `check` (issue 29 (a), s48-checkfast): the audit grades without quotes
/// and quotes only an Answer with a problem; a reason word found on an ASCII point's bytes.
@Suite struct CheckFast48Tests {
  /// On an ASCII text, the byte search of a reason word finds the range Foundation's
  /// case-insensitive search finds: every key point, `also:` and `wrong:` line of the bundled bank,
  /// and texts made for it (capitals, the word at either end, twice, not at all).
  @Test func aReasonWordIsFoundWhereFoundationFindsIt() {
    var texts = [
      "", "b", "because", " because ", "Retry BECAUSE it failed", "a , Since the cache is gone",
      "A, SINCE IT rains, since the b", "so that", "x so  that y", "x So That y so that z",
      "Deprecated since iOS 15", "Do it, because", " because x because y", "tab\tbecause\t",
    ]
    for question in BundledWrongLinesTests.questions {
      texts += question.keyPoints
      for note in question.keyPointNotes { texts += note.also + note.wrong }
    }
    var compared = 0
    for text in texts where text.utf8.allSatisfy({ $0 < 0x80 }) {
      for (word, bytes) in zip(KeyPointMatcher.reasonWords, KeyPointMatcher.reasonWordBytes) {
        let found = KeyPointMatcher.asciiRange(of: bytes, in: text)
        expectEqual(found, text.range(of: word, options: .caseInsensitive), "\(word) in \(text)")
        compared += found == nil ? 0 : 1
      }
    }
    expectTrue(compared > 20, "\(compared) found")
  }

  /// Graded without quotes (the audit's), every text gets the verdicts the app's quoted grading
  /// gives it: touched, contradicted, withheld, credited. The texts: bundled Answers, each with its
  /// first `wrong:` line added, another question's Answer, and each `wrong:` line alone.
  @Test func theVerdictsWithoutQuotesAreTheQuotedOnes() {
    let questions = BundledModelAnswersTests.questions.filter { !$0.keyPointNotes.isEmpty }.prefix(24)
    var (contradicted, missed) = (0, 0)
    for (position, question) in questions.enumerated() {
      let spoken = KeyPointAudit.spokenAnswer(of: question)
      let other = KeyPointAudit.spokenAnswer(of: questions[(position + 1) % questions.count])
      let wrongs = question.keyPointNotes.flatMap(\.wrong)
      for text in [spoken, spoken + " " + (wrongs.first ?? "") + ".", other] + wrongs {
        let readings = KeyPointReadings()
        let quoted = Evaluator.keyPointChecks(
          of: question, answer: text, lexicon: .bundled, readings: readings)
        let bare = Evaluator.keyPointChecks(
          of: question, answer: text, lexicon: .bundled, readings: readings, quoted: false)
        func verdicts(_ checks: [KeyPointCheck]) -> [[Bool]] {
          checks.map { [$0.touched, $0.contradicted, $0.withheld, $0.credited] }
        }
        expectEqual(verdicts(bare), verdicts(quoted), "\(question.id): \(text)")
        expectTrue(bare.allSatisfy { ($0.evidence ?? "").isEmpty && $0.missing.isEmpty }, "\(bare)")
        contradicted += quoted.count(where: \.contradicted)
        missed += quoted.count { !$0.touched }
      }
    }
    expectTrue(contradicted > 0 && missed > 0, "\(contradicted) contradicted, \(missed) not said")
  }
}
