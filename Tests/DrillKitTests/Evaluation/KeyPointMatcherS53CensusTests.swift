import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Session 53 (s53-census; docs/evaluation.md): nouns made from verbs read as their verbs where the
/// stemmer does not join them (`creation` stems to itself, `create` to `creat`), and the echoed
/// opening (`KeyPointMatcher.echoesOpeningOnly`, s52-census) taken even when the clause names one
/// word of the question after the echo. Invented answers, none from the labelled sets.
@Suite struct KeyPointMatcherS53CensusTests {
  /// The concept a word is read as: its lexicon group's, or its own stem.
  static func concept(_ word: String) -> String {
    let lexicon = GradingLexicon.bundled
    let key = lexicon.stemKey(word, SnowballStemmer())
    return lexicon.meanings[[key]]?.concept ?? key
  }

  /// Each noun is read as its verb: the stemmer alone gives them two stems.
  @Test(arguments: [
    ("creation", "create"), ("creations", "created"), ("registration", "register"), ("denial", "deny"),
    ("composition", "compose"), ("destruction", "destroy"), ("revocation", "revoke"), ("omission", "omit"),
    ("loss", "lose"), ("modification", "modify"), ("assumption", "assume"),
    ("consumption", "consume"), ("occurrence", "occur"), ("proof", "prove"), ("recovery", "recover"),
  ])
  func aNounIsReadAsItsVerb(noun: String, verb: String) {
    let stemmer = SnowballStemmer()
    expectTrue(stemmer.stem(noun) != stemmer.stem(verb), "\(noun) and \(verb) share a stem")
    expectTrue(
      Self.concept(noun) == Self.concept(verb),
      "\(noun): \(Self.concept(noun)), \(verb): \(Self.concept(verb))")
  }

  /// Nouns that name a thing of their own in the bank were measured and left apart from their verbs:
  /// a delegate's decisions, HealthKit's background delivery, an App Clip's invocation URL,
  /// `UIViewRepresentable`.
  @Test(arguments: [
    ("decision", "decide"), ("delivery", "deliver"), ("invocation", "invoke"),
    ("representation", "represent"),
  ])
  func aNounWithASenseOfItsOwnIsNotJoined(noun: String, verb: String) {
    expectTrue(Self.concept(noun) != Self.concept(verb), "\(noun) is read as \(verb)")
  }

  /// "account creation" is creating an account (`same: create an account | … | account creation`).
  @Test func accountCreationIsCreatingAnAccount() {
    let lexicon = GradingLexicon.bundled
    let stemmer = SnowballStemmer()
    let phrase = ["account", "creation"].map { lexicon.stemKey($0, stemmer) }
    let signUp = ["sign", "up"].map { lexicon.stemKey($0, stemmer) }
    let meaning = lexicon.meanings[phrase]?.concept
    expectTrue(
      meaning != nil && meaning == lexicon.meanings[signUp]?.concept, "\(phrase): \(meaning ?? "none")")
  }

  static func check(_ prompt: String, _ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, prompt: prompt, lexicon: .bundled)[0]
  }

  /// The point's opening echoed and its claim replaced, with one word of the question said after
  /// the echo: neither credited nor contradicted (main credited each).
  @Test(arguments: [
    (
      "How do you make an icon next to a label grow with the user's text size?",
      "The `@ScaledMetric` property wrapper scales a number, such as an image size, with Dynamic Type.",
      "The ScaledMetric property wrapper scales a number by the window size on every rotation."
    ),
    (
      "How do you keep a chart's category colors the same on every screen?",
      "The category colors are defined once and shared by every chart in the app.",
      "The category colors are defined inside each chart, so every screen picks its own."
    ),
  ])
  func aTopicWordAfterTheEchoKeepsNoCredit(prompt: String, point: String, answer: String) {
    let check = Self.check(prompt, point, answer)
    expectTrue(!check.credited && !check.contradicted, "\(answer): \(check)")
  }

  /// The claim said, or the question's word said before the echo (the answer's own setting):
  /// credited, as by main.
  @Test(arguments: [
    (
      "How do you make an icon next to a label grow with the user's text size?",
      "The `@ScaledMetric` property wrapper scales a number, such as an image size, with Dynamic Type.",
      "The ScaledMetric property wrapper scales a number, like an icon's size, with Dynamic Type."
    ),
    (
      "How do you make an icon next to a label grow with the user's text size?",
      "The `@ScaledMetric` property wrapper scales a number, such as an image size, with Dynamic Type.",
      "For the icon size, the ScaledMetric property wrapper scales a number with the text style."
    ),
  ])
  func theClaimSaidOrTheTopicBeforeIsCredited(prompt: String, point: String, answer: String) {
    let check = Self.check(prompt, point, answer)
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }
}
