import DrillEvaluation
import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who the sandbox end-to-end tests run swiftdrill as. Learners are not root:
/// as root the tests switch to an unprivileged user (created with `useradd`
/// when missing) through `setpriv`, which execs, so the process id is
/// swiftdrill's own; not as root they run as the current user.
struct SandboxUser: Sendable {
  static let name = "swiftdrill-test"

  var uid: uid_t
  var gid: gid_t
  /// A folder this user owns, holding a copy of the binary (the build folder
  /// may not be reachable for other users) and the tests' homes.
  var root: URL

  /// The unprivileged user, or why there is none.
  static let shared: Result<SandboxUser, SkipReason> = make()

  struct SkipReason: Error, CustomStringConvertible {
    var description: String
  }

  /// The variable that lets the confinement tests skip on a machine that cannot confine code.
  static let allowUnconfined = "SWIFTDRILL_TEST_ALLOW_UNCONFINED"

  /// Why a confinement test could not test its layer: a failure, so a machine where nothing
  /// confines code never passes them by skipping.
  struct MissingConfinement: Error, CustomStringConvertible {
    var description: String
  }

  /// Stops a confinement test whose layer (bubblewrap, Landlock, an unprivileged user, root)
  /// is missing here: it fails, unless `SWIFTDRILL_TEST_ALLOW_UNCONFINED=1`, which cancels it
  /// (a skip) and prints that it did.
  static func missing(
    _ reason: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Never {
    if ProcessInfo.processInfo.environment[allowUnconfined] == "1" {
      print("SKIPPED (\(allowUnconfined)=1): \(reason)")
      try Test.cancel("skipped (\(allowUnconfined)=1): \(reason)", sourceLocation: sourceLocation)
    }
    throw MissingConfinement(
      description: "\(reason). `make test-deps` installs bubblewrap; on a machine that cannot confine code, "
        + "\(allowUnconfined)=1 skips the confinement tests.")
  }

  private static func make() -> Result<SandboxUser, SkipReason> {
    var uid = getuid()
    var gid = getgid()
    if geteuid() == 0 {
      guard let user = UnprivilegedUser.account else {
        return .failure(SkipReason(description: "running as root and `useradd \(name)` failed"))
      }
      uid = user.uid
      gid = user.gid
    }
    // One folder per user, and in it one per test process holding that run's copy of the binary:
    // two test runs at once (two checkouts on one machine) must not run each other's binary.
    // There is no hook after the last test, so a run removes the folders of runs that ended.
    let shared = URL(fileURLWithPath: "/tmp/swiftdrill-sandbox-tests-\(uid)", isDirectory: true)
    let root = shared.appendingPathComponent("run-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    removeEndedRuns(in: shared)
    chown(shared.path, uid, gid)
    chmod(shared.path, 0o755)
    let binary = root.appendingPathComponent("swiftdrill")
    // `cp` writes the copy in a process of its own (a descriptor opened for writing here would be
    // inherited by children that parallel tests spawn meanwhile, and exec of the copy would fail
    // with "Text file busy"); the rename replaces the old copy at once, even while another test
    // process still runs it.
    let fresh = root.appendingPathComponent("swiftdrill.\(getpid()).new")
    guard HelperTool.succeeds("/bin/cp", [BinaryRun.executable.path, fresh.path]),
      rename(fresh.path, binary.path) == 0
    else {
      try? FileManager.default.removeItem(at: fresh)
      return .failure(SkipReason(description: "cannot copy the binary to \(binary.path)"))
    }
    chown(root.path, uid, gid)
    chmod(root.path, 0o755)
    return .success(SandboxUser(uid: uid, gid: gid, root: root))
  }

  var binary: String { root.appendingPathComponent("swiftdrill").path }

  /// The module cache this test process's runs as this user (as root with `asRoot`) share
  /// (`TestModuleCache`): a folder of theirs in their run folder; nil when it cannot be made.
  func moduleCache(asRoot: Bool) -> String? {
    let root = asRoot && geteuid() == 0 && uid != 0 ? Self.rootOwnedRun : self.root
    let owner = asRoot ? 0 : uid
    return TestModuleCache.make(
      in: root.appendingPathComponent("module-cache").path, owner: owner, group: asRoot ? 0 : gid)
  }

  /// This test process's folder for root's folders (made when first asked for, 0755 root:root).
  private static let rootOwnedRun: URL = {
    let shared = URL(fileURLWithPath: "/tmp/swiftdrill-sandbox-tests-0", isDirectory: true)
    let run = shared.appendingPathComponent("run-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
    removeEndedRuns(in: shared)
    for url in [shared, run] {
      chown(url.path, 0, 0)
      chmod(url.path, 0o755)
    }
    return run
  }()

  /// Removes the `run-PID` folders whose test process is gone.
  private static func removeEndedRuns(in shared: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: shared.path)) ?? []
    for name in names where name.hasPrefix("run-") {
      guard let pid = pid_t(name.dropFirst(4)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      try? FileManager.default.removeItem(at: shared.appendingPathComponent(name))
    }
  }

  /// Whether the kernel offers Landlock (the fallback layer needs it).
  static var kernelHasLandlock: Bool { SandboxProbe.landlockABI > 0 }

  /// Whether this user can start bubblewrap with the namespaces the sandbox uses.
  var bubblewrapWorks: Bool {
    let bwrap = ["/usr/bin/bwrap", "--ro-bind", "/", "/", "--unshare-all", "--die-with-parent", "/bin/true"]
    let prefix =
      geteuid() == 0
      ? [ReliabilityCommand.setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"] : []
    let command = prefix + bwrap
    return ReliabilityCommand.tool(command[0], Array(command.dropFirst()))
  }

  /// A fresh folder owned by this user (or by root, for the root mode).
  func folder(_ name: String, owner: uid_t? = nil) -> URL {
    // A folder of root's goes in a folder of root's: swiftdrill refuses a data folder inside a
    // folder another user owns (that user could swap it), and so would a root run of it here.
    let base = owner == 0 && geteuid() == 0 && uid != 0 ? Self.rootOwnedRun : root
    let url = base.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    chown(url.path, owner ?? uid, owner == 0 ? 0 : gid)
    chmod(url.path, 0o700)
    return url
  }

  /// The command line that runs swiftdrill as this user (`asRoot`: as root itself) with `environment` only.
  func command(_ arguments: [String], environment: [String: String], asRoot: Bool = false) -> [String] {
    var prefix: [String] = []
    if geteuid() == 0 && !asRoot {
      prefix = [ReliabilityCommand.setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"]
    }
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return prefix + ["/usr/bin/env", "-i"] + variables + [binary] + arguments
  }
}

/// A started swiftdrill, its output going to files.
final class RunningDrill {
  let process = Process()
  private let output: URL
  private let errors: URL

  init(_ command: [String], scratch: URL) throws {
    output = scratch.appendingPathComponent("stdout-\(UUID().uuidString)")
    errors = scratch.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
  }

  var pid: pid_t { process.processIdentifier }

  /// Waits for the end; the status, stdout and stderr.
  func finish() -> (status: Int32, stdout: String, stderr: String) {
    process.waitUntilExit()
    let stdout = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    return (process.terminationStatus, stdout, stderr)
  }
}

/// Processes whose command line matches a pattern (`pgrep -f`).
enum ProcessList {
  static func matching(_ pattern: String) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
    process.arguments = ["-af", pattern]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { !$0.contains("pgrep") }
  }

  /// The processes running `program` whose command line or working folder holds `place`: a
  /// compile runs in its work folder and may name none of it on its command line (the
  /// driver's planned jobs take relative paths).
  static func running(_ program: String, in place: String) -> [String] {
    matching(program).filter { line in
      guard !line.contains(place) else { return true }
      guard let pid = line.split(separator: " ").first.flatMap({ Int32($0) }) else { return false }
      let folder = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) ?? ""
      return folder.contains(place)
    }
  }

  /// Polls until `condition` holds (true) or `seconds` pass (false).
  static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  /// Polls until nothing matches `pattern` (true): the event a test waits for, with `seconds`
  /// only as the bound for a process that never ends (false).
  static func waitUntilGone(_ pattern: String, seconds: Double) -> Bool {
    wait(seconds: seconds) { matching(pattern).isEmpty }
  }

  /// Polls until `pattern` matches `count` processes or more (true) or `seconds` pass (false).
  static func waitFor(_ pattern: String, count: Int = 1, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if matching(pattern).count >= count { return true }
      usleep(50_000)
    }
    return false
  }
}
