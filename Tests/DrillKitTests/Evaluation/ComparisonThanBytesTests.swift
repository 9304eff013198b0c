import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// A comparison's `than` told by its fields in place and its byte count first (issue 29 (a),
/// branch `s32-checkfast29`): `opensComparison` is asked of every token `concepts` reads.
@Suite struct ComparisonThanBytesTests {
  let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())

  /// `opensComparison` as it was before the branch, written out.
  static func reference(_ tokens: [StatementReader.Token], at index: Int, denied: Bool) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode, token.text == "than", !denied else { return false }
    return index == 0 || !["rather", "other"].contains(tokens[index - 1].text)
  }

  /// Every token of texts with `than` said, quoted, cut, grown, accented and cased, under a denial
  /// and not: the same answer as before, and some of them a comparison.
  @Test func everyTokenAnswersAsBefore() {
    let texts = [
      "more than one", "rather than copying", "other than that", "faster than `than`", "Than is a word",
      "thane and thans than", "tha\u{301}n than t\u{68}an", "an than, than.", "þan than thän", "than",
    ]
    var comparisons = 0
    for text in texts {
      for tokens in reader.plainSentences(of: text, asides: false) {
        for index in tokens.indices {
          for denied in [false, true] {
            let expected = Self.reference(tokens, at: index, denied: denied)
            let made = StatementReader.opensComparison(tokens, at: index, denied: denied)
            expectEqual(made, expected, "\(text) at \(index) \(denied)")
            if made { comparisons += 1 }
          }
        }
      }
    }
    expectTrue(comparisons >= 8, "\(comparisons) comparisons")
  }
}
