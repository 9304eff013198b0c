import DrillKitTesting
import Testing

@testable import DrillEvaluation
@testable import DrillScheduling

@Suite struct AnswerMatcherTests {
  @Test(arguments: [
    ("  Value Type ", "value type", true),
    ("value   type", "Value type", true),
    ("reference type", "value type", false),
    ("0 ..< 5", "`0..<5`", true),
    ("`0..<5`", "`0..<5`", true),
    ("0...5", "`0..<5`", false),
    ("Let x = 1", "`let x = 1`", false),
    ("letx=1", "`let x = 1`", false),
    ("let  x=1", "`let x = 1`", true),
    ("print(\"a b\")", "`print(\"a  b\")`", false),
    ("`value`", "value", true),
    ("Copy on write", "/copy[- ]on[- ]write/", true),
    ("copy-on-write semantics", "/copy[- ]on[- ]write/", false),
    ("anything", "/[unclosed/", false),
  ])
  func matchesShortAnswers(answer: String, accepted: String, expected: Bool) {
    expectEqual(AnswerMatcher.matches(answer, accepted: accepted), expected)
  }

  @Test(arguments: [
    ("1 2", "1 2\n", true),
    ("1 2  \n", "1 2", true),
    ("1\n2\n3", "1\n2\n3\n", true),
    ("  a\n    b", "  a\n    b\n\n", true),
    ("\n1   2  \n", "1 2", false),
    ("1   2", "1 2", false),
    ("a\nb", "  a\n  b", false),
    ("1 2 3", "1\n2\n3", false),
    ("1\n3", "1\n2", false),
    ("True", "true", false),
    ("1 2", "1\n\n2", false),
  ])
  func matchesOutputLineByLineAsPrinted(answer: String, expected: String, matches: Bool) {
    expectEqual(AnswerMatcher.matchesOutput(answer, expected: expected), matches)
  }

  @Test(arguments: [
    ("1 2", "1 2\n", true),
    ("\n1   2  \n", "1 2", true),
    ("1\n2\n3", "1\n2\n3\n", true),
    ("1 2 3", "1\n2\n3", true),
    ("a\nb", "  a\n  b", true),
    ("1\n3", "1\n2", false),
    ("True", "true", false),
    ("1 2", "1\n\n2", false),
  ])
  func matchesOutputLooselyWhenTheQuestionSaysSo(answer: String, expected: String, matches: Bool) {
    expectEqual(AnswerMatcher.matchesOutput(answer, expected: expected, compare: .loose), matches)
  }

  @Test func matchesAnyAcceptedAnswer() {
    expectTrue(AnswerMatcher.matches("struct", acceptedAnswers: ["class", "Struct"]))
    expectTrue(!AnswerMatcher.matches("enum", acceptedAnswers: ["class", "Struct"]))
  }
}

@Suite struct OutputComparisonTests {
  @Test(arguments: [
    ("a\nb\n", "a\nb", nil as String?),
    ("a  \nb\t\n\n\n", "a\nb", nil),
    ("a\nc\n", "a\nb", "line 2: expected \"b\", got \"c\""),
    ("a\n", "a\nb", "line 2: expected \"b\", got no more output"),
    ("a\nb\nc", "a\nb", "line 3: expected no more output, got \"c\""),
    (" a", "a", "line 1: expected \"a\", got \" a\""),
  ])
  func reportsTheFirstDifferingLine(actual: String, expected: String, mismatch: String?) {
    expectEqual(OutputComparison(expected: expected, actual: actual).mismatch?.description, mismatch)
  }
}

@Suite struct RatingTests {
  @Test(arguments: [
    ("1", Rating.again), ("4", .easy), ("good", .good), ("H", .hard), (" e ", .easy), ("again", .again),
  ])
  func parsesNumbersAndWords(text: String, rating: Rating) {
    expectEqual(Rating(parsing: text), rating)
  }

  @Test(arguments: ["0", "5", "", "great", "x"])
  func rejectsOtherText(text: String) {
    expectTrue(Rating(parsing: text) == nil)
  }
}

/// Session 43's tryout: "Lazy" for `lazy` and "map()" for `map` were told only "Not quite"; the
/// answer stays wrong (FORMAT.md: a `code` answer keeps its case) and the feedback says why.
@Suite struct NearMissTests {
  @Test(arguments: [
    ("Lazy", ["`lazy`"], "Letter case counts in Swift code: `lazy`, not `Lazy`."),
    ("`Lazy`", ["`lazy`"], "Letter case counts in Swift code: `lazy`, not `Lazy`."),
    ("map()", ["`map`"], "The name alone is the answer: `map`, without the call's parentheses."),
    ("map ( )", ["`map`"], "The name alone is the answer: `map`, without the call's parentheses."),
  ])
  func aCloseCodeAnswerIsToldWhy(answer: String, accepted: [String], note: String) {
    expectTrue(!AnswerMatcher.matches(answer, acceptedAnswers: accepted))
    expectEqual(AnswerMatcher.nearMiss(answer, acceptedAnswers: accepted), note)
  }

  @Test(arguments: [
    ("filter", ["`map`"]), ("LAZY", ["lazy keyword"]), ("Lazy", ["lazy"]), ("reduce()", ["`map`"]),
  ])
  func otherAnswersGetNoNote(answer: String, accepted: [String]) {
    expectEqual(AnswerMatcher.nearMiss(answer, acceptedAnswers: accepted), nil)
  }
}

/// Session 44's tryout: "Identifiable." (a sentence's full stop) and "Identifable" (a typo) were
/// both only "Not quite". A full stop that ends the answer is not part of it; `!` and `?` are (Swift
/// operators); a typo stays wrong with a note; filler words around the answer stay wrong.
@Suite struct SentenceAndTypoTests {
  @Test(arguments: [
    ("Identifiable.", ["`Identifiable`"], true),
    ("Identifiable .", ["`Identifiable`"], false),
    ("identifiable.", ["Identifiable"], true),
    ("The Identifiable protocol.", ["/(the )?identifiable( protocol)?/"], true),
    ("nil.", ["nil"], true),
    ("Int?", ["`Int`"], false),
    ("x!", ["`x`"], false),
    ("nil!", ["nil"], false),
    ("nil?", ["nil"], false),
    ("0...", ["`0..`"], false),
    ("0....", ["`0...`"], false),
    ("the indirect keyword", ["`indirect enum`", "`indirect case`", "indirect"], false),
    ("Identifiable protocol", ["`Identifiable`"], false),
  ])
  func aSentencesFullStopIsNotPartOfTheAnswer(answer: String, accepted: [String], expected: Bool) {
    expectEqual(AnswerMatcher.matches(answer, acceptedAnswers: accepted), expected)
  }

  @Test(arguments: [
    ("Identifable", ["`Identifiable`"]),
    ("identifiabel", ["`Identifiable`"]),
    ("Identifable.", ["`Identifiable`"]),
    ("Equtable", ["`Equatable`", "`Hashable`"]),
    ("reference semantcs", ["reference semantics"]),
    // Two swapped pairs: two typos, as "Did you mean" counts them (four single-letter edits).
    ("Idnetifaible", ["`Identifiable`"]),
  ])
  func aTypoIsToldToCheckTheSpelling(answer: String, accepted: [String]) {
    expectTrue(!AnswerMatcher.matches(answer, acceptedAnswers: accepted))
    expectEqual(AnswerMatcher.nearMiss(answer, acceptedAnswers: accepted), AnswerMatcher.spellingNote)
  }

  @Test(arguments: [
    ("Equatable", ["`Hashable`"]), ("Idntfable", ["`Identifiable`"]), ("let", ["`var`"]),
    ("Sendable protocol", ["`Identifiable`"]), ("actors", ["/actor/"]),
    // "write" has five letters: a short word two letters off may be another word.
    ("copy on wrtie", ["copy on write"]),
  ])
  func otherWrongAnswersGetNoSpellingNote(answer: String, accepted: [String]) {
    expectEqual(AnswerMatcher.nearMiss(answer, acceptedAnswers: accepted), nil)
  }
}
