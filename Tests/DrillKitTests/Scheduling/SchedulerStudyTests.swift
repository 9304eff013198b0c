import DrillKitTesting
import Testing

@testable import DrillScheduling

@Suite struct SchedulerStudyTests {
  @Test(
    arguments: [
      (false, nil, true), (false, 4, true), (true, 4, true), (true, nil, false),
    ] as [(Bool, UInt64?, Bool)])
  func intervalsAreExactOnlyWithAFixedClockAndNoSeed(fixed: Bool, seed: UInt64?, fuzz: Bool) {
    expectEqual(Scheduler.forStudy(clockIsFixed: fixed, seed: seed).enableFuzzing, fuzz)
  }
}
