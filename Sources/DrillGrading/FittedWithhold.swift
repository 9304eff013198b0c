import DrillSupport
import Foundation

/// The fitted `withheld` (issue 23; docs/evaluation.md, "Session 27 (s27-fitted)"): the bundled
/// `grading/withhold.txt`, read beside the lexicon. In an answer that contradicts at least one
/// key point, a point a clause touched and no rule contradicted is credited when a logistic
/// regression on the matcher's signals gives it a probability of at least `threshold`, and is
/// withheld otherwise (`KeyPointMatcher.withhold`). Fitted by `Benchmarks/Grading/calibrate.py
/// --touched-only --contradicting-only --weights`; without the file the hand rule holds.
public struct FittedWithhold: Sendable, Hashable {
  /// The signals weighed, named as calibrate.py's `NAMES` (the file's names).
  enum Feature: String, CaseIterable, Sendable {
    case touched, share
    case partialShare = "partial_share"
    case viaAlso = "via_also"
    case partsTouchedShare = "parts_touched_share"
    case severalParts = "several_parts"
    case viaBorrowed = "via_borrowed"
    case viaSentence = "via_sentence"
    case viaFragments = "via_fragments"
    case viaPronoun = "via_pronoun"
    case viaModel = "via_model"
    case contradictionPolarity = "contradiction_polarity"
    case contradictionRoles = "contradiction_roles"
    case contradictionRival = "contradiction_rival"
    case contradictionMisstates = "contradiction_misstates"
    case contradictionConverse = "contradiction_converse"
    case contradictionWrongLine = "contradiction_wrongLine"
    case withheld
    case answerTouchedShare = "answer_touched_share"
    case answerContradictedShare = "answer_contradicted_share"
    case answerCreditedShare = "answer_credited_share"
    case logWords = "log_words"
    case logClauses = "log_clauses"
    case questionShare = "question_share"
    case points
    case touchedXAnswerContradictedShare = "touched_x_answer_contradicted_share"
    case touchedXQuestionShare = "touched_x_question_share"
    case touchedXLogWords = "touched_x_log_words"
  }

  /// Credited at this probability or above.
  public var threshold: Double
  public var bias: Double
  /// Each feature's weight per unit, in `Feature.allCases` order (0 for a feature not listed).
  var weights: [Double]

  /// The file name, in the bundled folder `grading/` (beside `GradingLexicon.fileName`).
  public static let fileName = "withhold.txt"

  /// Reads the file's text (`path` names it in problems): one `name value` a line, `#` starts a
  /// comment. A line that is not two fields, an unknown name, a name given twice, a value that
  /// is not a finite number, or no `threshold` or `bias` line is a problem at its line (a
  /// missing one at line 1); with any problem there is no model (nil) and the hand rule holds.
  public static func read(text: String, path: String) -> (
    model: FittedWithhold?, problems: [GradingLexicon.Problem]
  ) {
    let read = readWeights(
      text: text, path: path, names: Feature.allCases.map(\.rawValue), kind: "withhold",
      script: "calibrate.py")
    guard let (threshold, bias, values) = read.model else { return (nil, read.problems) }
    let weights = Feature.allCases.map { values[$0.rawValue] ?? 0 }
    return (FittedWithhold(threshold: threshold, bias: bias, weights: weights), [])
  }
}

/// A fitted rule's probability: 1 / (1 + e^-(bias + Σ weight × feature)), summed from the bias in
/// the features' order (as the calibration scripts reckon it: the same sum, the same rounding).
func logistic(bias: Double, weights: [Double], features: [Double]) -> Double {
  var sum = bias
  for (weight, value) in zip(weights, features) { sum += weight * value }
  return 1 / (1 + exp(-sum))
}

/// Reads a fitted rule's weights (`withhold.txt`, `wrongline.txt`, `polarity.txt`): one `name value` a line, `#`
/// starts a comment; `threshold` and `bias` required, any other name one of `names`. A line that
/// is not two fields, an unknown name, a name given twice, a value that is not a finite number, or
/// no `threshold` or `bias` line is a problem at its line (a missing one at line 1); with any
/// problem there is no model. `kind` and `script` name the file and its fitting script in problems.
func readWeights(text: String, path: String, names features: [String], kind: String, script: String) -> (
  model: (threshold: Double, bias: Double, values: [String: Double])?, problems: [GradingLexicon.Problem]
) {
  var problems: [GradingLexicon.Problem] = []
  var values: [String: Double] = [:]
  var seen: Set<String> = []  // named on a line, its value good or not
  let names = Set(["threshold", "bias"] + features)
  for (index, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    .enumerated()
  {
    let fields = Substring(rawLine.prefix { $0 != UInt8(ascii: "#") }).split(whereSeparator: \.isWhitespace)
    guard !fields.isEmpty else { continue }
    let at = ContentLocation(path: path, line: index + 1)
    guard fields.count == 2 else {
      problems.append(.error("a \(kind) line is `name value`", at: at))
      continue
    }
    let name = String(fields[0])
    if !names.contains(name) {
      problems.append(
        .error("unknown name `\(name)`: use threshold, bias or a feature of \(script)", at: at))
    } else if !seen.insert(name).inserted {
      problems.append(.error("`\(name)` is given twice", at: at))
    } else if let value = Double(fields[1]), value.isFinite {
      values[name] = value
    } else {
      problems.append(.error("`\(fields[1])` is not a finite number", at: at))
    }
  }
  for name in ["threshold", "bias"] where !seen.contains(name) {
    problems.append(.error("no `\(name)` line", at: ContentLocation(path: path, line: 1)))
  }
  guard problems.isEmpty, let threshold = values["threshold"], let bias = values["bias"] else {
    return (nil, problems)
  }
  return ((threshold, bias, values), [])
}
