import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillScheduling
@testable import DrillSupport

@Suite(.ownThreads) struct EvaluatorTests {
  static let single = Question(
    localID: "q", packID: "p", title: "One", time: 30, shuffle: false, prompt: "Pick",
    choices: [
      Choice(text: "struct", correct: false), Choice(text: "class", correct: true),
      Choice(text: "enum", correct: false),
    ])
  static let multiple = Question(
    localID: "m", packID: "p", title: "All", shuffle: false, prompt: "Pick all",
    choices: [
      Choice(text: "Int", correct: true), Choice(text: "String", correct: true),
      Choice(text: "NSObject", correct: false), Choice(text: "Array", correct: true),
    ])

  struct ChoiceCase: Sendable, CustomTestStringConvertible {
    var question: Question
    var text: String
    var credit: Double
    var correct: Bool
    var testDescription: String { "\(question.localID): \(text)" }
  }

  @Test(arguments: [
    ChoiceCase(question: single, text: "b", credit: 1, correct: true),
    ChoiceCase(question: single, text: " B ", credit: 1, correct: true),
    ChoiceCase(question: single, text: "2", credit: 1, correct: true),
    ChoiceCase(question: single, text: "a", credit: 0, correct: false),
    ChoiceCase(question: multiple, text: "a b d", credit: 1, correct: true),
    ChoiceCase(question: multiple, text: "d,a, b", credit: 1, correct: true),
    ChoiceCase(question: multiple, text: "abd", credit: 1, correct: true),
    ChoiceCase(question: multiple, text: "a b", credit: 2.0 / 3, correct: false),
    ChoiceCase(question: multiple, text: "a b c", credit: 1.0 / 3, correct: false),
    ChoiceCase(question: multiple, text: "a c", credit: 0, correct: false),
    ChoiceCase(question: multiple, text: "c", credit: 0, correct: false),
    // Typed as shown ("b)"), or "(b)", "b.", "2." (session 43's tryout: "c)" was refused).
    ChoiceCase(question: single, text: "b)", credit: 1, correct: true),
    ChoiceCase(question: single, text: "(b)", credit: 1, correct: true),
    ChoiceCase(question: single, text: "2.", credit: 1, correct: true),
    ChoiceCase(question: multiple, text: "a) b) d)", credit: 1, correct: true),
  ])
  func scoresChoices(testCase: ChoiceCase) {
    let outcome = Evaluator(lexicon: .bundled).evaluate(testCase.question, Response(text: testCase.text))
    expectTrue(outcome.understood)
    expectTrue(abs(outcome.credit - testCase.credit) < 1e-9)
    expectEqual(outcome.correct, testCase.correct)
    expectEqual(outcome.rating, (testCase.correct ? .good : .again))
  }

  @Test(arguments: ["d", "5", "0", "b c", "", "?", ")", "()", "d)"])
  func doesNotCountInputThatPicksNothingValid(text: String) {
    let outcome = Evaluator(lexicon: .bundled).evaluate(Self.single, Response(text: text))
    expectTrue(!outcome.understood)
    expectContains(outcome.feedback.summary, "a to c")
  }

  @Test func readsLettersInTheShownOrder() {
    let shown = ChoicePresentation(order: [2, 1, 0])
    let outcome = Evaluator(lexicon: .bundled).evaluate(Self.single, Response(text: "b", presentation: shown))
    expectTrue(outcome.correct)
    expectEqual(outcome.feedback.expected, "b) class")
    expectTrue(
      !Evaluator(lexicon: .bundled).evaluate(Self.single, Response(text: "c", presentation: shown)).correct)
  }

  @Test func shufflesReproduciblyUnlessTheQuestionSaysNot() {
    var shuffled = Self.multiple
    shuffled.shuffle = true
    var first = SeededGenerator(seed: 7)
    var second = SeededGenerator(seed: 7)
    let one = ChoicePresentation(question: shuffled, generator: &first)
    expectEqual(one, ChoicePresentation(question: shuffled, generator: &second))
    expectEqual(one.order.sorted(), [0, 1, 2, 3])
    var generator = SeededGenerator(seed: 7)
    expectEqual(ChoicePresentation(question: Self.multiple, generator: &generator).order, [0, 1, 2, 3])
  }

  @Test func reportsPartialChoicesInTheSummary() {
    let outcome = Evaluator(lexicon: .bundled).evaluate(Self.multiple, Response(text: "a c"))
    expectEqual(outcome.feedback.summary, "Not quite: 1 of 3 right choices, 1 wrong pick.")
  }

  struct RatingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var hints: Int
    var seconds: Double?
    var rating: Rating
    var testDescription: String { name }
  }

  @Test(arguments: [
    RatingCase(name: "right", text: "b", hints: 0, seconds: 10, rating: .good),
    RatingCase(name: "right after a hint", text: "b", hints: 1, seconds: 10, rating: .hard),
    RatingCase(name: "right but slow", text: "b", hints: 0, seconds: 45, rating: .hard),
    RatingCase(name: "wrong", text: "a", hints: 0, seconds: 5, rating: .again),
    RatingCase(name: "wrong after a hint", text: "a", hints: 2, seconds: 5, rating: .again),
  ])
  func ratesByCorrectnessHintsAndTime(testCase: RatingCase) {
    let response = Response(text: testCase.text, hintsUsed: testCase.hints, elapsedSeconds: testCase.seconds)
    expectEqual(Evaluator(lexicon: .bundled).evaluate(Self.single, response).rating, testCase.rating)
  }

  static let short = Question(
    localID: "s", packID: "p", title: "Range", prompt: "Which range?", accept: ["`0..<5`", "/half[- ]open/"])

  @Test(arguments: [
    ("0 ..< 5", true), ("half open", true), ("Half-Open", true), ("0...4", false), ("", false),
  ])
  func matchesShortAnswers(text: String, correct: Bool) {
    let outcome = Evaluator(lexicon: .bundled).evaluate(Self.short, Response(text: text))
    expectEqual(outcome.correct, correct)
    expectEqual(outcome.feedback.expected, "0..<5")
  }

  @Test func acceptsTheLearnersOwnAcceptedAnswers() {
    let response = Response(
      text: "stride(from: 0, to: 5, by: 1)", personalAccepts: ["stride(from: 0, to: 5, by: 1)"])
    expectTrue(Evaluator(lexicon: .bundled).evaluate(Self.short, response).correct)
  }

  static let output = Question(
    localID: "o", packID: "p", title: "Print", prompt: "What prints?", output: "1 2\n3\n")

  @Test(arguments: [
    ("1 2\n3", true), ("1 2  \n3\n", true), ("1  2 \n 3\n", false), ("1 2 3", false), ("1 2\n4", false),
  ])
  func matchesOutputAsPrinted(text: String, correct: Bool) {
    expectEqual(Evaluator(lexicon: .bundled).evaluate(Self.output, Response(text: text)).correct, correct)
  }

  @Test(arguments: [("1 2\n3", true), ("1  2 \n 3\n", true), ("1 2 3", true), ("1 2\n4", false)])
  func matchesOutputLooselyWithCompareLoose(text: String, correct: Bool) {
    var question = Self.output
    question.compare = .loose
    expectEqual(Evaluator(lexicon: .bundled).evaluate(question, Response(text: text)).correct, correct)
  }

  @Test func aWrongOutputAnswerCarriesALineDiff() throws {
    let outcome = Evaluator(lexicon: .bundled).evaluate(Self.output, Response(text: "1 2\n4\n5"))
    let diff = try #require(outcome.feedback.lineDiff)
    expectEqual(
      diff.lines,
      [
        LineDiff.Line(change: .same, text: "1 2"), LineDiff.Line(change: .expected, text: "3"),
        LineDiff.Line(change: .yours, text: "4"), LineDiff.Line(change: .yours, text: "5"),
      ])
    expectTrue(
      Evaluator(lexicon: .bundled).evaluate(Self.output, Response(text: "1 2\n3")).feedback.lineDiff == nil)
  }

  static let explain = Question(
    localID: "e", packID: "p", title: "Why", kind: .verbal, prompt: "Explain value types.",
    answer: "Copies.", keyPoints: ["Structs are copied on assignment", "Classes share references"])

  @Test func explainUsesTheLearnersRatingAndReportsKeyPoints() {
    let response = Response(text: "Assigning a struct copies it.", selfRating: .easy)
    let outcome = Evaluator(lexicon: .bundled).evaluate(Self.explain, response)
    expectEqual(outcome.rating, .easy)
    expectTrue(outcome.correct)
    expectEqual(outcome.feedback.keyPoints.map(\.touched), [true, false])
    expectEqual(outcome.feedback.summary, "You touched 1 of 2 key points.")
    expectEqual(outcome.feedback.expected, "Copies.")
    expectEqual(
      Evaluator(lexicon: .bundled).evaluate(Self.explain, Response(text: "x", selfRating: .again)).credit, 0)
  }

  @Test func explainSuggestsARatingBeforeTheLearnerRates() {
    expectEqual(Evaluator(lexicon: .bundled).evaluate(Self.explain, Response(text: "no idea")).rating, .again)
    expectEqual(
      Evaluator(lexicon: .bundled).evaluate(Self.explain, Response(text: "structs are copied on assignment"))
        .rating, .hard)
  }
}

@Suite(.ownThreads) struct EvaluatorCodeTests {
  static let question = Question(
    localID: "c", packID: "p", title: "Double", prompt: "Write `double`.",
    tests: "precondition(double(3) == 6, \"double(3) should be 6\")\nprint(\"passed\")",
    answer: "func double(_ n: Int) -> Int { n * 2 }")

  static func evaluator() throws -> Evaluator {
    Evaluator(
      runner: try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil), lexicon: .bundled)
  }

  @Test func creditsCodeThatPassesItsTests() throws {
    let outcome = try Self.evaluator().evaluate(
      Self.question, Response(text: "func double(_ n: Int) -> Int {\n  n + n\n}"))
    expectTrue(outcome.correct)
    expectEqual(outcome.credit, 1)
    expectEqual(outcome.rating, .good)
  }

  @Test func reportsCompileErrorsAtTheLearnersLines() throws {
    let outcome = try Self.evaluator().evaluate(
      Self.question, Response(text: "// my answer\nfunc double(_ n: Int) -> Int {\n  return \"six\"\n}"))
    expectTrue(!outcome.correct)
    expectEqual(outcome.rating, .again)
    expectEqual(outcome.feedback.summary, "Your code does not compile.")
    expectEqual(outcome.feedback.details.first?.hasPrefix("your code:3:10: error:"), true)
  }

  @Test func reportsFailingTests() throws {
    let outcome = try Self.evaluator().evaluate(
      Self.question, Response(text: "func double(_ n: Int) -> Int { n }"))
    expectTrue(!outcome.correct)
    expectEqual(outcome.feedback.summary, "The tests did not pass (trap).")
    expectContains(outcome.feedback.details.joined(), "double(3) should be 6")
  }

  @Test func aFailedExpectSaysWhatWasCheckedExpectedAndGot() throws {
    var question = Self.question
    question.tests = "expect(double(3), 6, \"double(3)\")\nexpect(double(0), 0, \"double(0)\")"
    let outcome = try Self.evaluator().evaluate(
      question, Response(text: "func double(_ n: Int) -> Int { n + 1 }"))
    expectTrue(!outcome.correct)
    expectEqual(outcome.feedback.summary, "A test failed.")
    expectEqual(
      outcome.feedback.details,
      [
        "Check failed: double(3)", "  expected: 6", "  got:      4",
        "  the test: Tests, line 1: expect(double(3), 6, \"double(3)\")",
      ])
    let right = try Self.evaluator().evaluate(
      question, Response(text: "func double(_ n: Int) -> Int { n * 2 }"))
    expectTrue(right.correct)
  }

  @Test func aFailedTestShowsItsSourceLine() throws {
    var question = Self.question
    question.tests = "expect(double(0), 0, \"double(0)\")\n  expect(double(5) > 9, \"double(5) > 9\")\n"
    let outcome = try Self.evaluator().evaluate(
      question, Response(text: "func double(_ n: Int) -> Int { n }"))
    expectTrue(!outcome.correct)
    expectEqual(
      outcome.feedback.details.last, "  the test: Tests, line 2: expect(double(5) > 9, \"double(5) > 9\")")
    expectEqual(
      TestsStatement(startingAt: 2, in: question.tests ?? "")?.lines,
      [
        "expect(double(5) > 9, \"double(5) > 9\")"
      ])
    expectTrue(TestsStatement(startingAt: 3, in: question.tests ?? "") == nil)
    expectTrue(TestsStatement(startingAt: 0, in: question.tests ?? "") == nil)
  }

  /// A check `swift format` broke over several lines is shown whole, not as a lone `expect(`.
  @Test func aFailedTestOverSeveralLinesShowsTheWholeStatement() throws {
    var question = Self.question
    question.tests = """
      expect(double(0), 0, "double(0)")
      expect(
        double(5), 10,
        "double(5) (\\\")\\\" stays in its string)")
      expect(double(1), 2, "double(1)")
      """
    let outcome = try Self.evaluator().evaluate(
      question, Response(text: "func double(_ n: Int) -> Int { n == 5 ? 9 : n * 2 }"))
    expectTrue(!outcome.correct)
    expectEqual(
      Array(outcome.feedback.details.suffix(4)),
      [
        "  the test: Tests, lines 2–4:", "    expect(", "      double(5), 10,",
        "      \"double(5) (\\\")\\\" stays in its string)\")",
      ], "\(outcome.feedback.details)")
  }

  @Test func aStatementIsCutAfterEightLinesAndCommentsDoNotCount() {
    let open = TestsStatement(
      startingAt: 1, in: (["f("] + Array(repeating: "  1,", count: 12)).joined(separator: "\n"))
    expectEqual(open?.lines.count, 9)
    expectEqual(open?.lines.last, "…")
    expectEqual(open?.lastLine, 8)
    let commented = TestsStatement(
      startingAt: 1, in: "expect(a, 1, \"a\") // (not a bracket\nexpect(b, 2, \"b\")")
    expectEqual(commented?.lines, ["expect(a, 1, \"a\") // (not a bracket"])
    let multiline = TestsStatement(
      startingAt: 1, in: "expect(text, \"\"\"\n  ) still text\n  \"\"\", \"text\")\nexpect(b, 2, \"b\")")
    expectEqual(multiline?.lines.count, 3)
  }

  @Test func aFailedPreconditionNamesTheTestsNotTheCompilersFile() {
    expectEqual(
      Evaluator.learnerTerms("Learner/main.swift:3: Precondition failed: by length"),
      "Tests, line 3: check failed: by length")
    expectEqual(Evaluator.learnerTerms("nothing to change"), "nothing to change")
  }

  @Test func cannotScoreCodeWithoutARunner() {
    expectTrue(!Evaluator(lexicon: .bundled).evaluate(Self.question, Response(text: "x")).understood)
  }
}
