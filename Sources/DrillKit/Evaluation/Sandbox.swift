import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a compiled program is confined, decided once by probing the machine:
/// - as root, `setpriv` drops to the `nobody` user;
/// - `unshare -n -r -p -f --kill-child` gives it no network, its own process
///   count and a PID namespace that dies with it;
/// - `prlimit` sets memory, process, file-size and core limits
///   (without it, `/bin/sh -c ulimit` sets memory and file size);
/// - `stdbuf -oL` keeps output line-buffered as on a terminal.
struct Sandbox: Sendable, Hashable {
  var setpriv: String?
  var unshare: String?
  var prlimit: String?
  /// Makes stdout line-buffered, so output printed before a trap is not lost in a pipe buffer.
  var stdbuf: String?

  /// The sandbox this machine allows, probed on first use.
  static let detected = Sandbox.probe()

  /// Whether the program's user must be able to read the work folder.
  var dropsPrivileges: Bool { setpriv != nil }

  /// What the confinement amounts to, for `doctor`-style reports.
  var summary: String {
    var parts: [String] = []
    parts.append(unshare == nil ? "network allowed (unshare unavailable)" : "no network")
    if setpriv != nil { parts.append("runs as nobody") }
    parts.append(prlimit == nil ? "limits via ulimit" : "limits via prlimit")
    return parts.joined(separator: ", ")
  }

  /// The command line that runs `program` inside the sandbox.
  func command(running program: String, arguments: [String], limits: RunLimits) -> [String] {
    var command: [String] = []
    if let setpriv {
      command += [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }
    if let unshare {
      command += [unshare, "-n", "-r", "-p", "-f", "--kill-child", "--"]
    }
    if let prlimit {
      command += [prlimit, "--as=\(limits.memoryLimit)", "--fsize=\(limits.fileSizeLimit)", "--core=0"]
      // Counted per user namespace only; elsewhere it would count all the user's processes.
      if unshare != nil { command.append("--nproc=\(limits.processLimit)") }
      command.append("--")
    } else {
      let script =
        "ulimit -v \(limits.memoryLimit / 1024) 2>/dev/null; ulimit -f \(limits.fileSizeLimit / 512) 2>/dev/null; "
        + "ulimit -c 0 2>/dev/null; exec \"$0\" \"$@\""
      command += ["/bin/sh", "-c", script]
    }
    if let stdbuf { command += [stdbuf, "-oL", "-eL"] }
    return command + [program] + arguments
  }

  /// Starts the probe on a background thread, so a compile can overlap it; reading
  /// `detected` afterwards waits for it. Costs nothing once the probe is done.
  static func prepare() {
    DispatchQueue.global(qos: .userInitiated).async { _ = detected }
  }

  /// Tries the fullest sandbox first (one run of `/bin/true` where everything
  /// works), then drops what this machine refuses, one tool at a time.
  private static func probe() -> Sandbox {
    func tool(_ name: String) -> String? {
      ["/usr/bin/\(name)", "/bin/\(name)", "/usr/sbin/\(name)"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
    }
    let fullest = Sandbox(
      setpriv: geteuid() == 0 ? tool("setpriv") : nil, unshare: tool("unshare"), prlimit: tool("prlimit"),
      stdbuf: tool("stdbuf"))
    if fullest.works() { return fullest }
    var sandbox = Sandbox(setpriv: nil, unshare: nil, prlimit: fullest.prlimit, stdbuf: fullest.stdbuf)
    if let setpriv = fullest.setpriv {
      sandbox.setpriv = setpriv
      if !sandbox.works() { sandbox.setpriv = nil }
    }
    if let unshare = fullest.unshare {
      sandbox.unshare = unshare
      if !sandbox.works() { sandbox.unshare = nil }
    }
    return sandbox
  }

  private func works() -> Bool {
    let command = command(running: "/bin/true", arguments: [], limits: .standard)
    let result = try? ChildProcess.run(
      executable: command[0], arguments: Array(command.dropFirst()), environment: [:],
      timeout: .seconds(5), outputLimit: 4096)
    return result?.exitStatus == 0
  }
}
