import DrillKitTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SandboxEndToEndTests` as root: the program drops to `nobody` under
/// bubblewrap and under the forced fallback.
@Suite(.ownThreads, .serialized, .enabled(if: geteuid() == 0, "the root modes need the tests to run as root"))
struct SandboxRootEndToEndTests {
  static let rootModes = [SandboxEndToEndTests.Mode.root, .rootFallback]

  @Test(arguments: rootModes)
  func hostileCodeIsConfined(mode: SandboxEndToEndTests.Mode) throws {
    try SandboxEndToEndTests.hostileCodeIsConfined(mode)
  }

  @Test(arguments: rootModes)
  func aCompileBombIsStoppedWithItsCompiler(mode: SandboxEndToEndTests.Mode) throws {
    try SandboxEndToEndTests.aCompileBombIsStoppedWithItsCompiler(mode)
  }

  @Test(arguments: rootModes)
  func ctrlCStopsTheCompilerAtOnce(mode: SandboxEndToEndTests.Mode) throws {
    try SandboxEndToEndTests.ctrlCStopsTheCompilerAtOnce(mode)
  }

  @Test(arguments: rootModes)
  func killingSwiftDrillLeavesNothingRunning(mode: SandboxEndToEndTests.Mode) throws {
    try SandboxEndToEndTests.killingSwiftDrillLeavesNothingRunning(mode)
  }
}
