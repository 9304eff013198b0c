import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `wrong:` line costs its point only when the answer asserts it: not when the answer reports
/// someone else's belief or attempt, and not through the words the line shares with its point
/// (docs/evaluation.md, "Session 23 (s23-grading43)"). The hand rule, which grading keeps without
/// `grading/wrongline.txt` (the fitted rule: `KeyPointMatcherFittedWrongLineTests`).
@Suite struct KeyPointMatcherWrongLineTests {
  static let lexicon = {
    var lexicon = GradingLexicon.bundled
    lexicon.wrongLine = nil
    return lexicon
  }()
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  static func check(_ point: String, wrong: String, _ answer: String, prompt: String = "") -> KeyPointCheck {
    KeyPointMatcher.check(
      [point], notes: [KeyPointNotes(wrong: [wrong])], against: answer, prompt: prompt, lexicon: lexicon)[0]
  }

  static let satisfied = "A satisfied path does not mean the server is reachable."
  static let satisfiedWrong = "a satisfied path means the server is reachable"
  static let atomic = "An atomic write goes to a temporary file and then replaces the old file in one step."
  static let atomicWrong = "an atomic write changes the existing file in place, byte by byte"
  static let socket = "The WebSocket connection dies while the app is suspended."
  static let socketWrong = "the socket stays alive in the background"

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

  /// What others believe, expect or attempt, and what is only supposed (`as if`), is not said.
  @Test func aReportedBeliefOrAttemptStatesNoWrongLine() {
    let attempt = Self.check(
      Self.socket, wrong: Self.socketWrong,
      "And people sometimes try beginBackgroundTask to keep the socket alive; that only buys you thirty "
        + "seconds to finish work.")
    #expect(!attempt.contradicted, "\(attempt)")
    let belief = Self.check(
      "Calling `play()` throws no error, so the status is where failures appear.",
      wrong: "`play()` throws when the stream cannot be loaded",
      "People expect play to tell them when a stream is broken, but calling play doesn't throw any error.")
    #expect(!belief.contradicted, "\(belief)")
    let supposed = Self.check(
      "A timer based on the animation's duration does not match the real end of a spring.",
      wrong: "a timer based on the animation's duration matches the real end of the spring",
      "The problem is that the timer is using the duration as if it were the exact end, and it isn't.")
    #expect(!supposed.contradicted, "\(supposed)")
  }

  /// The speaker's own claim is no report: said plainly, or as the speaker's own expectation.
  @Test func theSpeakersOwnClaimIsNoReport() {
    for answer in [
      "The socket stays alive in the background, iOS keeps it open for you.",
      "We expect the socket to stay alive in the background.",
    ] {
      let check = Self.check(Self.socket, wrong: Self.socketWrong, answer)
      #expect(check.contradicted, "\(answer): \(check)")
    }
  }

  /// Where a clause's report starts: at a report verb said of someone other than the speaker, or
  /// at `as if`; not at the speaker's own, after an article or a preposition, or after `can`.
  @Test func whereAReportStarts() {
    func start(_ text: String) -> String? {
      let tokens = Self.reader.sentences(of: text)[0]
      return StatementReader.reportStart(tokens).map { tokens[$0].text }
    }
    #expect(start("people sometimes try beginBackgroundTask to keep it alive") == "try")
    #expect(start("you'd think the view is rebuilt") == "think")
    #expect(start("the timer runs as if it were the end") == "as")
    #expect(start("the review is hoping to protect the key") == "hoping")
    for text in [
      "we expect the socket to stay open", "I tried a task group", "the expected value is nil",
      "it works as expected", "call it with try", "you can expect the callback on the main thread",
    ] {
      #expect(start(text) == nil, "\(text)")
    }
  }
}

/// A `wrong:` line touched below the contradiction threshold only through words another key point
/// of the question says restates that point (docs/evaluation.md, "Session 25 (s25-grading54)").
@Suite struct KeyPointMatcherBorrowedWordsTests {
  static let branches =
    "The two branches of an `if` are different views, so switching branches destroys the removed view's `@State`."
  static let branchesWrong = "a view keeps its identity when it moves to the other branch of an `if`"
  static let modifier =
    "A conditional modifier value such as `padding(isCompact ? 16 : 0)` keeps one identity, so the state survives."
  static let opening =
    "The if and the else branches are two different views to SwiftUI, so when isCompact changes, the old one is "
    + "removed and its @State goes with it. The fix is a single ProfileForm with padding(isCompact ? 16 : 0)"

  static func check(_ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(
      [branches, modifier], notes: [KeyPointNotes(wrong: [branchesWrong]), KeyPointNotes()], against: answer,
      lexicon: .bundled)
  }

  /// "keeps one identity" is the other point's claim, said of the single view: no contradiction.
  @Test func aTouchOfAnotherPointsWordsStatesNoWrongLine() {
    let checks = Self.check(Self.opening + "; then it keeps one identity and the text survives.")
    #expect(checks[0].credited && !checks[0].contradicted, "\(checks[0])")
  }

  /// The line said with a word it shares with its own point (`branch`) still costs the point.
  @Test func theLineSaidWithItsPointsWordsStillCosts() {
    let checks = Self.check(
      Self.opening + ". When it moves to the other branch, the view keeps its identity.")
    #expect(checks[0].contradicted, "\(checks[0])")
  }
}
