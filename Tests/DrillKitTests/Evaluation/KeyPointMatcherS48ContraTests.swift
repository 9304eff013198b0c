import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A denial right before `which` or `who` denies the question it opens (session 48, s48-contra;
/// docs/evaluation.md): "only shows how much memory is used, not which references keep the object
/// alive" says the tool does not show them. Before, the reader took the word for a relative
/// pronoun, closed the denial before it and read the question as said: each claim below was
/// credited by main (`swiftdrill-grading try`). Invented answers, none from the labelled sets.
@Suite struct KeyPointMatcherS48ContraTests {
  /// The point's question denied after what the answer says instead: a contradiction.
  @Test(arguments: [
    (
      "The profiler shows which functions take the most time.",
      "The profiler only shows the total run time, not which functions take the most time."
    ),
    (
      "The crash report names which thread crashed.",
      "The crash report gives the time of the crash, not which thread crashed."
    ),
    (
      "The audit log records who edited the file.",
      "The audit log records the size of the file, not who edited it."
    ),
  ])
  func theDeniedQuestionContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers of the same shape, naming both sides: the point's question said, the other
  /// thing denied, or a relative `which` after a comma: credited, no contradiction.
  @Test(arguments: [
    (
      "The profiler shows which functions take the most time.",
      "The profiler shows which functions take the most time, not just the total run time."
    ),
    (
      "The crash report names which thread crashed.",
      "The crash report names which thread crashed, not only when the crash happened."
    ),
    (
      "The audit log records who edited the file.",
      "The audit log records who edited the file, not just its size."
    ),
    (
      "The audit log records who edited the file.",
      "The audit log records who edited the file, which helps a review."
    ),
    (
      "The profiler shows which functions take the most time.",
      "The profiler lists the slow functions, which take the most time, not the fast ones."
    ),
  ])
  func theOtherSideDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
