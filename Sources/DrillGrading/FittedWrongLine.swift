import DrillSupport
import Foundation

/// The fitted reading of a `wrong:` line (issue 23; docs/evaluation.md, "Session 29
/// (s29-grading72)"): the bundled `grading/wrongline.txt`, read beside the lexicon. A `wrong:` line
/// touched outside the sentence that states its point contradicts the point when a logistic
/// regression on the touch's signals (`WrongLineSignal`) gives it a probability of at least
/// `threshold`. Fitted by `Benchmarks/Grading/calibrate_wrongline.py --weights`; without the file
/// the hand rule (`Judge.wrongLineSignal`'s `hand`) holds.
public struct FittedWrongLine: Sendable, Hashable {
  /// The signals weighed, named as calibrate_wrongline.py's `NAMES` (the file's names).
  enum Feature: String, CaseIterable, Sendable {
    case share, above, hand
    case headSaid = "head_said"
    case ownSaidShare = "own_said_share"
    case strongOwnSaidShare = "strong_own_said_share"
    case logConcepts = "log_concepts"
    case claimSaid = "claim_said"
    case stated
    case answerContradictedShare = "answer_contradicted_share"
    case questionShare = "question_share"
  }

  /// Contradicted at this probability or above (`states`).
  public var threshold: Double
  /// The threshold for a line the hand rule states on a touched point (`states`); the file's
  /// `touched_threshold`, else `threshold`.
  public var touchedThreshold: Double
  public var bias: Double
  /// Each feature's weight per unit, in `Feature.allCases` order (0 for a feature not listed).
  var weights: [Double]

  /// The file name, in the bundled folder `grading/` (beside `GradingLexicon.fileName`).
  public static let fileName = "wrongline.txt"

  /// Reads the file's text (`path` names it in problems), as `FittedWithhold.read` does; with any
  /// problem there is no model (nil) and the hand rule holds.
  public static func read(text: String, path: String) -> (
    model: FittedWrongLine?, problems: [GradingLexicon.Problem]
  ) {
    let read = readWeights(
      text: text, path: path, names: ["touched_threshold"] + Feature.allCases.map(\.rawValue),
      kind: "wrongline",
      script: "calibrate_wrongline.py")
    guard let (threshold, bias, values) = read.model else { return (nil, read.problems) }
    let weights = Feature.allCases.map { values[$0.rawValue] ?? 0 }
    let touched = values["touched_threshold"] ?? threshold
    return (
      FittedWrongLine(threshold: threshold, touchedThreshold: touched, bias: bias, weights: weights), []
    )
  }

  /// Whether the touch states the line: its probability reaches the threshold, or, for a line the
  /// hand rule states on a point the answer touches, `touchedThreshold` when that is lower (the
  /// point would be credited in its place: a contradicted point credited costs more).
  package func states(_ signal: WrongLineSignal) -> Bool {
    let guarded = signal.hand && signal.stated >= KeyPointMatcher.threshold
    return probability(signal) >= (guarded ? min(threshold, touchedThreshold) : threshold)
  }

  /// 1 / (1 + e^-(bias + Σ weight × feature)), the features summed in `Feature.allCases` order.
  package func probability(_ signal: WrongLineSignal) -> Double {
    logistic(bias: bias, weights: weights, features: Self.features(signal))
  }

  /// The signals as numbers, in `Feature.allCases` order, exactly as calibrate_wrongline.py's
  /// `features(row)` reckons them from `swiftdrill-grading wrongline-features`' columns.
  static func features(_ signal: WrongLineSignal) -> [Double] {
    func number(_ flag: Bool) -> Double { flag ? 1 : 0 }
    func share(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }
    return [
      signal.share, number(signal.share >= KeyPointMatcher.contradictionThreshold), number(signal.hand),
      number(signal.headSaid), share(signal.ownSaid, signal.own),
      share(signal.strongOwnSaid, signal.strongOwn),
      log1p(Double(signal.concepts)), number(signal.claimSaid), signal.stated, signal.answerContradicted,
      signal.questionShare,
    ]
  }
}

/// What the matcher saw of one `wrong:` line an answer touches outside the sentence stating its
/// point (`Judge.wrongLineSignal`): what the fitted rule weighs, and the hand rule's verdict.
package struct WrongLineSignal: Sendable, Hashable {
  /// The touch's share of the line.
  package var share = 0.0
  /// The hand rule's verdict (sessions 23 to 27; `Judge.handStates`).
  package var hand = false
  /// The line's first concept (its head) is said by the touch's clauses.
  package var headSaid = false
  /// The line's own words (concepts its point does not say the same way), and how many the
  /// touch's clauses say; the same of those that weigh full (not the question's own or common words).
  package var (own, ownSaid, strongOwn, strongOwnSaid) = (0, 0, 0, 0)
  /// The line's concepts, each once.
  package var concepts = 0
  /// A concept of the line's second half (its claim) is said (`Judge.saysClaim`).
  package var claimSaid = false
  /// The point's own best touch in the answer (0: not touched).
  package var stated = 0.0
  /// The answer: the share of its key points other rules contradict, and of its concepts the
  /// prompt or a key point says (`KeyPointSignals.questionShare`).
  package var answerContradicted = 0.0
  package var questionShare = 0.0
  /// The keys (`WrongLineContext.key`) of the line's concepts the touch says (no feature of the
  /// fit: `markRestatedLines` reads them).
  package var said: [Int] = []
  /// Touched inside the sentence that states the point, said plainly and better than the point
  /// (session 37; no feature of the fit, which was made on touches outside it): such a line is
  /// stated by the hand rule alone (`KeyPointMatcher.decideWrongLines`).
  package var inside = false
}
