import DrillKitTesting
import Testing

@testable import swiftdrill

/// `check` fixes glibc's mmap threshold (`HeapThresholds`): the setting must reach glibc,
/// not be skipped because `mallopt` was not found.
@Suite struct HeapThresholdsTests {
  @Test func glibcTakesTheThreshold() {
    #if canImport(Glibc)
      expectTrue(HeapThresholds.fix())
    #else
      expectTrue(!HeapThresholds.fix())
    #endif
  }
}
