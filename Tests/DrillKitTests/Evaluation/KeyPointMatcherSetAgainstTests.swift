import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers told "you said the opposite" by a denial that does not deny the point's claim
/// (docs/evaluation.md, "Session 38 (s38-grading117)"): "A, not B" where the point sets its claim
/// against B ("prefer A to B", "separate from B", "…, whatever B", "safer than B" anywhere in the
/// point), and a denial of the agent ("you don't launch it yourself: the system spins it up").
/// Each answer is a sentence of a labelled answer main told contradicted; each swapped answer, the
/// same words the wrong way round, is still told contradicted.
@Suite struct KeyPointMatcherSetAgainstTests {
  /// What a preference, a difference or a concession sets the claim against, denied by the answer.
  @Test func aDeniedWordThePointSetsItsClaimAgainstIsNoContradiction() {
    let cases = [
      (
        "The guidelines prefer a default argument to a family of overloads that differ only in omitted parameters.",
        "Use defaults, not overloads that only omit parameters."
      ),
      (
        "The extension runs in its own process, separate from the containing app's process.",
        "The extension runs in its own process, not inside the app's process."
      ),
      (
        "Decoded memory depends on the pixel dimensions, whatever the format.",
        "Decoded memory still depends on pixel dimensions, not on format."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
    }
  }

  /// A word the point compares in one place and says plainly in another ("device clocks can be
  /// wrong, so … safer than a device's timestamp"): denied, it is no evidence either way.
  @Test func aWordComparedAnywhereInThePointIsNoEvidenceDenied() {
    let point =
      "Device clocks can be wrong, so a version assigned by the server is safer than a device's timestamp."
    let result = checkPoint(point, "Use a server version, not a device timestamp.")
    expectTrue(!result.contradicted, "\(result)")
  }

  /// The same words the wrong way round deny what the point prefers: still contradictions.
  @Test func theSwappedAnswersAreStillContradicted() {
    let cases = [
      (
        "The guidelines prefer a default argument to a family of overloads that differ only in omitted parameters.",
        "Use overloads, not defaults, when parameters are only omitted."
      ),
      (
        "The extension runs in its own process, separate from the containing app's process.",
        "The extension runs inside the app's process, not in its own process."
      ),
      (
        "Decoded memory depends on the pixel dimensions, whatever the format.",
        "Decoded memory depends on the file format, not on the pixel dimensions."
      ),
      (
        "Device clocks can be wrong, so a version assigned by the server is safer than a device's timestamp.",
        "Use device timestamps, not server versions."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(result.contradicted, "\(answer): \(result)")
    }
  }

  /// Only a concession that opens its stretch sets anything against: "whatever it showed" is a
  /// free relative, and `to` right after `prefer` an infinitive.
  @Test func whatIsReadAsSetAgainst() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let concession = reader.statement("memory depends on the pixel dimensions, whatever the format")
    expectTrue(concession.contains { $0.name == "format" && $0.compared }, "\(concession.map(\.name))")
    for text in ["a reused cell keeps whatever it showed before", "I prefer to keep the state in the model"] {
      let concepts = reader.statement(text)
      expectTrue(!concepts.contains(where: \.compared), "\(text): \(concepts.map { ($0.name, $0.compared) })")
    }
  }

  /// A denial of the agent ("yourself", "manually", "by hand") denies who does the act, not the
  /// act: against a point that says the system does it, no contradiction. The agent's own word
  /// stays denied, past the denial's reach too, and a denial with no agent still contradicts.
  @Test func aDenialOfTheAgentIsNoDenialOfTheAct() {
    let point = "The system launches the extension when a host needs it and ends it when the task is done."
    let yourself = checkPoint(
      point,
      "You don't launch it yourself: the system spins it up when something needs it, and kills it again once it's finished."
    )
    expectTrue(yourself.credited && !yourself.contradicted, "\(yourself)")
    let noAgent = checkPoint(
      point,
      "The system doesn't launch the extension, the app starts it when it needs it and ends it when the task is done."
    )
    expectTrue(noAgent.contradicted, "\(noAgent)")
    let manually = checkPoint(
      "Under manual reference counting you retain and release objects manually.",
      "You don't retain and release objects manually.")
    expectTrue(manually.contradicted, "\(manually)")
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let hedged = reader.statement("you don't launch it yourself")
    expectTrue(hedged.contains { $0.negation != nil && $0.hedged }, "\(hedged.map { ($0.name, $0.hedged) })")
  }

  /// `directly` denies the way only where a new clause says the way it is done; alone it denies
  /// the act ("you can't pass a Swift array directly to an `UnsafePointer` parameter").
  @Test func aDenialOfDirectlyAnsweredByTheWayItIsDone() {
    let download = checkPoint(
      "A background URLSession performs the download while the app is suspended.",
      "I wouldn't download directly, I'd start a background URLSession, which does the transfer while the app is suspended."
    )
    expectTrue(download.credited && !download.contradicted, "\(download)")
    let array = checkPoint(
      "A Swift array can be passed to an UnsafePointer parameter.",
      "You can't pass a Swift array directly to an UnsafePointer parameter.")
    expectTrue(array.contradicted, "\(array)")
  }
}
