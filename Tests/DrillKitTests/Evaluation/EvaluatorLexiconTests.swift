import DrillKitTesting
import Synchronization
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// The grading lexicon is read when the first explain answer is graded, once (issue 29:
/// reading it at every session start was two thirds of a quiz's time to its first prompt).
@Suite struct EvaluatorLexiconTests {
  static let explain = Question(
    localID: "why", packID: "fixture", title: "Explain value types", prompt: "Why copy?",
    answer: "Structs are copied on assignment.", keyPoints: ["copied on assignment"])
  static let short = Question(
    localID: "yes", packID: "fixture", title: "Type it", prompt: "Say `yes`.", accept: ["yes"])

  final class Counter: Sendable {
    let count = Mutex(0)
  }

  @Test func theLexiconIsReadOnlyWhenAnExplainAnswerIsGraded() {
    let loads = Counter()
    let evaluator = Evaluator(
      makingRunner: { nil },
      loadingLexicon: {
        loads.count.withLock { $0 += 1 }
        return GradingLexicon()
      })
    expectTrue(evaluator.evaluate(Self.short, Response(text: "yes")).correct)
    expectEqual(loads.count.withLock { $0 }, 0)
    let first = evaluator.evaluate(Self.explain, Response(text: "a struct is copied on assignment"))
    expectEqual(loads.count.withLock { $0 }, 1)
    let second = evaluator.evaluate(Self.explain, Response(text: "a struct is copied on assignment"))
    expectEqual(loads.count.withLock { $0 }, 1)
    expectEqual(first.feedback.summary, second.feedback.summary)
    expectContains(first.feedback.summary, "1 of 1", "\(first.feedback.summary)")
  }
}
