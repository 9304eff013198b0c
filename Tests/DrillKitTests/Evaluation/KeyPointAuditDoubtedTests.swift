import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// `check` names the clause the fitted polarity rule doubted when a model Answer does not state its
/// own point for that reason (session 42): "it is never set to nil", whose `it` is the unowned
/// reference of the clause before, may be read as denying the weak point, and the point is then
/// counted as not said. The author is told which clause, and naming its subject again passes.
@Suite struct KeyPointAuditDoubtedTests {
  static func pack(answer: String) -> String {
    """
    ---
    id: doubted
    title: Weak and unowned
    level: intermediate
    kind: verbal
    ---

    # Weak and unowned

    ## Weak versus unowned
    id: weak-vs-unowned

    What is the difference between weak and unowned references?

    ### Answer

    \(answer)

    ### Key points
    - weak references become nil when the object is freed
      - wrong: weak references keep the object alive
    - unowned references are not optional and crash if used after the object is freed
      - wrong: unowned references become nil

    """
  }

  static func problems(answer: String) -> [Diagnostic] {
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    return loader.loadPack(text: pack(answer: answer), path: "doubted.md").diagnostics
  }

  @Test func theDoubtedClauseIsNamedAtThePoint() {
    let problems = Self.problems(
      answer: """
        A weak reference does not keep its object alive and becomes nil when the object is freed, so it \
        must be an optional var. An unowned reference does not keep the object alive either, but it is \
        never set to nil: using it after the object is gone crashes.
        """)
    let weak = problems.first { $0.message.contains("key point 1 of `weak-vs-unowned`") }
    expectEqual(weak?.severity, .error)
    expectEqual(weak?.message.contains("it doubts whether \"it is never set to nil"), true, "\(problems)")
    expectEqual(weak?.message.contains("name that clause's subject again"), true)
  }

  @Test func namingTheSubjectAgainPasses() {
    let problems = Self.problems(
      answer: """
        A weak reference does not keep its object alive and becomes nil when the object is freed, so it \
        must be an optional var. An unowned reference does not keep the object alive either, but an \
        unowned reference is never set to nil: it is not optional, and using it after the object is \
        freed crashes.
        """)
    expectTrue(problems.isEmpty, "\(problems)")
  }

  /// A point the Answer leaves out, with no doubted clause, keeps the plain message.
  @Test func aPointLeftOutKeepsThePlainMessage() {
    let problems = Self.problems(
      answer: "Use unowned when the other object always outlives this one.")
    let weak = problems.first { $0.message.contains("key point 1 of `weak-vs-unowned`") }
    expectEqual(weak?.message.contains("say the point plainly in the Answer"), true, "\(problems)")
    expectEqual(weak?.message.contains("doubts"), false)
  }
}
