import DrillKitTesting
import Testing

@testable import DrillGrading

/// A weak touch in a text where another point is stated, when the answer says none of the own
/// words of this point's claim (docs/evaluation.md, session 34, s34-grading105;
/// `KeyPointMatcher+Siblings.swift`): the point's subject words named elsewhere in the answer no
/// longer keep it.
@Suite struct KeyPointMatcherClaimOwnWordsTests {
  static let camera = [
    "`MapCameraPosition` describes how the app wants the camera framed, not where the camera is.",
    "A pan by the user replaces the binding's value with one whose `positionedByUser` is true.",
    "The `onMapCameraChange` action gets a `MapCameraUpdateContext`, which holds the visible region.",
    "With the `.onEnd` frequency, the action runs once when the user finishes the gesture.",
    "A new camera change cancels the listing request that is still in flight.",
  ]
  static let cameraPrompt =
    "On a map of rental flats, the app loads the listings for the area the user is looking at. A teammate "
    + "reads `position.region` from the `MapCameraPosition` binding after each pan, but it is `nil` as soon as "
    + "the user drags the map, and when it does work the app sends a request for every frame of the gesture. "
    + "What is going on, and how do you fix it?"
  /// heldout28, a one-point answer: the fourth point, and nothing of the context's region.
  static let frequency =
    "For the request spam, the onMapCameraChange modifier has a frequency, and with on end the action only "
    + "runs once, when the user finishes the gesture, instead of for every frame."
  static let restore = [
    "App Review requires a way to restore purchases for non-consumables and auto-renewable subscriptions.",
    "StoreKit 2 syncs transactions automatically to every device signed in to the same Apple Account.",
    "The app reads `Transaction.currentEntitlements` at launch to find out what the user owns.",
    "The Restore Purchases button calls `AppStore.sync()`, which forces a sync with the App Store.",
    "`AppStore.sync()` asks the user to sign in, so the app calls it only when the user taps the button.",
  ]
  static let restorePrompt =
    "App Review rejected your app because it has no way to restore purchases. What does restoring mean with "
    + "StoreKit 2, and how would you implement the Restore Purchases button?"

  static func check(_ points: [String], _ answer: String, prompt: String, siblings: Bool = true)
    -> [KeyPointCheck]
  {
    KeyPointMatcher.judged(
      points, against: answer, prompt: prompt, lexicon: .bundled, withdrawsSiblings: siblings
    ).checks
  }

  /// The sentence states the `.onEnd` point and names `onMapCameraChange`, the third point's
  /// subject, with another claim: what the action gets is not said. Credited before session 34:
  /// the answer says `onMapCameraChange`, a word of the third point's own, so session 30's rule
  /// let the touch be.
  @Test func theSubjectNamedWithAnotherClaimIsNotTheClaim() {
    let checks = Self.check(Self.camera, Self.frequency, prompt: Self.cameraPrompt)
    expectTrue(checks[3].credited, "\(checks[3])")
    expectTrue(!checks[2].touched && !checks[2].contradicted, "\(checks[2])")
  }

  /// Without the sibling rules (the model Answer's lines, the bank's audit) the same sentence
  /// credits the third point through the fourth's words.
  @Test func withoutTheRuleTheSentenceCreditsBoth() {
    let checks = Self.check(Self.camera, Self.frequency, prompt: Self.cameraPrompt, siblings: false)
    expectTrue(checks[2].credited && checks[3].credited, "\(checks)")
  }

  /// An own word of the claim said anywhere (`region`, `visible`) keeps the touch, as session
  /// 30's rule keeps it for any own word.
  @Test func aClaimWordSaidElsewhereKeepsTheTouch() {
    let checks = Self.check(
      Self.camera, Self.frequency + " I'd keep the visible region in a property.", prompt: Self.cameraPrompt)
    expectTrue(checks[2].credited, "\(checks[2])")
    expectTrue(checks[3].credited, "\(checks[3])")
  }

  /// heldout38, a partial answer: the sentence states the fourth point; the fifth shares
  /// `AppStore.sync()` and the button with it, and says why the app waits for the tap nowhere.
  @Test func theButtonCallingSyncIsNotWhySyncWaitsForTheTap() {
    let answer =
      "At launch the app reads Transaction dot currentEntitlements to find out what the user owns. And the "
      + "Restore Purchases button calls AppStore dot sync, which forces a sync with the App Store, and "
      + "afterwards you read the entitlements again."
    let checks = Self.check(Self.restore, answer, prompt: Self.restorePrompt)
    expectTrue(checks[2].credited && checks[3].credited, "\(checks)")
    expectTrue(!checks[4].touched && !checks[4].contradicted, "\(checks[4])")
  }
}
