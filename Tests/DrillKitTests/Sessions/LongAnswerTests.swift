import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions
@testable import DrillSupport

/// Session 44's tryout: a pasted megabyte without a full stop held the grader for minutes and was
/// stored whole. The first `answerLimit` characters are graded and kept, and the screen says so.
@Suite struct LongAnswerTests {
  @Test func aHugeAnswerIsCutToTheLimitAndSaysSo() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let words = ["copied", "on", "assignment", "no", "shared", "state", "structs", "are", "the"]
    var generator = SeededGenerator(seed: 7)
    var huge = ""
    while huge.utf8.count < 1_048_576 {
      huge += words[Int(generator.next() % UInt64(words.count))] + " "
    }
    huge = String(huge.prefix(1_048_576))
    let (context, console) = SessionFixtures.context(lines: [huge, "3"], store: store)
    var asker = QuestionAsker(context: context)
    let started = Date()
    guard case .answered = asker.ask(SessionFixtures.explain("e1")) else {
      Issue.record("not answered")
      return
    }
    expectContains(
      console.transcript, "Your answer is 1,048,576 characters; the first 10,000 are graded and kept.")
    let stored = try #require(try store.transfer.reviewExportRows().first?.answer)
    expectEqual(stored.count, QuestionAsker.answerLimit)
    // The cut answer is graded at once (a debug build under load: generous).
    expectTrue(Date().timeIntervalSince(started) < 20, "\(Date().timeIntervalSince(started)) s")
  }

  @Test func aLongRealAnswerIsKeptWhole() {
    let (context, console) = SessionFixtures.context(
      lines: [String(repeating: "Structs are copied on assignment. ", count: 200), "3"], store: nil)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(SessionFixtures.explain("e1"))
    expectNotContains(console.transcript, "are graded and kept")
  }

  @Test func numbersAreGroupedByThousands() {
    expectEqual(1_048_576.groupedDigits, "1,048,576")
    expectEqual(10_000.groupedDigits, "10,000")
    expectEqual(999.groupedDigits, "999")
  }
}
