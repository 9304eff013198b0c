import DrillGrading

/// One graded answer: what the labels say and what the matcher credited.
package struct GradedAnswer: Sendable {
  /// A point labelled contradicted that the matcher credited.
  package struct CreditedContradiction: Sendable {
    /// Which point, from 1.
    package var number: Int
    package var point: String
  }

  package var question: String
  package var kind: String
  /// Which labelled set: `answers.json`, or a held-out one (`heldout.json`, `heldout2.json` …).
  package var set: String
  package var covered: Int
  package var credited: Int
  /// Points labelled contradicted that the matcher credited.
  package var creditedContradictions: [CreditedContradiction]
  /// Points labelled covered that the matcher told the learner they contradicted.
  package var coveredToldContradicted: Int
  /// Whether a point is labelled contradicted (a right probe holds none).
  package var saysSomethingWrong: Bool

  /// The matcher's checks of one answer against its labels (`covered`, `contradicted`,
  /// `not-said`, point by point).
  package init(question: String, kind: String, set: String, labels: [String], checks: [KeyPointCheck]) {
    self.question = question
    self.kind = kind
    self.set = set
    covered = labels.filter { $0 == "covered" }.count
    credited = checks.filter(\.credited).count
    creditedContradictions = zip(checks, labels).enumerated()
      .filter { $1.0.credited && $1.1 == "contradicted" }
      .map { CreditedContradiction(number: $0.offset + 1, point: $0.element.0.point) }
    coveredToldContradicted = zip(checks, labels).filter { $0.contradicted && $1 == "covered" }.count
    saysSomethingWrong = labels.contains("contradicted")
  }
}
