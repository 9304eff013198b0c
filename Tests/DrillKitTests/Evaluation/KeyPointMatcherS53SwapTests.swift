import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 53 (s53-swap; docs/evaluation.md, "Session 53 (s53-swap)"): a contrast (`whereas`,
/// `, while`, sentence-initial `Whereas X,`) whose two subjects are swapped gives the point's claim to
/// the rival and the rival's claim to the point's subject. The sentence read whole held the point's
/// subject and its claim, so it was credited; now, when the halves trade claims with a sibling point
/// about the rival, the point is told the opposite, and when only the claim moved to the rival's half,
/// the point is graded on its own half (`KeyPointMatcher.withdrawSwappedCredits`). The same shapes said
/// the right way round stay credited.
@Suite struct KeyPointMatcherS53SwapTests {
  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion(file, id))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  static let observer = (file: "questions/topics/design-patterns.md", id: "observer-vs-delegate")
  static let lazy = (file: "questions/topics/algorithms-complexity.md", id: "lazy-sequences")
  static let states = (file: "questions/topics/app-lifecycle-performance.md", id: "app-states")
  static let sessions = (file: "questions/topics/networking.md", id: "session-configurations")
  static let layers = (file: "questions/topics/core-animation.md", id: "implicit-explicit-animations")

  /// Both subjects swapped: each point's claim is said of the other's subject (the review's case).
  @Test func aSwappedWhereasContradictsBothPoints() throws {
    let swapped = try Self.checks(
      Self.observer.file, Self.observer.id,
      "A delegate is one-to-many and the object is unaware of its delegates, whereas the observer pattern "
        + "is one-to-one and observers can return values.")
    expectTrue(swapped[0].contradicted && !swapped[0].credited, "\(swapped[0])")
    expectTrue(swapped[1].contradicted && !swapped[1].credited, "\(swapped[1])")
  }

  /// The point's subject keeps the sibling's claim, the rival gets the point's (no opposite between
  /// "persists to disk" and "only in memory": each half alone reads as said).
  @Test func aSubjectGivenTheSiblingsClaimIsToldTheOpposite() throws {
    let swapped = try Self.checks(
      Self.sessions.file, Self.sessions.id,
      "An ephemeral configuration persists its cache, credentials and cookies to disk, whereas a default "
        + "configuration keeps them only in memory.")
    expectTrue(swapped[2].contradicted && !swapped[2].credited, "\(swapped[2])")
    let lazy = try Self.checks(
      Self.lazy.file, Self.lazy.id,
      "A lazy map builds a new array right away, whereas an eager map stores its closure and computes "
        + "elements only when iterated.")
    expectTrue(!lazy[0].credited, "\(lazy[0])")
    let states = try Self.checks(
      Self.states.file, Self.states.id,
      "An inactive app is in the foreground and handles events, whereas an active app is in the foreground "
        + "but receives no events.")
    expectTrue(!states[1].credited, "\(states[1])")
    let layers = try Self.checks(
      Self.layers.file, Self.layers.id,
      "A standalone layer turns implicit animations off, whereas a view's backing layer animates any "
        + "animatable property change implicitly.")
    expectTrue(!layers[0].credited && !layers[1].credited, "\(layers[0]) \(layers[1])")
  }

  /// The same contrasts the right way round: every point credited, none told the opposite.
  @Test func theRightWayRoundStaysCredited() throws {
    let observer = try Self.checks(
      Self.observer.file, Self.observer.id,
      "A delegate is a one-to-one relationship and can return values to the object that asks, whereas the "
        + "observer pattern is one-to-many and the subject does not know who its observers are.")
    expectTrue(observer[0].credited && observer[1].credited, "\(observer[0]) \(observer[1])")
    let sessions = try Self.checks(
      Self.sessions.file, Self.sessions.id,
      "A default configuration persists its cache, credentials and cookies on disk, whereas an ephemeral "
        + "configuration keeps them only in memory.")
    expectTrue(sessions[1].credited && sessions[2].credited, "\(sessions[1]) \(sessions[2])")
    let lazy = try Self.checks(
      Self.lazy.file, Self.lazy.id,
      "Eager map and filter each build a new array right away, whereas a lazy map or filter just stores its "
        + "closure and computes elements on demand when something iterates.")
    expectTrue(lazy[0].credited && lazy[1].credited, "\(lazy[0]) \(lazy[1])")
    let states = try Self.checks(
      Self.states.file, Self.states.id,
      "An active app is in the foreground and handles events, whereas an inactive app is still in the "
        + "foreground but receives no events, for example during a phone call alert.")
    expectTrue(states[0].credited && states[1].credited, "\(states[0]) \(states[1])")
  }

  /// Only two clauses side by side swap subjects: `, but` and `unlike` do not; a pronoun said with
  /// its verb ("they're") is the same subject, no rival.
  @Test func onlyWhereasAndWhileHalvesWithTwoSubjectsAreRead() {
    expectTrue(KeyPointMatcher.swapContrast("A weak one is optional, whereas an unowned one is not"))
    expectTrue(KeyPointMatcher.swapContrast("Whereas a weak one is optional, an unowned one is not"))
    expectTrue(!KeyPointMatcher.swapContrast("While the app is in the foreground, the system shows nothing"))
    expectTrue(!KeyPointMatcher.swapContrast("Actors run one call at a time, but they're reentrant"))
    expectTrue(!KeyPointMatcher.swapContrast("Keychain items survive, unlike most app data"))
    let stemmer = SnowballStemmer()
    expectTrue(KeyPointMatcher.swapSubject(" they're reentrant", stemmer: stemmer, stop: []) == nil)
    expectTrue(KeyPointMatcher.swapSubject(" whereas an unowned one", stemmer: stemmer, stop: []) == "unown")
  }
}
