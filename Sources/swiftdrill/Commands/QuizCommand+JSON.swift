import DrillGrading
import DrillPresentation
import DrillSessions
import DrillSupport

/// `quiz --json`: what a scripted quiz prints on standard output once it ends (the
/// session's own text goes to standard error). Each answered question carries, per key
/// point, the evidence the learner saw: the clause that stated it, or none, or the
/// clause that said the opposite (docs/scripting.md, issue 23).
struct QuizJSONReport: Encodable, JSONReport {
  struct KeyPoint: Encodable {
    var point: String
    /// `said`, `not said`, `contradicted` or `withheld` (stated, but not counted: the answer
    /// contradicts other key points, and the words it shares with this one are taken as reused).
    var verdict: String
    /// The learner's clause that stated the point, quoted and shortened.
    var evidence: String?
    /// The learner's clause that said the opposite.
    var contradictedBy: String?
    /// A withheld point's reason where no point is contradicted: the clause that may say the
    /// opposite of another point (`KeyPointCheck.withheldFor`).
    var withheldFor: String?
    /// What the clause that said the point left out, in the point's words (`KeyPointCheck.missing`):
    /// empty when it said the point whole, and for every verdict but `said`.
    var missing: [String]

    init(_ check: KeyPointCheck) {
      point = check.point
      verdict =
        check.contradicted
        ? "contradicted" : check.credited ? "said" : check.withheld ? "withheld" : "not said"
      evidence = check.touched ? check.evidence : nil
      contradictedBy = check.contradiction
      withheldFor = check.withheld ? check.withheldFor : nil
      missing = check.credited ? check.missing : []
    }

    enum CodingKeys: String, CodingKey {
      case point, verdict, evidence, missing
      case contradictedBy = "contradicted_by"
      case withheldFor = "withheld_for"
    }
  }

  struct Answer: Encodable {
    var id: String
    var title: String
    var right: Bool
    /// Right, but credited with only some of its key points: the summary counts it partly
    /// (`SessionTally.Entry.isPartlyRight`).
    var partly: Bool
    /// Rated right, but stating no key point: the summary counts it missed
    /// (`SessionTally.Entry.statesNoKeyPoint`).
    var noKeyPoint: Bool
    var points: Double
    var possible: Int
    /// The grade recorded (`again`, `hard`, `good`, `easy`).
    var rating: String?
    /// Explain questions only: each key point and its evidence.
    var keyPoints: [KeyPoint]?

    enum CodingKeys: String, CodingKey {
      case id, title, right, partly, points, possible, rating
      case noKeyPoint = "no_key_point"
      case keyPoints = "key_points"
    }
  }

  var answers: [Answer]
  var asked: Int
  var right: Int
  /// Of the `right` answers, those only partly right.
  var partly: Int
  /// Of the `right` answers, those stating no key point (counted missed by the summary).
  var noKeyPoint: Int
  var skipped: Int
  var points: Double
  var possible: Int

  enum CodingKeys: String, CodingKey {
    case answers, asked, right, partly, skipped, points, possible
    case noKeyPoint = "no_key_point"
  }

  init(_ tally: SessionTally) {
    answers = tally.entries.map { entry in
      let checks = entry.outcome?.feedback.keyPoints ?? []
      return Answer(
        id: entry.question.id, title: entry.question.title, right: entry.correct,
        partly: entry.isPartlyRight, noKeyPoint: entry.statesNoKeyPoint, points: entry.points,
        possible: entry.question.points, rating: entry.outcome.map { "\($0.rating)" },
        keyPoints: checks.isEmpty ? nil : checks.map(KeyPoint.init))
    }
    asked = tally.asked
    right = tally.correct
    partly = tally.entries.filter(\.isPartlyRight).count
    noKeyPoint = tally.entries.filter(\.statesNoKeyPoint).count
    skipped = tally.skipped
    points = tally.points
    possible = tally.possible
  }
}
