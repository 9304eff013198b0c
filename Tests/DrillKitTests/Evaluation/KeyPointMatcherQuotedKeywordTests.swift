import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// A Swift keyword with an everyday sense (`static`, `dynamic`, `required`) that the question's
/// prompt quotes as code is the keyword's name in the answers to it, not the everyday word:
/// docs/evaluation.md, "Session 26 (s26-grading62)".
@Suite struct KeyPointMatcherQuotedKeywordTests {
  static let prompt =
    "Value types use `static` for type methods. In a class you can write either `static func` or "
    + "`class func`. What is the difference?"
  static let point = "`class` members can be overridden by subclasses and dispatch dynamically"

  static func one(_ point: String, _ answer: String, prompt: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, prompt: prompt, lexicon: .bundled)[0]
  }

  static func concepts(_ text: String, terms: Set<String>) -> [String] {
    var reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    reader.terms = terms
    return reader.statement(text).map { $0.flipped ? $0.name + "¬" : $0.name }
  }

  /// "A static func" is not "statically": a right answer about `static` members is not read as
  /// denying that `class` members dispatch dynamically.
  @Test func aQuotedKeywordIsNotItsEverydaySense() {
    let answer =
      "A static func in a class is the same as final class: subclasses inherit it but can't override it."
    let check = Self.one(Self.point, answer, prompt: Self.prompt)
    expectTrue(!check.contradicted, "\(check)")
    // Without the prompt the word is the everyday one, as before.
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let everyday = Self.concepts("a static func", terms: [])
    let quoted = Self.concepts(
      "a static func", terms: reader.questionTerms(prompt: Self.prompt, keyPoints: []))
    expectTrue(everyday != quoted, "\(everyday) \(quoted)")
    expectTrue(!quoted.contains(everyday[0]), "\(everyday) \(quoted)")
  }

  /// The point's claim said of `static` members, the keyword's rival (`` rival: `static` | class ``),
  /// is the claim said of the wrong subject: a contradiction.
  @Test func theClaimSaidOfTheRivalKeywordContradicts() {
    let answer = "It's static members that can be overridden by subclasses and dispatch dynamically."
    let check = Self.one(Self.point, answer, prompt: Self.prompt)
    expectTrue(check.contradicted, "\(check)")
    // Said of `class` members, it states the point.
    let right = Self.one(
      Self.point, "Class members can be overridden by subclasses and dispatch dynamically.",
      prompt: Self.prompt)
    expectTrue(right.credited, "\(right)")
  }

  /// Only the prompt makes a keyword a name: a point that quotes `static let` in passing leaves
  /// "static" read as the lexicon reads it.
  @Test func onlyThePromptMakesAKeywordAName() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let fromPoint = reader.questionTerms(
      prompt: "Explain lazy properties.", keyPoints: ["Globals and `static let` are lazy"])
    expectTrue(!fromPoint.contains("static"), "\(fromPoint)")
    let fromPrompt = reader.questionTerms(prompt: "When is `dynamic` needed?", keyPoints: [])
    expectTrue(fromPrompt.contains("dynamic"), "\(fromPrompt)")
  }

  /// A lexicon entry in backticks names the keyword, not the word's everyday group.
  @Test func aBacktickedRivalEntryNamesTheKeyword() {
    let lexicon = GradingLexicon(text: "same: compiler | statically\nrival: `static` | class\n", path: "test")
    expectTrue(lexicon.rivals["static"]?.contains("class") == true, "\(lexicon.rivals)")
    expectTrue(lexicon.rivals["compil"] == nil, "\(lexicon.rivals)")
  }
}
