import Foundation

/// A clause that denies the part of a point's claim that credit accepts (session 46, s46-denial).
///
/// A clause that says part of a point's claim (a share of its weight from `KeyPointMatcher.threshold`)
/// is credited with the point ("The app caches the config on disk" for "The app caches the last
/// fetched config on disk and uses it on the next launch"); said with a negation ("The app does
/// not cache the config on disk"), it was no contradiction below
/// `KeyPointMatcher.contradictionThreshold`, and the point was only not said. Such a denial, read as
/// credit reads a touch (the point's own words, no other point's text, a word of the claim said the
/// other way: `Judge.part`), now contradicts a point that is neither credited nor contradicted,
/// as the last step of a grading (no credit is taken, and no earlier rule weighs it), when
///
/// - the fitted polarity rule (`grading/polarity.txt`) keeps it, as it keeps any polarity
///   contradiction (the answer's other points contradicted, its question words, the touch);
/// - and it denies the claim outright (`outrightClaimWords` of the claim's words said the other
///   way, none the same way, no word of its own inside the denied stretch: "No await between check
///   and act" is no denial of "re-check state after `await`"), or the answer contradicts
///   `contextContradictions` other points.
///
/// Measured on the labelled sets, a lone denial of one claim word beside others said the same way
/// was right about once in two (docs/evaluation.md, "Session 46 (s46-denial)").
/// Not for `wrong:` lines (`wholeClaim`), nor for a model Answer's line (`modelLines`).
extension KeyPointSignals {
  /// The strongest clause below `contradictionThreshold` that says a word of a part's claim the
  /// other way, as credit would read it (`Judge.part`).
  package struct PartialDenial: Sendable, Hashable {
    var share: Double
    var range: Range<String.Index>
    var denial: PolaritySignal?
  }
}

extension KeyPointMatcher {
  /// A partial denial stands alone when it says this many of the claim's words the other way.
  static let outrightClaimWords = 2
  /// …or in an answer that contradicts this many other points.
  static let contextContradictions = 2

  /// Each point neither credited nor contradicted that a clause denies as credit would read it
  /// (`KeyPointSignals.partialDenial`) is contradicted there; `question` is the answer's share of
  /// question words (`questionShare`), `quote` quotes a range for a point.
  static func showPartialDenials(
    _ checks: inout [KeyPointCheck], _ signals: inout [KeyPointSignals], fitted: FittedPolarity?,
    answer: String, question: Double, quote: (Range<String.Index>, String) -> String
  ) {
    let fitted = checks.count >= FittedPolarity.fewestPoints ? fitted : nil
    let others = checks.count(where: \.contradicted)  // this point's others: it is not contradicted
    for index in checks.indices where !checks[index].credited && !checks[index].contradicted {
      guard let partial = signals[index].partialDenial, var denial = partial.denial else { continue }
      let outright =
        denial.claimDiffer >= outrightClaimWords && denial.claimAgree == 0 && !denial.deniesOwnPhrase
      guard outright || others >= contextContradictions else { continue }
      if let fitted {
        denial.answerContradicted = Double(others) / Double(max(1, checks.count - 1))
        (denial.questionShare, denial.stated) = (question, signals[index].share)
        denial.contrast = PolaritySignal.contrasts(answer[partial.range])
        guard fitted.states(denial) else { continue }
      }
      checks[index].contradiction = quote(partial.range, checks[index].point)
      signals[index].contradiction = .polarity
    }
  }
}
