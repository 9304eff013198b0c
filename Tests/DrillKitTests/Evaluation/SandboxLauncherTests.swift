import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillSupport

@Suite(.ownThreads) struct SandboxLauncherTests {
  @Test func optionsRoundTripThroughArguments() throws {
    var options = SandboxLauncher.Options()
    options.landlock = true
    options.seccomp = true
    options.readPaths = ["/usr", "/opt/swift"]
    options.writePaths = ["/tmp/work"]
    options.uid = 65534
    options.gid = 65534
    options.memory = 1 << 30
    options.fileSize = 1 << 20
    options.processes = 80
    options.command = ["/tmp/work/program", "--flag"]
    let parsed = try #require(SandboxLauncher.Options(parsing: options.arguments))
    expectEqual(parsed, options)
  }

  @Test(arguments: [
    [String](), ["--read"], ["--", "relative"], ["--memory", "lots", "--", "/bin/true"], ["--bogus"],
  ])
  func badArgumentsAreRefused(arguments: [String]) {
    expectTrue(SandboxLauncher.Options(parsing: arguments) == nil)
  }

  @Test(arguments: [
    (
      ["--uid", "99999999999", "--", "/bin/true"],
      "--uid \"99999999999\" is not a whole number from 0 to 2147483647"
    ),
    (["--gid", "-2", "--", "/bin/true"], "--gid \"-2\" is not a whole number from 0 to 2147483647"),
    (
      ["--memory", "0", "--", "/bin/true"],
      "--memory \"0\" is not a whole number from 1 to 9223372036854775807"
    ),
    (
      ["--nofile", "1e9", "--", "/bin/true"],
      "--nofile \"1e9\" is not a whole number from 1 to 9223372036854775807"
    ),
    (["--nproc"], "--nproc needs a value"),
    (["--", "bin/true"], "the program after -- must be an absolute path"),
  ])
  func outOfRangeNumbersAreNamed(arguments: [String], message: String) {
    #expect(throws: SandboxLauncher.Options.BadArguments(message: message)) {
      try SandboxLauncher.Options(validating: arguments)
    }
  }

  @Test func theLargestIDsAreAccepted() throws {
    let options = try SandboxLauncher.Options(validating: [
      "--uid", "2147483647", "--gid", "0", "--", "/bin/true",
    ])
    expectEqual(options.uid, Int32.max)
    expectEqual(options.gid, 0)
  }

  @Test func requestedModes() {
    expectEqual(SandboxMode.requested("fallback"), .landlock)
    expectEqual(SandboxMode.requested("none"), SandboxMode.none)
    expectEqual(SandboxMode.requested("bwrap"), .bubblewrap)
    expectTrue(SandboxMode.requested(nil) == nil)
    expectTrue(SandboxMode.requested("auto") == nil)
  }
}

@Suite(.ownThreads) struct PrivateFilesTests {
  @Test func foldersAre0700AndFilesTightenedTo0600() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-private-\(UUID())")
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("data")
    try PrivateFiles.createFolder(folder)
    let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
    expectEqual(folderMode, 0o700)
    let file = folder.appendingPathComponent("store")
    try Data("x".utf8).write(to: file)
    chmod(file.path, 0o644)
    PrivateFiles.tighten(file.path)
    let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    expectEqual(fileMode, 0o600)
  }
}

/// The limits read from the environment are range-checked before arithmetic (issue 30:
/// `SWIFTDRILL_RUN_TIMEOUT=inf` trapped converting infinity to an `Int`).
@Suite(.ownThreads) struct CodeRunnerSettingTests {
  @Test(arguments: ["inf", "-inf", "nan", "0", "-3", "1e300", "86400.5", "ten", " 5"])
  func anUnusableTimeoutIsAnError(text: String) {
    #expect(
      throws: CodeRunnerError.invalidSetting(
        name: "SWIFTDRILL_RUN_TIMEOUT", value: text, expected: "a number of seconds above 0 and at most 86400"
      )
    ) {
      try CodeRunner.milliseconds(in: ["SWIFTDRILL_RUN_TIMEOUT": text], "SWIFTDRILL_RUN_TIMEOUT")
    }
  }

  @Test func usableTimeoutsAreMilliseconds() throws {
    let name = "SWIFTDRILL_COMPILE_TIMEOUT"
    try expectEqual(CodeRunner.milliseconds(in: [name: "2.5"], name), 2_500)
    try expectEqual(CodeRunner.milliseconds(in: [name: "0.0001"], name), 1)
    try expectEqual(CodeRunner.milliseconds(in: [name: "86400"], name), 86_400_000)
    expectTrue(try CodeRunner.milliseconds(in: [name: ""], name) == nil)
    expectTrue(try CodeRunner.milliseconds(in: [:], name) == nil)
  }

  @Test(arguments: ["0", "-1", "99999999999999999999", "1048577", "lots"])
  func anUnusableMemoryLimitIsAnError(text: String) {
    // Named before the compiler is looked for: an empty PATH and SWIFTC do not hide it.
    let environment = ["SWIFTDRILL_COMPILE_MEMORY_MB": text, "PATH": "", "SWIFTC": "/nonexistent/swiftc"]
    #expect(
      throws: CodeRunnerError.invalidSetting(
        name: "SWIFTDRILL_COMPILE_MEMORY_MB", value: text,
        expected: "a whole number of megabytes from 1 to 1048576")
    ) {
      try CodeRunner(environment: environment, paths: nil)
    }
  }
}
