import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `wrong:` line is stated below the contradiction threshold only by a clause that says its
/// claim, a concept of the second half of the line (its subject comes first), and not against a
/// point the answer says plainly; and a denial that holds no word yet goes on over a
/// demonstrative `that` (docs/evaluation.md, "Session 27 (s27-grading66)"). The hand rule, which
/// grading keeps without `grading/wrongline.txt` (the fitted rule: `KeyPointMatcherFittedWrongLineTests`).
@Suite struct KeyPointMatcherWrongLineClaimTests {
  static func check(_ point: String, wrong: String, _ answer: String, prompt: String = "") -> KeyPointCheck {
    let notes = [KeyPointNotes(wrong: [wrong])]
    var lexicon = GradingLexicon.bundled
    lexicon.wrongLine = nil
    return KeyPointMatcher.check([point], notes: notes, against: answer, prompt: prompt, lexicon: lexicon)[0]
  }

  /// Which concepts of `text`'s clauses are denied, by name.
  static func denied(_ text: String) -> [String] {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    return reader.clauses(text).flatMap(\.concepts).filter { $0.negation != nil }.map(\.name)
  }

  static let killSwitch = "A kill switch works only if it shipped in the build that users have."
  static let killSwitchWrong = "a kill switch can be added on the server after the release"

  /// Right answers (heldout16, heldout15, heldout17 expert answers) name a line's subject in one
  /// clause and say something else of it: the line's claim is not said, so it is not stated.
  @Test func aClauseThatNamesOnlyTheLinesSubjectStatesNothingWrong() {
    for (point, wrong, answer, prompt) in [
      (
        Self.killSwitch, Self.killSwitchWrong,
        "So a kill switch is basically a server-controlled flag whose job is to disable a feature, here the "
          + "chat, without us shipping a new version or going through review.", ""
      ),
      (
        "Screen objects are a pattern the team writes, not part of XCUITest.",
        "XCUITest generates these types for every screen by itself",
        "And to be clear, XCUITest doesn't give you any of this, it's just a convention we'd write and "
          + "maintain ourselves, a few small Swift types in the UI test target.",
        "Your forty UI tests each repeat the same queries to type an email and a password and tap Sign in. "
          + "When the sign-in screen got a new identifier, you edited forty files. How would you structure "
          + "the tests instead?"
      ),
      (
        "`AsyncImage` takes a URL rather than a `URLRequest`, so the app cannot add headers such as an "
          + "authorization token.",
        "a bearer token can be passed straight to `AsyncImage`",
        "The limits: the initializer only accepts a URL, not a request, so if our photos need a bearer token "
          + "in the Authorization header, there's no way to attach it.",
        "A teammate used `AsyncImage` for every photo in a long SwiftUI feed, and it was quick to write. What "
          + "does `AsyncImage` give you, and where does it fall short for this feed?"
      ),
    ] {
      let result = Self.check(point, wrong: wrong, answer, prompt: prompt)
      expectTrue(!result.contradicted, "\(answer): \(result)")
    }
  }

  /// A clause that says the claim ("added … after the release") still states the line, below
  /// the threshold as at it, in one clause or in a sentence read whole.
  @Test func aClauseThatSaysTheClaimStillStatesTheLine() {
    for answer in [
      "We would just add a kill switch for it after the release.",
      "A kill switch is a server-controlled flag. You can add one on the server after the release.",
    ] {
      expectTrue(Self.check(Self.killSwitch, wrong: Self.killSwitchWrong, answer).contradicted, "\(answer)")
    }
  }

  /// "doesn't get that for free": `that` before no subject is the denial's object, so the words
  /// after it are denied; before a subject it is a conjunction and ends the denial as before.
  @Test func aDenialGoesOnOverADemonstrativeThat() {
    expectEqual(Self.denied("A custom shape doesn't get that for free."), ["automat"])
    expectEqual(Self.denied("You don't do that on the main thread."), ["main thread"])
    expectTrue(Self.denied("The docs don't say that the copy is made.").isEmpty)
    let shape = Self.check(
      "A custom shape animates only if it exposes its changing property through `animatableData`.",
      wrong: "every stored property of a custom shape animates on its own",
      "A custom shape doesn't get that for free.")
    expectTrue(!shape.contradicted, "\(shape)")
  }

  static let interruption =
    "When the interruption begins, the system has already paused the app's audio, and the app updates its "
    + "controls to show playback as paused."
  static let interruptionWrong = "the app must stop its audio itself when the call arrives"
  static let interruptionPrompt =
    "A user listens to your audiobook app on headphones. A phone call comes in and ends; later the user "
    + "pulls out the headphones. What should the app do in each case, and how does it find out?"

  /// A point said plainly (heldout15's partial answer, 0.9 of its weight) is credited: the weak
  /// echo of the wrong line in the sentence before (the app, the audio, the call) costs it nothing.
  @Test func aPointSaidPlainlyOutweighsAWeakEchoOfAWrongLine() {
    let answer =
      "The app learns about the call through the audio session's interruptionNotification. When the "
      + "interruption begins, the system has already paused our audio, so the app just updates its controls "
      + "to show it's paused."
    let result = Self.check(
      Self.interruption, wrong: Self.interruptionWrong, answer, prompt: Self.interruptionPrompt)
    expectTrue(result.credited && !result.contradicted, "\(result)")
  }

  /// Without the point said plainly, the same echo still states the line: the wrong claim said of
  /// the app, below the threshold, in one clause with a word of its claim (`arrives`).
  @Test func theEchoStillStatesTheLineWhenThePointIsNotSaid() {
    let answer =
      "The app learns about the call through the audio session, and it stops its audio when the call arrives."
    let result = Self.check(
      Self.interruption, wrong: Self.interruptionWrong, answer, prompt: Self.interruptionPrompt)
    expectTrue(result.contradicted, "\(result)")
  }
}
