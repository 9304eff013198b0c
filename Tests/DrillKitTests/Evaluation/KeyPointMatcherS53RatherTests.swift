import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 53 (s53-rather; docs/evaluation.md, "Session 53 (s53-rather)"): a rival named with what
/// is true of it ("Compared with X, which …, Y …", "Unlike X, which …, Y …", "Y …, as opposed to
/// X, which …") is one side of a contrast (`KeyPointMatcher.relativeRivalSplits`), and a
/// sentence-initial `While X, Y` half may be the rival's when, read alone, it says another point and
/// does not touch this one (`ContrastGuard.aloneOrOwn`). Per shape: the right answer is no longer
/// told the opposite, and the same shape with the sides swapped is still caught.
@Suite struct KeyPointMatcherS53RatherTests {
  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion(file, id))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  static let doubles = (file: "questions/topics/test-doubles.md", id: "test-double-kinds")
  static let states = (file: "questions/topics/app-lifecycle-performance.md", id: "app-states")
  static let flags = (file: "questions/topics/feature-flags.md", id: "local-vs-remote-flags")
  static let notes = (
    file: "questions/topics/background-notifications.md", id: "local-vs-remote-notifications"
  )

  /// `Compared with X, which …, Y …`: the clause about X says X's point (a stub's canned answers),
  /// and the clause about Y is not read against it; Y's point is credited too.
  @Test func aComparedWithRivalAndItsClauseSayTheRivalsPoint() throws {
    let doubles = try Self.checks(
      Self.doubles.file, Self.doubles.id,
      "Compared with a stub, which has canned answers, a dummy is only passed to fill a parameter and is never used."
    )
    expectTrue(doubles[0].credited && doubles[1].credited, "\(doubles[0]) \(doubles[1])")
    expectTrue(!doubles[1].contradicted, "\(doubles[1])")
    let states = try Self.checks(
      Self.states.file, Self.states.id,
      "Compared with a background app, which still runs code for a short time, a suspended app is frozen in "
        + "memory and the system can terminate it without any notice.")
    expectTrue(states[3].credited && !states[3].contradicted, "\(states[3])")
    expectTrue(states[2].credited && states[4].credited, "\(states[2]) \(states[4])")
  }

  /// `Unlike X, which …, Y …` and `Y …, as opposed to X, which …`: the same, either way round.
  @Test func anUnlikeOrAsOpposedToRivalWithItsClauseSaysTheRivalsPoint() throws {
    let flags = try Self.checks(
      Self.flags.file, Self.flags.id,
      "Unlike a local flag, which needs a new release, a remote flag fetched from a server changes without a "
        + "new build.")
    expectTrue(flags[1].credited && !flags[1].contradicted, "\(flags[1])")
    expectTrue(flags[3].credited, "\(flags[3])")
    let doubles = try Self.checks(
      Self.doubles.file, Self.doubles.id,
      "A dummy is only passed to fill a parameter and is never used, as opposed to a stub, which returns "
        + "canned answers to the calls it receives.")
    expectTrue(doubles[0].credited && doubles[1].credited && !doubles[1].contradicted, "\(doubles[1])")
  }

  /// Sentence-initial `While X, Y`: the rival half alone says the rival's own point (remote
  /// notifications come from a server), not this one, so it is no denial of the local point.
  @Test func aSentenceInitialWhileHalfThatSaysTheRivalsOwnPointDoesNotDenyThePoint() throws {
    let notes = try Self.checks(
      Self.notes.file, Self.notes.id,
      "While a remote notification comes from a server through APNs, a local one is scheduled by the app "
        + "itself on the device, with a time or calendar trigger.")
    expectTrue(notes[0].credited && !notes[0].contradicted, "\(notes[0])")
    expectTrue(notes[2].credited, "\(notes[2])")
  }

  /// The same shapes with the subjects swapped: the point's subject keeps the other's claim, and is
  /// still told the opposite.
  @Test func theSameShapesWithTheSubjectsSwappedAreStillCaught() throws {
    let doubles = try Self.checks(
      Self.doubles.file, Self.doubles.id,
      "Compared with a dummy, which has canned answers, a stub is only passed to fill a parameter and is never used."
    )
    expectTrue(doubles[0].contradicted && !doubles[1].credited, "\(doubles[0]) \(doubles[1])")
    let claims = try Self.checks(
      Self.doubles.file, Self.doubles.id,
      "Compared with a stub, which is only passed to fill a parameter, a dummy has canned answers.")
    expectTrue(claims[0].contradicted && claims[1].contradicted, "\(claims[0]) \(claims[1])")
    let opposed = try Self.checks(
      Self.doubles.file, Self.doubles.id,
      "A dummy returns canned answers to the calls it receives, as opposed to a stub, which is only passed to "
        + "fill a parameter and is never used.")
    expectTrue(opposed[0].contradicted && opposed[1].contradicted, "\(opposed[0]) \(opposed[1])")
    let states = try Self.checks(
      Self.states.file, Self.states.id,
      "Compared with a suspended app, which still runs code for a short time, a background app is frozen in "
        + "memory and the system can terminate it without any notice.")
    expectTrue(states[3].contradicted, "\(states[3])")
    for answer in [
      "Unlike a remote flag, which needs a new release, a local flag fetched from a server changes without a "
        + "new build.",
      "Unlike a local flag, which changes without a new build, a remote flag fetched from a server needs a new "
        + "release.",
    ] {
      let flags = try Self.checks(Self.flags.file, Self.flags.id, answer)
      expectTrue(flags[1].contradicted, "\(answer): \(flags[1])")
    }
    let notes = try Self.checks(
      Self.notes.file, Self.notes.id,
      "While a local notification comes from a server through APNs, a remote one is scheduled by the app "
        + "itself on the device, with a time or calendar trigger.")
    expectTrue(notes[2].contradicted, "\(notes[2])")
  }

  /// The splits themselves: the alternative with its relative clause, to the clause's comma.
  @Test func aRelativeClauseExtendsTheAlternativesSide() throws {
    let text = "Compared with a stub, which has canned answers, a dummy is never used"[...]
    let splits = try #require(KeyPointMatcher.relativeRivalSplits(text))
    #expect(
      splits.map { String(text[$0.rival]) } == [
        "Compared with a stub, which has canned answers", " a dummy is never used",
      ])
    #expect(splits.map(\.guarded) == [.unguarded, .aloneOrOwn])
    #expect(KeyPointMatcher.relativeRivalSplits("Compared with a stub, a dummy is never used"[...]) == nil)
  }

  static let layout = (file: "questions/topics/uikit-fundamentals.md", id: "animate-constraints")

  /// A `rather than` tail whose words of the point the rest says again with an object pronoun
  /// ("inside it") is the alternative, not a denial of the point; a tail followed by a subject
  /// pronoun ("…, it's more realistic") or by nothing that refers back stays a denial.
  @Test func aRatherThanTailTheRestRefersBackToIsNoDenial() throws {
    let right = try Self.checks(
      Self.layout.file, Self.layout.id,
      "To animate, rather than calling setNeedsLayout() in the animation block, call layoutIfNeeded() on the "
        + "common superview inside it.")
    expectTrue(right[3].credited && !right[3].contradicted, "\(right[3])")
    let swapped = try Self.checks(
      Self.layout.file, Self.layout.id,
      "To animate, rather than calling layoutIfNeeded() on the common superview in the animation block, call "
        + "setNeedsLayout() inside it.")
    expectTrue(swapped[3].contradicted, "\(swapped[3])")
    #expect(KeyPointMatcher.objectPronoun(", call layoutIfNeeded() inside it"))
    #expect(!KeyPointMatcher.objectPronoun(", it's more realistic"))
    #expect(!KeyPointMatcher.objectPronoun(", call layoutIfNeeded() on the superview"))
  }
}
