import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `wrong:` line costs its point only when the answer asserts it: not through the words the line
/// shares with its point (docs/evaluation.md, "Session 23 (s23-grading43)").
@Suite struct KeyPointMatcherWrongLineTests {
  static let lexicon = GradingLexicon.bundled

  static func check(_ point: String, wrong: String, _ answer: String, prompt: String = "") -> KeyPointCheck {
    KeyPointMatcher.check(
      [point], notes: [KeyPointNotes(wrong: [wrong])], against: answer, prompt: prompt, lexicon: lexicon)[0]
  }

  static let satisfied = "A satisfied path does not mean the server is reachable."
  static let satisfiedWrong = "a satisfied path means the server is reachable"
  static let atomic = "An atomic write goes to a temporary file and then replaces the old file in one step."
  static let atomicWrong = "an atomic write changes the existing file in place, byte by byte"

  /// A right answer names the line's subject, which the point names too; the line's own claim
  /// (what it says that its point does not, or says the other way) is not said: no contradiction.
  @Test func aWrongLineSaidOnlyInItsPointsWordsIsNotStated() {
    let path = Self.check(
      Self.satisfied, wrong: Self.satisfiedWrong,
      "So NWPathMonitor reports the status of the current network path, whether it's satisfied. But "
        + "satisfied doesn't mean your server is actually reachable.",
      prompt: "A teammate adds a check before every request: if `NWPathMonitor` says there is no network, "
        + "the app shows an error instead of sending the request. Is that a good idea?")
    #expect(path.credited && !path.contradicted, "\(path)")
    let write = Self.check(
      Self.atomic, wrong: Self.atomicWrong, "Write with atomic.",
      prompt: "You need to save the user's settings as a JSON file in Application Support. Walk me through "
        + "the FileManager and URL calls, and what could go wrong.")
    #expect(!write.contradicted, "\(write)")
  }

  /// The line's own words said still state it, and a touch at the contradiction threshold (half
  /// the line's weight) counts as any contradiction does, own words or not.
  @Test func aWrongLineSaidWithItsOwnWordsOrAtTheThresholdStillCosts() {
    // 0.4 of the line, with its own word `reachable` (the point denies it).
    let path = Self.check(
      Self.satisfied, wrong: Self.satisfiedWrong, "When the monitor says satisfied, the API is reachable.")
    #expect(path.contradicted, "\(path)")
    // Half the line, in the point's words only: at the threshold.
    let profile = Self.check(
      "A provisioning profile ties together the App ID, the allowed certificates, the entitlements and, for "
        + "development, the devices.",
      wrong: "a provisioning profile is the same thing as a certificate",
      "A signing certificate identifies the device, and its private key is stored inside the provisioning "
        + "profile, so any Mac can sign with it.")
    #expect(profile.contradicted, "\(profile)")
  }
}
