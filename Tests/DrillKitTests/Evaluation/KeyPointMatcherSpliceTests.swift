import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Comma splices: statements chained with a comma and no joining word. The evidence quotes the
/// statement that says the point; verdicts still read the clause whole: docs/evaluation.md,
/// "Session 21 (s21-grading36)".
@Suite struct KeyPointMatcherSpliceTests {
  /// The statements a comma splice joins in one sentence, as text.
  static func statements(_ text: String) -> [String] {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let tokens = reader.sentences(of: text).first ?? []
    return reader.spliceStatements(tokens, in: text).map { String(text[$0]) }
  }

  /// A comma followed by a subject and its verb, after a stretch with a verb of its own, joins two
  /// statements: a personal pronoun, a determiner's phrase, a name.
  @Test func aCommaBeforeANewSubjectAndItsVerbJoinsTwoStatements() {
    expectEqual(
      Self.statements(
        "the plain C enum shows up as a struct with raw values, RED and GREEN become global constants, "
          + "the NS_ENUM one becomes a real Swift enum with cases"),
      [
        "the plain C enum shows up as a struct with raw values", "RED and GREEN become global constants",
        "the NS_ENUM one becomes a real Swift enum with cases",
      ])
    expectEqual(
      Self.statements("an actor serialises access to its state, it runs one task at a time"),
      ["an actor serialises access to its state", "it runs one task at a time"])
    expectEqual(
      Self.statements("UserDefaults is a plain file, it's not encrypted"),
      ["UserDefaults is a plain file", "it's not encrypted"])
  }

  /// A list, an apposition, a verb's own objects and a subordinate stretch before its main clause
  /// are one statement each.
  @Test(arguments: [
    "structs, enums and tuples are value types",
    "the main actor, the UI thread, runs all UIKit code",
    "a dictionary stores keys, values and their hashes",
    "when the count drops to zero, the object is freed",
    "if it throws, the caller handles the error",
  ])
  func listsAppositionsAndComplementsAreOneStatement(text: String) {
    expectEqual(Self.statements(text), [text])
  }

  /// The tryout of session 21: the `NS_ENUM` point is quoted from the statement about `NS_ENUM`,
  /// not from a window around the plain enum's words.
  @Test func theEvidenceQuotesTheStatementThatSaysThePoint() {
    let answer =
      "so basically the plain C enum shows up as a struct with raw values, RED and GREEN become global "
      + "constants, the NS_ENUM one becomes a real Swift enum with cases, MAX_USERS comes through as a "
      + "constant of 64, but SQUARE is a function-like macro and Swift does not import it"
    let check = KeyPointMatcher.check(
      [
        "An enum declared with `NS_ENUM` or `enum_extensibility` imports as a Swift enum with an integer raw value."
      ],
      against: answer,
      prompt: "A C header has a plain enum `Color`, an enum declared with `NS_ENUM`, a macro `MAX_USERS` "
        + "and a function-like macro `SQUARE(x)`. Which of these reach Swift, and in what form?",
      lexicon: .bundled)[0]
    expectTrue(check.credited, "\(check)")
    expectEqual(check.evidence, "the NS_ENUM one becomes a real Swift enum with cases")
  }
}
