import CSandbox
import DrillContent
import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sandbox probe's verdict (which layer confines code here, and whether `systemd-run`
/// gives a cgroup), kept in the cache folder between processes. Probing starts a `bwrap`
/// and a `systemd-run` (≈ 40 ms of CPU, 0.1 s or more of wall on a busy machine), which
/// every new session paid before its first code answer, cached or not.
///
/// The verdict is only read back while everything it was probed from is the same: this
/// boot (`/proc/sys/kernel/random/boot_id`), the user, `SWIFTDRILL_SANDBOX`, the identity of
/// each tool (`bwrap`, `setpriv`, `prlimit`, `stdbuf`, `systemd-run` and the `--sandbox-exec`
/// binary: path, size, times, inode), the kernel's Landlock ABI and seccomp, the sysctls that
/// allow user namespaces, and the variables `systemd-run --user` reaches its manager by.
/// Anything else changed and it is probed again. A run whose output shows a sandbox tool
/// failing to start (`bwrap: …`, `systemd-run`, the supervisor) under a verdict read from the
/// file probes again at once (`recheck`); when the layer changed, the run is repeated.
/// `swiftdrill doctor` always probes and writes a fresh verdict.
enum SandboxVerdict {
  /// The file's name in the cache folder.
  static let fileName = "sandbox-verdict"

  private struct State {
    /// Where the verdict is kept (nil: probed in every process, as before).
    var folder: URL?
    var sandbox: Sandbox?
    /// The verdict came from the file, not from a probe in this process.
    var fromFile = false
  }

  /// Made by a function the optimizer keeps: a `Mutex` of this `State()` folded into static data
  /// by the release build (Swift 6.3.1) read back as a zeroed `Sandbox`, not nil.
  private static let state = Mutex(emptyState())

  @inline(never)
  private static func emptyState() -> State { State() }

  /// Keeps the verdict in `folder` (the first folder given wins; before the first probe).
  static func keep(in folder: URL) {
    state.withLock { if $0.folder == nil { $0.folder = folder } }
  }

  /// The sandbox of this machine: from the file when it still applies, else probed (and kept).
  static var current: Sandbox {
    state.withLock { state in
      if let sandbox = state.sandbox { return sandbox }
      let requested = ProcessInfo.processInfo.environment["SWIFTDRILL_SANDBOX"]
      let key = state.folder.map { _ in Self.key(requested: requested) }
      if let folder = state.folder, let key, let kept = read(folder: folder, key: key) {
        state.sandbox = kept
        state.fromFile = true
        return kept
      }
      let probed = SandboxProbe.detect(requested: requested)
      if let folder = state.folder, let key { write(probed, folder: folder, key: key) }
      state.sandbox = probed
      state.fromFile = false
      return probed
    }
  }

  /// Whether the verdict in use came from the file (not probed in this process).
  static var readFromFile: Bool { state.withLock { $0.fromFile } }

  /// Probes again (and keeps the new verdict); the sandbox to use from now on.
  @discardableResult
  static func recheck() -> Sandbox {
    let requested = ProcessInfo.processInfo.environment["SWIFTDRILL_SANDBOX"]
    return state.withLock { state in
      let probed = SandboxProbe.detect(requested: requested)
      if let folder = state.folder { write(probed, folder: folder, key: key(requested: requested)) }
      state.sandbox = probed
      state.fromFile = false
      return probed
    }
  }

  /// Lines a sandbox tool writes when it could not start the command (not the program's).
  static let startFailures = [
    "bwrap: ", "setpriv: ", "prlimit: ", "stdbuf: ", "swiftdrill sandbox: ", "systemd-run",
    "Failed to connect to bus", "Failed to start transient",
  ]

  /// Whether `result` may be a sandbox that no longer starts as the kept verdict says.
  static func mayHaveFailedToStart(_ result: CodeRunResult) -> Bool {
    let text: String
    switch result {
    case .compileFailed(let failure): text = failure.output
    case .compiled: return false
    case .ran(let execution):
      guard execution.exitStatus != 0 || execution.signal != nil else { return false }
      text = execution.stderr
    }
    return startFailures.contains { text.contains($0) }
  }

  /// What the verdict depends on, hashed.
  static func key(requested: String?) -> String {
    var parts = ["sandbox-verdict-1", "euid \(geteuid())", "requested \(requested ?? "-")"]
    for path in [
      "/proc/sys/kernel/random/boot_id", "/proc/sys/kernel/unprivileged_userns_clone",
      "/proc/sys/user/max_user_namespaces", "/proc/sys/kernel/apparmor_restrict_unprivileged_userns",
    ] {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "-"
      parts.append(path + " " + text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let tools = SandboxTools.find()
    let launcher = SandboxTools.launcher()
    for tool in [tools.bwrap, tools.setpriv, tools.prlimit, tools.stdbuf, tools.systemdRun, launcher] {
      parts.append(tool.map { "\(FileStamp(path: $0, role: .pack))" } ?? "-")
    }
    parts.append("landlock \(csb_landlock_abi()) seccomp \(csb_seccomp_available())")
    let environment = ProcessInfo.processInfo.environment
    for name in ["XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS"] {
      parts.append(name + " " + (environment[name] ?? "-"))
    }
    return StableHash.hex(parts.joined(separator: "\n"))
  }

  /// The kept verdict when the file is this user's, regular, and written under `key`.
  static func read(folder: URL, key: String) -> Sandbox? {
    let path = folder.appendingPathComponent(fileName).path
    var info = stat()
    guard lstat(path, &info) == 0, info.st_uid == geteuid(), info.st_mode & S_IFMT == S_IFREG,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.count == 3, lines[0] == key, let mode = SandboxMode(rawValue: lines[1]),
      ["0", "1"].contains(lines[2])
    else { return nil }
    return Sandbox(
      mode: mode, tools: SandboxTools.find(), launcher: SandboxTools.launcher(),
      dropsToNobody: geteuid() == 0, cgroup: lines[2] == "1")
  }

  static func write(_ sandbox: Sandbox, folder: URL, key: String) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? AtomicFile.write(
      "\(key)\n\(sandbox.mode.rawValue)\n\(sandbox.cgroup ? "1" : "0")\n",
      to: folder.appendingPathComponent(fileName))
  }
}
