import Foundation

/// The fitted reading of a polarity contradiction (issue 23; docs/evaluation.md, "Session 30
/// (s30-grading76)"): the bundled `grading/polarity.txt`, read beside the lexicon. A clause that
/// says a key point the other way (a denial one side lacks, a lexicon opposite) contradicts the
/// point when a logistic regression on how it does (`PolaritySignal`) gives it a probability of
/// at least `threshold`; below it the point is doubted: not contradicted, credited only when
/// another clause touches it at `credit_threshold` of its weight or more and the probability is
/// below `credited_threshold`, else not said. Fitted by
/// `Benchmarks/Grading/calibrate_polarity.py --weights`; without the file every such clause
/// contradicts its point, as before.
public struct FittedPolarity: Sendable, Hashable {
  /// The signals weighed, named as calibrate_polarity.py's `NAMES` (the file's names).
  enum Feature: String, CaseIterable, Sendable {
    case share
    case saidDenies = "said_denies"
    case pointDenies = "point_denies"
    case flips
    case differShare = "differ_share"
    case headPoint = "head_point"
    case logGap = "log_gap"
    case logConcepts = "log_concepts"
    case contrast, weak
    case stated
    case answerContradictedShare = "answer_contradicted_share"
    case questionShare = "question_share"
  }

  /// Contradicted at this probability or above (`states`).
  public var threshold: Double
  /// A doubted point is credited when another clause touches it at this share or more
  /// (`credit_threshold`; above 1: never) and its probability is below `creditedThreshold`
  /// (`credited_threshold`): crediting a point labelled contradicted costs most.
  public var creditThreshold: Double
  public var creditedThreshold: Double
  public var bias: Double
  /// Each feature's weight per unit, in `Feature.allCases` order (0 for a feature not listed).
  var weights: [Double]

  /// The file name, in the bundled folder `grading/` (beside `GradingLexicon.fileName`).
  public static let fileName = "polarity.txt"

  /// The fewest key points of a question whose contradictions the fit weighs. Its strongest
  /// signal is the share of the answer's other points contradicted; a question of one point has
  /// none, and the fit, made on questions of three to six, would read every lone denial there as
  /// a right answer's stray one. Below it every polarity contradiction stands.
  public static let fewestPoints = 2

  /// Reads the file's text (`path` names it in problems), as `FittedWithhold.read` does; with any
  /// problem there is no model (nil) and every polarity contradiction stands.
  public static func read(text: String, path: String) -> (
    model: FittedPolarity?, problems: [GradingLexicon.Problem]
  ) {
    let read = readWeights(
      text: text, path: path,
      names: ["credit_threshold", "credited_threshold"] + Feature.allCases.map(\.rawValue),
      kind: "polarity", script: "calibrate_polarity.py")
    guard let (threshold, bias, values) = read.model else { return (nil, read.problems) }
    let weights = Feature.allCases.map { values[$0.rawValue] ?? 0 }
    let credit = values["credit_threshold"] ?? KeyPointMatcher.threshold
    let model = FittedPolarity(
      threshold: threshold, creditThreshold: credit,
      creditedThreshold: values["credited_threshold"] ?? threshold,
      bias: bias, weights: weights)
    return (model, [])
  }

  /// A rule that doubts every polarity contradiction, crediting a point another clause touches
  /// (`swiftdrill-grading polarity-features`: each point's verdict without its contradiction).
  package static let doubtingAll = FittedPolarity(
    threshold: 2, creditThreshold: KeyPointMatcher.threshold, creditedThreshold: 2, bias: 0,
    weights: Feature.allCases.map { _ in 0 })

  /// Whether the clause says the point the other way: its probability reaches the threshold.
  package func states(_ signal: PolaritySignal) -> Bool { probability(signal) >= threshold }

  /// Whether a doubted point is credited: another clause touches it at `creditThreshold` or more
  /// and the probability is below `creditedThreshold` too (else it is not said).
  package func credits(_ signal: PolaritySignal) -> Bool {
    signal.stated >= creditThreshold && probability(signal) < min(threshold, creditedThreshold)
  }

  /// 1 / (1 + e^-(bias + Σ weight × feature)), the features summed in `Feature.allCases` order.
  package func probability(_ signal: PolaritySignal) -> Double {
    logistic(bias: bias, weights: weights, features: Self.features(signal))
  }

  /// The signals as numbers, in `Feature.allCases` order, exactly as calibrate_polarity.py's
  /// `features(row)` reckons them from `swiftdrill-grading polarity-features`' columns.
  static func features(_ signal: PolaritySignal) -> [Double] {
    func number(_ flag: Bool) -> Double { flag ? 1 : 0 }
    let claim = signal.claimDiffer + signal.claimAgree
    return [
      signal.share, number(signal.saidDenials > 0), number(signal.pointDenials > 0), number(signal.flips > 0),
      claim == 0 ? 0 : Double(signal.claimDiffer) / Double(claim), number(signal.gap == 0),
      log1p(Double(max(0, signal.gap))), log1p(Double(signal.concepts)), number(signal.contrast),
      number(signal.weak), signal.stated, signal.answerContradicted, signal.questionShare,
    ]
  }
}

/// What the matcher saw of the clause that says a key point the other way (`Match.denial`): what
/// the fitted rule (`grading/polarity.txt`) weighs.
package struct PolaritySignal: Sendable, Hashable {
  /// The clause's share of the point's part.
  package var share = 0.0
  /// Denials that hold a word both sides say, on the point's side and the clause's.
  package var (pointDenials, saidDenials) = (0, 0)
  /// Shared words said as a lexicon opposite.
  package var flips = 0
  /// Words of the point's claim said the other way, and the same way.
  package var (claimDiffer, claimAgree) = (0, 0)
  /// Concepts from the clause's first denial's head (the first concept it holds) to the first
  /// word of the point it holds (0: the head is the point's word; -1: the clause denies nothing).
  package var gap = -1
  /// The clause's concepts.
  package var concepts = 0
  /// The clause holds a contrast (", not", `instead of`, `rather than`, `unlike`, `whereas`).
  package var contrast = false
  /// The sentence's weak denial beside a touch of only the subject (`Judge.part`), or a claim of
  /// a listing point denied (`claimContradiction`): no clause's own match.
  package var weak = false
  /// The point's own best touch in the answer (0: not touched).
  package var stated = 0.0
  /// The answer: the share of its other key points contradicted, and of its concepts the prompt
  /// or a key point says (`KeyPointSignals.questionShare`).
  package var answerContradicted = 0.0
  package var questionShare = 0.0
  /// The clause's denial holds a word the point does not say between two it does ("No await
  /// between check and act"): it denies a phrase of its own (`showPartialDenials`).
  package var deniesOwnPhrase = false

  package init() {}

  /// What `match` saw of a clause that says `part` the other way.
  init(
    _ part: Needed, _ clause: StatementReader.Clause, share: Double, denials: (point: Int, said: FewInts),
    flips: Int, claim: (differ: Int, agree: Int)
  ) {
    (self.share, pointDenials, saidDenials, self.flips) = (share, denials.point, denials.said.count, flips)
    (claimDiffer, claimAgree, concepts) = (claim.differ, claim.agree, clause.concepts.count)
    let concepts = clause.concepts
    guard let head = concepts.firstIndex(where: { $0.negation.map(denials.said.contains) ?? false }) else {
      return
    }
    let denial = concepts[head].negation
    let word = concepts[head...].firstIndex { $0.negation == denial && part.names.contains($0.id) }
    gap = (word ?? concepts.count) - head
    // In place: a filtered copy of the clause's concepts for every denial cost 0.1 % of `check`.
    guard let first = word,
      let last = concepts.lastIndex(where: { $0.negation == denial && part.names.contains($0.id) })
    else { return }
    deniesOwnPhrase = concepts[first...last].contains { $0.negation == denial && !part.names.contains($0.id) }
  }
}
