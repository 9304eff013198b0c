import DrillKitTesting
import Foundation
import Testing

/// Inputs that once trapped the release binary (issue 30): each now ends with a clear
/// message and an ordinary exit status, never a signal.
@Suite(.ownThreads) struct InputCrashEndToEndTests {
  static let crashes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../DrillKitTests/Fixtures/crashes").standardizedFileURL

  /// A process killed by a signal (SIGILL for a Swift trap) reports 128 + the signal here.
  func expectNoTrap(_ run: BinaryRun) {
    expectTrue(run.status < 128, "ended by a signal: \(run.stderr.prefix(400))")
    expectNotContains(run.stderr, "Swift runtime failure")
    expectNotContains(run.stderr, "Backtracing")
  }

  @Test(arguments: ["zip64-huge-compressed-size.apkg", "zip64-ratio-overflow.apkg"])
  func aCraftedZip64PackageIsRefused(name: String) throws {
    let file = Self.crashes.appendingPathComponent(name)
    try #require(FileManager.default.fileExists(atPath: file.path))
    let run = try BinaryRun.run(["import", "--anki", file.path])
    expectNoTrap(run)
    expectTrue(run.status != 0)
    expectTrue(run.stderr.contains("archive") || run.stderr.contains(name), "\(run.stderr)")
  }

  @Test(arguments: ["inf", "nan", "-1", "0", "1e300", "ten"])
  func anUnusableRunTimeoutIsNamed(value: String) throws {
    let run = try BinaryRun.run(["doctor"], environment: ["SWIFTDRILL_RUN_TIMEOUT": value])
    expectNoTrap(run)
    expectContains(
      (run.stdout + run.stderr), "SWIFTDRILL_RUN_TIMEOUT is \"\(value)\"",
      "\(run.stdout)\n\(run.stderr)")
  }

  @Test(arguments: ["--uid", "--gid", "--memory", "--nproc"])
  func anOutOfRangeSandboxNumberIsNamed(option: String) throws {
    let run = try BinaryRun.run(["--sandbox-exec", option, "99999999999999999999", "--", "/bin/true"])
    expectNoTrap(run)
    expectEqual(run.status, 125)
    expectContains(run.stderr, "\(option) \"99999999999999999999\" is not a whole number", "\(run.stderr)")
    let uid = try BinaryRun.run(["--sandbox-exec", "--uid", "99999999999", "--", "/bin/true"])
    expectNoTrap(uid)
    expectEqual(uid.status, 125)
    expectContains(uid.stderr, "--uid \"99999999999\" is not a whole number from 0 to 2147483647")
  }
}
