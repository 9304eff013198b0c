import DrillSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs permission tests as a learner would: not as root. CI runs as root,
/// where permission bits stop nothing, so a root test process runs the one
/// test again, as the unprivileged user `swiftdrill-test` (created with
/// `useradd` when missing), through `runuser`, from a copy of the test
/// executable that user can reach; not as root the test runs in place.
public enum UnprivilegedUser {
  public static let name = "swiftdrill-test"

  /// Call first in a permission test with the test's Swift Testing id
  /// (`Suite/test()`). True: run the body here (not root). False: the body was
  /// run as the unprivileged user, and its failures are recorded here.
  public static func runsHere(_ test: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> Bool
  {
    guard geteuid() == 0 else { return true }
    switch rerun(test) {
    case .failure(let reason):
      Issue.record("could not run \(test) as \(name): \(reason)", sourceLocation: sourceLocation)
    case .success(let run):
      let name = test.split(separator: "/").last.map(String.init) ?? test
      let ran = run.stdout.contains("Test \(name) passed") && run.stdout.contains("Test run with 1 test")
      if run.status != 0 || !ran {
        Issue.record(
          "as \(Self.name), \(test) failed (status \(run.status)):\n\(run.stdout)\(run.stderr)",
          sourceLocation: sourceLocation)
      }
    }
    return false
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The user, created (as root, with `useradd`) when missing; nil when it cannot be. Made once
  /// per process, for every suite that needs it (two suites' `useradd` at once on a fresh
  /// machine raced for /etc/passwd's lock), and tried again a few times: another test process
  /// may be adding it at the same moment.
  public static let account: UserAccount? = {
    for attempt in 0..<5 {
      if let user = UserAccount.named(name) { return user }
      if attempt > 0 { usleep(UInt32(200_000 << attempt)) }
      HelperTool.succeeds(
        "/usr/sbin/useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
    }
    return UserAccount.named(name)
  }()

  /// The test executable copied where the user can run it, once per process.
  private static let prepared: Result<URL, Failure> = prepare()

  private static func prepare() -> Result<URL, Failure> {
    guard account != nil else {
      return .failure(Failure(description: "`useradd \(name)` failed"))
    }
    guard let source = Bundle.main.executablePath ?? CommandLine.arguments.first else {
      return .failure(Failure(description: "the test executable is unknown"))
    }
    // Beside the build folder, which a private clone (0700) puts out of the user's reach.
    do {
      let folder = try WorldReadableCopy.folder("xctest", copying: [URL(fileURLWithPath: source)])
      return .success(folder.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent))
    } catch {
      return .failure(Failure(description: "cannot copy the test executable: \(error)"))
    }
  }

  private static func rerun(_ test: String) -> Result<BinaryRun, Failure> {
    let executable: URL
    switch prepared {
    case .failure(let failure): return .failure(failure)
    case .success(let url): executable = url
    }
    let scratch = URL(
      fileURLWithPath: "/tmp/swiftdrill-unprivileged-\(getpid())-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: scratch) }
    guard let user = UserAccount.named(name),
      (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil
    else { return .failure(Failure(description: "no scratch folder")) }
    guard chown(scratch.path, user.uid, user.gid) == 0 else {
      return .failure(Failure(description: "cannot give \(scratch.path) to \(name): errno \(errno)"))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
    process.arguments = [
      "-u", name, "--", executable.path, "--testing-library", "swift-testing", "--filter", test,
    ]
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": scratch.path, "TMPDIR": scratch.path, "NO_COLOR": "1",
    ]
    let output = scratch.appendingPathComponent("output")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    do {
      let handle = try FileHandle(forWritingTo: output)
      process.standardOutput = handle
      process.standardError = handle
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try handle.close()
    } catch {
      return .failure(Failure(description: "cannot start runuser: \(error)"))
    }
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return .success(BinaryRun(status: process.terminationStatus, stdout: text, stderr: ""))
  }
}
