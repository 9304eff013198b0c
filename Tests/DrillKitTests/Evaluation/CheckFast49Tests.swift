import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Session 49's cuts of `check` (issue 29 (a), s49-checkfast): a `;` between two fragments found on
/// the bytes of ASCII text, Foundation's search elsewhere.
@Suite struct CheckFast49Tests {
  /// `Judge.holdsSemicolon` answers as `text[range].contains(";")` does, for every range of
  /// scalar-aligned bounds of texts made for it: ASCII with and without `;`, a CR LF pair, the Greek
  /// question mark (U+037E, canonically a `;`), combining marks after a `;`, other non-ASCII text,
  /// and every bundled model Answer.
  @Test func aSemicolonIsFoundWhereFoundationFindsIt() {
    var texts = [
      "", ";", "a;b", "Structs copy. Classes share.", "One; two. Three", "a\r\nb; c", "x;\r\ny",
      "Greek \u{37E} mark", "\u{37E}", "a;\u{301} b", "caf\u{E9}; ok", "no semicolon \u{2014} here",
      "\u{600}a;b", "a\u{301};b", ";;\u{301};",
    ]
    texts += BundledModelAnswersTests.questions.prefix(200).map { KeyPointAudit.spokenAnswer(of: $0) }
    var (compared, found) = (0, 0)
    for text in texts {
      let bounds = Array(text.unicodeScalars.indices) + [text.endIndex]
      let step = max(1, bounds.count / 24)
      for lower in stride(from: 0, to: bounds.count, by: step) {
        for upper in stride(from: lower, to: bounds.count, by: step) + [bounds.count - 1] where upper >= lower
        {
          let range = bounds[lower]..<bounds[upper]
          let holds = Judge.holdsSemicolon(text, range)
          expectEqual(holds, text[range].contains(";"), "\(text.debugDescription) \(lower)..<\(upper)")
          (compared, found) = (compared + 1, found + (holds ? 1 : 0))
        }
      }
    }
    expectTrue(compared > 1_000 && found > 50, "\(compared) ranges, \(found) with a semicolon")
  }
}
