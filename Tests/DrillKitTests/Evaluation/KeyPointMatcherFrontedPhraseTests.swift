import DrillKitTesting
import Testing

@testable import DrillGrading

/// A phrase fronted after `and` and a comma belongs to the rival subject after it (session 24,
/// s24-grading50; docs/evaluation.md, "Roles"): in "sends `SIGTERM` and, after a grace period,
/// `SIGKILL`" the grace period is `SIGKILL`'s, as in "`SIGKILL` after the grace period".
@Suite struct KeyPointMatcherFrontedPhraseTests {
  static let point = "Kubernetes sends `SIGTERM` and, after a grace period, `SIGKILL`."

  /// The terse and the plain orders state the point: the grace period is said of `SIGKILL` on
  /// both sides, so no subjects are swapped.
  @Test func theFrontedPhraseIsTheNextSubjects() {
    for answer in [
      "K8s sends SIGTERM, then SIGKILL after the grace period.",
      "SIGTERM from Kubernetes, SIGKILL after the grace period.",
      "Kubernetes sends SIGTERM first and then, after the grace period runs out, a SIGKILL.",
    ] {
      let check = checkPoint(Self.point, answer)
      expectTrue(check.credited, "\(answer): \(check)")
    }
  }

  /// The signals said the other way round still swap the subjects, fronted or not.
  @Test func theSignalsSwappedStillContradict() {
    for answer in [
      "Kubernetes sends SIGKILL first and then, after a grace period, SIGTERM.",
      "Kubernetes sends SIGKILL, then SIGTERM after the grace period.",
    ] {
      let check = checkPoint(Self.point, answer)
      expectTrue(check.contradicted, "\(answer): \(check)")
    }
  }

  /// Only a comma right after `and`, `or` or `and then` fronts a phrase: a comma after another
  /// word, or a fronted stretch followed by no rival, leaves the roles as they were.
  @Test func onlyACommaAfterACoordinatorFrontsAPhrase() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let fronted = reader.statement("sends SIGTERM and, after a grace period, SIGKILL").filter(\.fronted)
    expectEqual(fronted.map(\.name), ["befor"])
    expectTrue(reader.statement("sends SIGTERM, after a grace period, SIGKILL").allSatisfy { !$0.fronted })
    expectTrue(
      reader.statement("sends SIGTERM first, then, after a while, SIGKILL").allSatisfy { !$0.fronted })
  }
}
