import DrillKitTesting
import DrillSupport
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions

/// The grading fuzz targets of session 49 (`make fuzz`: `spoken-answer`, `typed-answer`,
/// `grading-lexicon`) and what they found, each as its smallest text through the public grading
/// path. The saved inputs themselves are replayed by `FuzzRegressionTests`.
@Suite struct GradingFuzzTests {
  /// The fuzzers cut an answer where the app does (`QuestionAsker.capped`), so what they time
  /// is what a learner waits for.
  @Test func theFuzzersCutAnAnswerWhereTheAppDoes() {
    expectEqual(FuzzInput.answerLimit, QuestionAsker.answerLimit)
    expectEqual(FuzzInput.answerByteLimit, QuestionAsker.answerByteLimit)
  }

  /// Accents stacked on one letter are one character: 150,000 of them (300 KB) passed the cut to
  /// 10,000 characters whole, and grading them took about a second a key point (4.4 s for the
  /// fuzzer's four questions; 15 s through AnswerMatcher's nine accepted forms, debug build). The
  /// answer is cut to 40,000 bytes at a scalar, stored so, and the screen says so.
  @Test func stackedMarksAreCutToTheByteLimitAndSaySo() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let stacked = "a" + String(repeating: "\u{301}", count: 150_000)
    let (context, console) = SessionFixtures.context(lines: [stacked, "3"], store: store)
    var asker = QuestionAsker(context: context)
    let started = Date()
    guard case .answered = asker.ask(SessionFixtures.explain("e1")) else {
      Issue.record("not answered")
      return
    }
    expectContains(console.transcript, "Your answer is 300,001 bytes; the first 40,000 are graded and kept.")
    let stored = try #require(try store.transfer.reviewExportRows().first?.answer)
    expectEqual(stored.utf8.count, 39_999)
    expectTrue(stored.unicodeScalars.allSatisfy { $0 == "a" || $0 == "\u{301}" })
    // Graded at once (a debug build under load: generous; 300 KB took seconds before the cut).
    expectTrue(Date().timeIntervalSince(started) < 20, "\(Date().timeIntervalSince(started)) s")
  }

  /// An answer cut off after a comma and a determiner ("…, the") trapped in the comma-splice
  /// reader (`opensStatement`: a range past its end) when the clause before the comma credited a
  /// point, and the trap ended the session. Found by `spoken-answer` with the dictionary; the
  /// saved input is `spoken-answer-splice-ending-determiner.bin`.
  @Test(arguments: [
    "A non-optional type can never hold nil, the",
    "A non-optional type can never hold nil, an",
    "A non-optional type can never hold nil, the the",
  ])
  func anAnswerEndingInADeterminerAfterACommaIsGraded(text: String) {
    let question = Question(
      localID: "optional", packID: "fuzz", title: "Optionals", prompt: "What is an optional?",
      keyPoints: ["Non-optional types can never hold `nil`", "Replaces null pointers and sentinel values"])
    let outcome = Evaluator(lexicon: .bundled).evaluate(question, Response(text: text))
    expectEqual(outcome.feedback.keyPoints.map(\.credited), [true, false])
  }

  /// A cut by bytes keeps whole scalars: never half of a two-byte accent.
  @Test func theByteCutEndsAtAScalar() {
    expectEqual(AnswerCut.prefix("a\u{301}\u{301}", bytes: 4), "a\u{301}")
    expectEqual(AnswerCut.prefix("a\u{301}\u{301}", bytes: 5), "a\u{301}\u{301}")
    expectEqual(AnswerCut.prefix("", bytes: 4), "")
  }

  /// Ten thousand characters of a script of three bytes each (30,000 bytes) are under the byte
  /// limit: only the character cut applies to a real answer.
  @Test func aRealAnswerInAnotherScriptIsNotCutByBytes() {
    let (context, console) = SessionFixtures.context(
      lines: [String(repeating: "値型はコピーされる。", count: 1_000), "3"], store: nil)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(SessionFixtures.explain("e1"))
    expectNotContains(console.transcript, "bytes; the first")
    expectNotContains(console.transcript, "are graded and kept")
  }
}
