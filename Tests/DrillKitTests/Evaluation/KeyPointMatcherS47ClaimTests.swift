import DrillKitTesting
import Testing

@testable import DrillGrading

/// A touch that leaves out what tells the point from its neighbours (docs/evaluation.md, session
/// 47, s47-claim; `KeyPointMatcher+Siblings.swift`): below half the point's weight, in a text where
/// another point is touched better, a point is not touched when the answer says none of its own
/// words in the question (the full-weight words no other key point says). The answers are invented.
@Suite struct KeyPointMatcherS47ClaimTests {
  static let sharing = [
    "Both targets get the App Groups capability with the same group identifier.",
    "`containerURL(forSecurityApplicationGroupIdentifier:)` returns the folder of the shared container that both processes can read and write.",
    "`UserDefaults(suiteName:)` with the group identifier gives shared defaults for small values.",
    "Secrets go into a Keychain access group that both targets share.",
    "Two processes may write at the same time, so writes must be atomic or coordinated.",
  ]
  static let sharingPrompt =
    "Your widget must show the user's next task, which the app stores. How do the app and the widget "
    + "extension get at the same data?"
  static let debounce = [
    "Each keystroke cancels the previous work item and schedules a new one with `asyncAfter`",
    "A cancelled work item that has not started never runs",
    "With Swift concurrency each keystroke cancels the previous task, which sleeps first",
    "`Task.sleep` throws when the task is cancelled",
    "A cancelled task can also stop a request that is already running",
  ]
  static let debouncePrompt =
    "As the user types in a search field, the app should search only once typing pauses. How do you "
    + "debounce it?"

  static func check(_ points: [String], _ answer: String, prompt: String, siblings: Bool = true)
    -> [KeyPointCheck]
  {
    KeyPointMatcher.judged(
      points, against: answer, prompt: prompt, lexicon: .bundled, withdrawsSiblings: siblings
    ).checks
  }

  /// The lead's repro (session 46's interview): the sentence states the App Group point, and
  /// touched the Keychain point through "both targets", "group" and "shared" alone, what it left
  /// out ("a Keychain access group", the secrets) being all the point says that its neighbours do not.
  @Test func theSettingAloneIsNotTheClaim() {
    let answer = "Both targets join one App Group and the app writes the tasks into the shared container"
    let checks = Self.check(Self.sharing, answer, prompt: Self.sharingPrompt)
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(!checks[3].touched && !checks[3].contradicted, "\(checks[3])")
  }

  /// Without the sibling rules (the model Answer's lines, the bank's audit) the sentence credits it.
  @Test func withoutTheRuleTheSentenceCreditsIt() {
    let answer = "Both targets join one App Group and the app writes the tasks into the shared container"
    let checks = Self.check(Self.sharing, answer, prompt: Self.sharingPrompt, siblings: false)
    expectTrue(checks[3].credited, "\(checks[3])")
  }

  /// The claim in other words, the setting ("that both targets share") left out: still credited.
  @Test func theClaimWithoutTheSettingIsCredited() {
    let answer = "Both targets join one App Group. Tokens and passwords are kept in a Keychain access group."
    let checks = Self.check(Self.sharing, answer, prompt: Self.sharingPrompt)
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(checks[3].credited, "\(checks[3])")
    expectTrue(checks[3].evidence?.contains("Keychain access group") == true, "\(checks[3])")
  }

  /// An own word of the point said anywhere in the answer (`Keychain`) keeps the touch: the rule
  /// withdraws only where the answer says nothing that tells the point from its neighbours.
  @Test func anOwnWordSaidElsewhereKeepsTheTouch() {
    let answer =
      "Both targets join one App Group and the app writes the tasks into the shared container. "
      + "The login token goes into the Keychain."
    let checks = Self.check(Self.sharing, answer, prompt: Self.sharingPrompt)
    expectTrue(checks[3].credited, "\(checks[3])")
  }

  /// A point whose words are its neighbour's keeps its touch where the neighbour is stated: the
  /// third point of the debounce question is stated; the fifth (its own words `stop`, `request`,
  /// `already`) is not credited by the same sentence.
  @Test func aStatedNeighbourKeepsItsOwnCredit() {
    let answer =
      "With Swift concurrency every keystroke cancels the previous task, and the new task sleeps first."
    let checks = Self.check(Self.debounce, answer, prompt: Self.debouncePrompt)
    expectTrue(checks[2].credited, "\(checks[2])")
    expectTrue(!checks[4].credited, "\(checks[4])")
  }
}
