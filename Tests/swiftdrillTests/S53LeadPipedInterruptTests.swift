import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Session 53: SIGINT at `answer>` of a quiz whose standard input is a pipe another process holds
/// open never let the quiz end: `Swift.readLine` stayed inside the C library's `getline` and spun
/// on the CPU until killed (found by s53-mend2's helper; session 52's binary did the same). The
/// quiz now waits in `poll` for input (`StandardInputWait`), so Ctrl-C cancels it at once, exit 1.
@Suite(.ownThreads) struct S53LeadPipedInterruptTests {
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  @Test(arguments: [false, true]) func sigintAtAnAnswerPromptOnAnOpenPipeEndsTheQuiz(asLearner: Bool) throws {
    let learner = asLearner && ReliabilityCommand.canRunAsNobody
    if asLearner, !learner { return }
    let home = learner ? DailyLoopLearnerTests.home() : TemporaryHome.make()
    let quiz = try WaitingRun(
      ["quiz", "--id", "basics/nil-coalescing"], home: home, until: "answer>",
      environment: learner ? try ReliabilityCommand.environment(home: home).merging(course) { $1 } : course,
      prefix: learner ? ReliabilityCommand.asNobody : [],
      binary: learner
        ? try ReliabilityCommand.readable().appendingPathComponent(BinaryRun.executable.lastPathComponent)
        : nil)
    try #require(quiz.shown.contains("answer>"), "\(quiz.shown)")
    kill(quiz.process.processIdentifier, SIGINT)
    // The pipe stays open: the quiz must end on the signal alone, not at the end of its input.
    let deadline = Date().addingTimeInterval(10)
    while quiz.process.isRunning, Date() < deadline { usleep(20_000) }
    let ended = !quiz.process.isRunning
    if !ended { kill(quiz.process.processIdentifier, SIGKILL) }
    let rest = quiz.endReadingRest()
    #expect(ended, "still running 10 s after SIGINT: \(quiz.shown)\(rest)")
    expectEqual(quiz.process.terminationStatus, 1, "\(rest)")
    expectContains(rest, "Quiz cancelled.", "\(quiz.shown)\(rest)")
  }

  /// Lines a writer sends together and then waits (the pipe open) are all read: the wait looks at
  /// what the C library already holds before it polls the descriptor.
  @Test func twoLinesSentTogetherAreBothReadWhileThePipeStaysOpen() throws {
    let quiz = try WaitingRun([], home: TemporaryHome.make(), until: "swiftdrill>", environment: course)
    quiz.input.fileHandleForWriting.write(Data("stats\nquit\n".utf8))
    let deadline = Date().addingTimeInterval(20)
    while quiz.process.isRunning, Date() < deadline { usleep(20_000) }
    let ended = !quiz.process.isRunning
    if !ended { kill(quiz.process.processIdentifier, SIGKILL) }
    let rest = quiz.endReadingRest()
    #expect(ended, "the second line was not read: \(quiz.shown)\(rest)")
    expectContains(quiz.shown + rest, "Your progress", "\(quiz.shown)\(rest)")
    expectEqual(quiz.process.terminationStatus, 0)
  }
}
