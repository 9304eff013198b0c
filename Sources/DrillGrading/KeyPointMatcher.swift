import Foundation

/// Judges which key points of an explain question a free answer states, clause
/// by clause (docs/evaluation.md):
///
/// - the answer is read as clauses (`StatementReader`); a key point (or one of its
///   `also:` alternatives) is touched when one clause, or one sentence read whole,
///   states it: enough of its concepts (the question's own words and common words
///   weigh half), said with the same polarity;
/// - a key point made of parts (`;`: "structs copy; classes share") is judged part
///   by part: touched when most of its parts are, contradicted when one is;
/// - a clause that states it with the opposite polarity (`not`, `rather than`, an opposite such as
///   `non-optional`; weighed by `grading/polarity.txt`, `decidePolarity`), or that asserts one
///   of its `wrong:` claims (`wrongLineSignal`, weighed by `grading/wrongline.txt`), contradicts
///   it: the point is not credited, even if another clause touched it;
/// - in an answer that contradicts a key point, two points or more touched only where a clause
///   says their subject and relation and then another value of its own are not touched there
///   (`withholdOtherClaims`);
/// - roles: a sentence that says the point's claims of a rival of its subject contradicts
///   it ("I'd default to a class" for "default to a struct"), unless another states it;
/// - a sentence that counts what the point says is one as more than one ("several tasks at
///   a time" for "one task at a time") contradicts it (`miscounts`), and so does a clause that
///   says its relation the other way round ("the child proposes to its parent"; `converse`);
/// - a point touched only through words it shares with another point, in a text that states the
///   other better, is not touched there (`withdrawSiblingTouches`);
/// - in an answer that contradicts a key point, a point it states is withheld when the fitted
///   rule (`grading/withhold.txt`) says it is reused words, not understood; without that file,
///   when the answer contradicts more points than it states (`withhold`, `KeyPointCheck.withheld`).
public enum KeyPointMatcher {
  static let threshold = 0.35
  /// A contradiction needs more of the point than a touch: a wrong mark costs more.
  static let contradictionThreshold = 0.5
  static let weakWeight = 0.5
  /// The weight of claims a sentence must say of a rival to swap the subjects.
  static let swapWeight = 1.5
  /// …and at least this share of the claims the point says of its subjects.
  static let swapShare = 0.5
  /// The longest quote of a clause shown as evidence.
  static let quoteLength = 70

  /// Each key point with the clause that touched or contradicted it. `notes`
  /// (parallel to `keyPoints`, or empty) carry the authored alternatives and wrong claims;
  /// `model`, the question's model Answer as it is said, lends its sentences that state one
  /// point each as touches (`creditModelLines`); the app passes it for every answer, and `check`'s
  /// audit grades the Answer and its `wrong:` lines as the app does (`Evaluator.keyPointChecks`).
  /// `quotesEvidence` false leaves each check's `evidence` nil, which some steps read (a withheld
  /// point's reason, a sibling's requote): only for figures that read no quote.
  public static func check(
    _ keyPoints: [String], notes: [KeyPointNotes] = [], against answer: String, prompt: String = "",
    lexicon: GradingLexicon, readings: KeyPointReadings? = nil, model: String = "",
    quotesEvidence: Bool = true
  ) -> [KeyPointCheck] {
    judged(
      keyPoints, notes: notes, against: answer, prompt: prompt, lexicon: lexicon, readings: readings,
      model: model,
      quotesEvidence: quotesEvidence, everySignal: false
    ).checks
  }
}
