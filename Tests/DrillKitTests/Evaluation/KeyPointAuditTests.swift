import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// `check`: a model Answer must state its own key points, and a `wrong:` line must not be credited.
@Suite struct KeyPointAuditTests {
  static func problems(answer: String, wrong: String = "unowned becomes nil") -> [Diagnostic] {
    let text = KeyPointNotesTests.pack
      .replacingOccurrences(of: "A weak reference becomes nil when the object is freed.", with: answer)
      .replacingOccurrences(of: "wrong: unowned becomes nil", with: "wrong: \(wrong)")
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    return loader.loadPack(text: text, path: "notes.md").diagnostics
  }

  @Test func anAnswerStatingEveryPointPasses() {
    let problems = Self.problems(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.")
    expectTrue(problems.isEmpty, "\(problems)")
  }

  @Test func aPointTheAnswerDoesNotStateIsAnErrorAtItsLine() {
    let problems = Self.problems(answer: "A weak reference becomes nil when the object is freed.")
    expectEqual(problems.count, 1)
    expectEqual(problems.first?.severity, .error)
    expectEqual(problems.first?.location.line, 18)
    expectEqual(problems.first?.message.contains("key point 2 of `weak`"), true)
  }

  /// The audit reads the Answer as a learner's answer is read, with each point's `also:` lines:
  /// an `also:` line the Answer says states the point, one it does not say changes nothing, and
  /// the message says so (session 43's tryout: a learner's `- also: …` left the error as it was,
  /// and the advice, "in the Answer's words", disagreed with docs/authoring.md).
  @Test func anAlsoLineCountsOnlyWhereTheAnswerSaysIt() {
    // An Answer whose first clause says nothing of point 1 (a stand-in for "in other words").
    func problems(also: String) -> [Diagnostic] {
      let text = KeyPointNotesTests.pack
        .replacingOccurrences(
          of: "A weak reference becomes nil when the object is freed.",
          with: "Swift has classes, and weak does not keep the object alive."
        )
        .replacingOccurrences(of: "  - also: a weak var is zeroed on deallocation\n", with: also)
      var loader = ContentLoader()
      loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
      return loader.loadPack(text: text, path: "notes.md").diagnostics
    }
    // An `also:` line the Answer says is the point for the audit.
    let said = problems(also: "  - also: swift has classes\n")
    expectTrue(said.isEmpty, "\(said)")
    // None, or a true one the Answer does not say: the same error, which says what counts.
    for also in ["", "  - also: a weak var is zeroed on deallocation\n"] {
      let missed = problems(also: also)
      expectEqual(missed.count, 1, "\(also): \(missed)")
      let message = missed.first?.message ?? ""
      expectContains(message, "key point 1 of `weak`")
      expectContains(message, "saying what a clause of the Answer says")
      expectContains(message, "an `also:` line counts only where the Answer says it")
      expectNotContains(message, "in the Answer's words")
    }
  }

  @Test func aQuestionWithoutNotesIsAuditedToo() {
    // No `also:`/`wrong:` line anywhere: the problem is still reported at the point's line.
    let text = KeyPointNotesTests.pack
      .replacingOccurrences(of: "  - also: a weak var is zeroed on deallocation\n", with: "")
      .replacingOccurrences(of: "  - wrong: unowned becomes nil\n", with: "")
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    let problems = loader.loadPack(text: text, path: "notes.md").diagnostics
    expectEqual(problems.count, 1, "\(problems)")
    expectEqual(problems.first?.message.contains("key point 2 of `weak`"), true)
    expectEqual(problems.first?.location.line, 16)
  }

  /// Session 46's tryout (finding 4): in a JSON pack the advice named Markdown's `- also: …` and the
  /// problem was at the question's `{`. It names the JSON form, at the point's value in `keyPoints`.
  @Test(arguments: [false, true])
  func aJSONPacksPointIsToldInJSONAtItsValue(withNotes: Bool) {
    let second =
      withNotes
      ? #"{"point": "Weak does not keep the object alive.", "also": ["weak is zeroed"]}"#
      : #""Weak does not keep the object alive.""#
    let json = """
      {"id": "notes", "title": "Notes", "kind": "verbal", "questions": [
        {
          "id": "weak", "title": "What does weak do?", "prompt": "Explain weak.",
          "answer": "A weak reference becomes nil when the object is freed.",
          "keyPoints": [
            "A weak reference becomes nil when the object is freed.",
            \(second)
          ]
        }
      ]}
      """
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    let problems = loader.loadPack(text: json, path: "notes.json").diagnostics
    expectEqual(problems.count, 1, "\(problems)")
    let message = problems.first?.message ?? ""
    expectContains(message, "key point 2 of `weak`")
    expectContains(message, #"{"point": "…", "also": ["…"]}"#)
    expectNotContains(message, "- also:")
    expectEqual(problems.first?.location.line, 7)
  }

  /// The Answer is Markdown wrapped at about 78 columns: a clause that runs over a line break,
  /// a sentence closed inside `**…**`, and a code block's output are read as a reader says them.
  @Test func aWrappedAnswerIsReadAsProse() {
    let wrapped = Self.problems(
      answer:
        "A weak reference becomes nil\nwhen the object is freed, and weak does not keep\nthe object alive.")
    expectTrue(wrapped.isEmpty, "\(wrapped)")
    let emphasised = Self.problems(
      answer:
        "**A weak reference becomes nil when the object is freed.** Weak does not keep the object alive.")
    expectTrue(emphasised.isEmpty, "\(emphasised)")
    let code = Self.problems(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.\n\n"
        + "```swift\nweak var keepsAlive = object // keeps the object alive\n```")
    expectTrue(code.isEmpty, "\(code)")
    // Still judged: the same wrapped Answer without the second point misses it.
    let missing = Self.problems(answer: "A weak reference becomes nil\nwhen the object is freed.")
    expectEqual(missing.count, 1, "\(missing)")
  }

  @Test func aPointTheAnswerContradictsIsAnError() {
    let problems = Self.problems(
      answer: "A weak reference becomes nil when the object is freed. Weak keeps the object alive.")
    expectTrue(problems.map(\.message).contains { $0.contains("contradicted by the model Answer") })
  }

  @Test func aWrongLineThatWouldBeCreditedIsAnError() {
    let problems = Self.problems(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.",
      wrong: "weak references become nil once the object is deallocated")
    expectTrue(problems.map(\.message).contains { $0.contains("`wrong:` line") })
    // At the `wrong:` line, not at its point's (line 15): session 47's tryout, finding 32.
    expectEqual(problems.first.map { [$0.location.line, $0.location.column] }, [17, 5])
  }

  /// Session 44's tryout: the advice named the grading lexicon's `opposite:` and `rival:` lines,
  /// which a pack author cannot see or edit. It says what to write in their own pack.
  @Test func aCreditedWrongLineIsToldWhatToWriteInTheAuthorsOwnWords() throws {
    let problems = Self.problems(
      answer:
        "A weak reference becomes nil when the object is freed, and weak does not keep the object alive.",
      wrong: "weak references become nil once the object is deallocated")
    let message = try #require(problems.map(\.message).first { $0.contains("`wrong:` line") })
    expectContains(message, "say what is wrong in other words")
    expectContains(message, "`unowned becomes nil`")
    expectContains(message, "docs/authoring.md")
    expectNotContains(message, "lexicon")
    expectNotContains(message, "`rival:`")
  }

  /// A `wrong:` line said alone that the matcher reads as saying nothing warns the learner of
  /// nothing: a warning at the `wrong:` line (a line heard as the opposite passes).
  @Test func aWrongLineNotHeardAloneIsAWarning() {
    let answer =
      "A weak reference becomes nil when the object is freed, and weak does not keep the object alive."
    let unheard = Self.problems(answer: answer, wrong: "unowned is safe to use anywhere")
    expectEqual(unheard.map(\.severity), [.warning], "\(unheard)")
    expectEqual(unheard.first?.location.line, 17)
    expectEqual(unheard.first?.message.contains("said alone, is not heard"), true)
    let heard = Self.problems(answer: answer, wrong: "unowned becomes nil")
    expectTrue(heard.isEmpty, "\(heard)")
  }

  /// Session 47's tryout (finding 33): `check` called a `wrong:` line "credited as the point" (graded
  /// against its point alone, without the point's `wrong:` lines) that the app, grading the line as a
  /// learner's whole answer, tells "you said the opposite". The audit grades it as the app does.
  @Test func aWrongLineTheAppHearsAsTheOppositePasses() throws {
    let pack = """
      ---
      id: netpack
      title: Net pack
      level: intermediate
      ---

      ## Why doubles
      id: why-doubles
      kind: verbal

      Why do tests of networking code use test doubles instead of the real network?

      ### Answer
      Doubles make tests deterministic: the same input gives the same result on every
      run, whatever the network does.

      ### Key points
      - doubles make tests deterministic
        - also: the same input gives the same result on every run
        - wrong: a double gives a different result on every run

      """
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    let library = loader.loadPack(text: pack, path: "netpack.md")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
    let question = try #require(library.questions.first)
    let heard = Evaluator.keyPointChecks(
      of: question, answer: "A double gives a different result on every run.", lexicon: .bundled)
    expectTrue(heard[0].contradicted, "\(heard)")
  }
}
