import CSandbox
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tests each isolation layer by running something under it, and picks the
/// strongest that works (or the one `SWIFTDRILL_SANDBOX` asks for).
public enum SandboxProbe {
  /// One layer and whether it worked here.
  public struct Layer: Sendable, Hashable, Codable {
    public var name: String
    public var works: Bool
    public var detail: String
  }

  /// The Landlock ABI the kernel offers (0: none).
  public static var landlockABI: Int { Int(csb_landlock_abi()) }

  /// Every layer, tested. (Runs a few short programs: about 50 ms.)
  public static func layers() -> [Layer] {
    let tools = SandboxTools.find()
    let launcher = SandboxTools.launcher()
    var layers: [Layer] = []
    let bwrap = bubblewrapWorks(tools: tools, launcher: launcher)
    layers.append(
      Layer(
        name: "bubblewrap", works: bwrap,
        detail: tools.bwrap == nil
          ? "bwrap not installed (Debian/Ubuntu: apt install bubblewrap)"
          : bwrap ? "user namespaces allowed" : "bwrap refused to start (user namespaces blocked?)"))
    let abi = Int(csb_landlock_abi())
    let confined = fallbackWorks(tools: tools, launcher: launcher)
    layers.append(
      Layer(
        name: "landlock", works: abi > 0 && confined,
        detail: abi > 0
          ? "ABI \(abi)" + (confined ? "" : ", but the self-test failed") : "not offered by this kernel"))
    let seccomp = csb_seccomp_available() == 1
    layers.append(
      Layer(
        name: "seccomp", works: seccomp && confined,
        detail: seccomp ? "sockets refused (tested)" : "not available"))
    let supervisor = Sandbox(
      mode: .none, tools: tools, launcher: launcher, dropsToNobody: false, cgroup: false)
    let supervises = launcher != nil && trial(supervisor, executable: "/bin/true", selfTest: false)
    layers.append(
      Layer(
        name: "subreaper", works: supervises,
        detail: launcher.map { "swiftdrill --sandbox-exec (\($0))" } ?? "swiftdrill binary not found"))
    if geteuid() == 0 {
      // As the run stage does: the program switches to nobody and must still start.
      var dropping = Sandbox.detected
      dropping.cgroup = false
      let nobody = trial(dropping, executable: "/bin/true", selfTest: false, stage: .run)
      layers.append(
        Layer(
          name: "nobody", works: nobody,
          detail: nobody ? "running as root: programs run as nobody" : "cannot switch to nobody"))
    }
    let cgroup = cgroupWorks(tools: tools)
    layers.append(
      Layer(
        name: "cgroup", works: cgroup,
        detail: cgroup
          ? "systemd-run --user --scope: memory and tasks bounded for the whole run"
          : "systemd-run --user --scope unavailable: per-process limits and a process cap instead"))
    return layers
  }

  static func detect(requested: String?) -> Sandbox {
    let tools = SandboxTools.find()
    let launcher = SandboxTools.launcher()
    let forced = SandboxMode.requested(requested)
    var sandbox = Sandbox(
      mode: .none, tools: tools, launcher: launcher, dropsToNobody: geteuid() == 0,
      cgroup: forced == nil && cgroupWorks(tools: tools))
    if forced == nil || forced == .bubblewrap, bubblewrapWorks(tools: tools, launcher: launcher) {
      sandbox.mode = .bubblewrap
    } else if forced != SandboxMode.none, fallbackWorks(tools: tools, launcher: launcher) {
      sandbox.mode = .landlock
    }
    return sandbox
  }

  private static func bubblewrapWorks(tools: SandboxTools, launcher: String?) -> Bool {
    guard tools.bwrap != nil else { return false }
    let sandbox = Sandbox(
      mode: .bubblewrap, tools: tools, launcher: launcher, dropsToNobody: false, cgroup: false)
    return trial(sandbox, executable: "/bin/true", selfTest: false)
  }

  /// The supervisor's self-test: inside Landlock and seccomp, a socket and a file outside must be refused.
  private static func fallbackWorks(tools: SandboxTools, launcher: String?) -> Bool {
    guard launcher != nil, csb_landlock_abi() > 0, csb_seccomp_available() == 1 else { return false }
    let sandbox = Sandbox(
      mode: .landlock, tools: tools, launcher: launcher, dropsToNobody: false, cgroup: false)
    return trial(sandbox, executable: "/bin/true", selfTest: true)
  }

  private static func cgroupWorks(tools: SandboxTools) -> Bool {
    guard let systemdRun = tools.systemdRun else { return false }
    let result = try? ChildProcess.run(
      executable: systemdRun, arguments: ["--user", "--scope", "--quiet", "--collect", "--", "/bin/true"],
      environment: ProcessInfo.processInfo.environment, timeout: .seconds(3), outputLimit: 4096)
    return result?.exitStatus == 0
  }

  /// Runs `executable` under `sandbox` in a scratch folder; true when it exits 0.
  private static func trial(
    _ sandbox: Sandbox, executable: String, selfTest: Bool, stage: Sandbox.Stage = .compile
  ) -> Bool {
    guard let workspace = try? Workspace() else { return false }
    defer { workspace.remove() }
    let outside = workspace.path + "-probe"
    _ = FileManager.default.createFile(atPath: outside, contents: Data("probe".utf8))
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let prepared = sandbox.command(
      stage: stage, executable: executable, arguments: [], workspace: workspace.path, toolchainRoot: nil,
      bounds: .init(memory: 1 << 30, fileSize: 1 << 20, processes: 16, written: 1 << 20))
    var command = prepared.argv
    if selfTest, let separator = command.firstIndex(of: "--") {
      command.insert(contentsOf: ["--self-test", outside], at: separator)
    }
    let result = try? ChildProcess.run(
      executable: command[0], arguments: Array(command.dropFirst()),
      environment: prepared.environment(adding: ["PATH": "/usr/bin:/bin"]),
      descriptor3: prepared.descriptor3, start: prepared.start, timeout: .seconds(5), outputLimit: 4096,
      stop: .supervisor)
    return result?.exitStatus == 0
  }
}
