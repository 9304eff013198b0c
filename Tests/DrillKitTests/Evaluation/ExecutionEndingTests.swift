import DrillEvaluation
import DrillKitTesting
import Testing

/// How a run's ending reads (issue 28): a run stopped by the time limit names the limit.
@Suite struct ExecutionEndingTests {
  @Test(arguments: [
    (Duration.seconds(10), "stopped after the 10 s limit"),
    (.milliseconds(800), "stopped after the 0.8 s limit"),
    (.seconds(120), "stopped after the 2 min limit"),
  ])
  func aTimedOutRunNamesItsLimit(limit: Duration, expected: String) {
    var execution = Execution(exitStatus: nil, signal: 9, stdout: "", stderr: "", timedOut: true)
    execution.timeLimit = limit
    expectEqual(execution.ending, expected)
  }

  @Test func aLimitNotKnownIsStillATimeLimit() {
    let execution = Execution(exitStatus: nil, signal: 9, stdout: "", stderr: "", timedOut: true)
    expectEqual(execution.ending, "time limit")
  }

  @Test func otherEndingsAreUnchanged() {
    var execution = Execution(exitStatus: 1, signal: nil, stdout: "", stderr: "")
    execution.timeLimit = .seconds(10)
    expectEqual(execution.ending, "exit status 1")
  }
}
