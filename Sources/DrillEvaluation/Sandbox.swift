import CSandbox
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one sandbox policy compiles and runs go through, with its layer chosen
/// by probing this machine (see `SandboxProbe`, `SandboxMode`):
/// - bubblewrap: the system and the toolchain read-only, the work folder (the
///   compile) or a size-capped private one (the run) writable, a private
///   size-capped `/tmp`, no home, no network, own PID namespace and session,
///   `--die-with-parent`;
/// - Landlock and seccomp, applied by swiftdrill's own `--sandbox-exec`
///   supervisor (a child subreaper that dies with swiftdrill and kills every
///   descendant);
/// - neither: the supervisor alone (limits, nothing left running).
/// As root the program drops to `nobody`; `prlimit` (or the supervisor) sets
/// per-process memory, file-size and process limits (under bubblewrap, the process that
/// starts it sets the user and, for an immediate run, the limits: `Start`); a cgroup from
/// `systemd-run --user --scope` bounds the memory of all processes together
/// where the user's service manager offers one.
struct Sandbox: Sendable, Hashable {
  /// `compile` runs the compiler on the work folder; `run` the program alone; `immediate`
  /// the compiler that runs the program it compiles (JIT): confined as a run, its
  /// sources read-only in `src` of the private folder (see `StartLibrary`).
  enum Stage: Sendable { case compile, run, immediate }

  var mode: SandboxMode
  var tools: SandboxTools
  /// The `swiftdrill` binary that provides `--sandbox-exec`, when found.
  var launcher: String?
  /// Running as root: the program runs as `nobody` (65534).
  var dropsToNobody: Bool
  /// `systemd-run --user --scope` works here.
  var cgroup: Bool

  /// The sandbox of this machine (or the one `SWIFTDRILL_SANDBOX` forces), probed on first use
  /// or read from the verdict kept in the cache folder (`SandboxVerdict`).
  static var detected: Sandbox { SandboxVerdict.current }

  /// Starts the probe on a background thread, so a compile can overlap it.
  static func prepare() {
    DispatchQueue.global(qos: .userInitiated).async { _ = detected }
  }

  /// Whether the program's user must be able to read the work folder.
  var dropsPrivileges: Bool { dropsToNobody }

  /// Room in RLIMIT_NPROC for the tasks the user starts elsewhere while a run goes on.
  static let othersHeadroom = 512

  /// Whether the run's watch counts its processes (`RunBudget.processes`): outside
  /// bubblewrap (a user namespace of its own) and without a cgroup (`TasksMax`),
  /// RLIMIT_NPROC counts all the user's tasks, so it is only a backstop there.
  var countsProcesses: Bool { mode != .bubblewrap && !cgroup }

  /// Where the run stage's private folder is inside bubblewrap.
  static let privateFolder = "/sandbox"

  /// System folders every stage reads (missing ones are skipped).
  static let systemFolders = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"]

  /// What a stage is bounded by.
  struct Bounds: Sendable, Hashable {
    var memory: Int
    var fileSize: Int
    var processes: Int
    /// Bytes the stage may write in total (bubblewrap's private folders only).
    var written: Int
    /// `memory` also bounds each process's address space (RLIMIT_AS). False for a program
    /// built with a sanitizer, which reserves terabytes of address space it never touches:
    /// its resident memory is still bounded (the cgroup, and `RunWatch` every 0.1 s).
    var limitsAddressSpace = true
    /// The program may read its own `/proc/self` (a sanitizer reads its memory map there).
    var readsOwnProc = false
  }

  /// A prepared command: its argument vector, the program path and work folder
  /// as the program sees them, and how to stop it.
  struct Command: Sendable, Hashable {
    var argv: [String]
    var workDirectory: String
    /// Stop with SIGTERM first: a supervisor then kills every descendant.
    var supervised: Bool
    /// A file the command reads as descriptor 3 (bubblewrap's seccomp program).
    var descriptor3: String? = nil
    /// What the process that starts the command sets before its `execve` (`csb_spawn`).
    var start: Start? = nil
    /// RLIMIT_NPROC for the compiler of an immediate run, set at the hand-over, before the
    /// program runs (`csb_tree_limit_processes`): it counts per user namespace, so it cannot
    /// be set before bubblewrap makes one.
    var processLimit: Int? = nil
    /// Variables the command needs in its environment: what `stdbuf -oL -eL` would set, on
    /// the Landlock path, where the launcher's child execs the program with them instead.
    var environment: [String: String] = [:]

    /// `base` with `environment` added; a preload list is extended, not replaced.
    func environment(adding base: [String: String]) -> [String: String] {
      var result = base
      for (name, value) in environment {
        if name == "LD_PRELOAD", let old = result[name], !old.isEmpty {
          result[name] = old + ":" + value
        } else {
          result[name] = value
        }
      }
      return result
    }
  }

  /// What `setpriv` and `prlimit` set as programs of their own in the chain before the
  /// command, set instead by the process that starts it, between its fork and `execve`
  /// (`csb_spawn`): one program instead of three under bubblewrap. Bubblewrap inherits it
  /// all and passes it on: the user (it then makes the user namespace as that user, as
  /// under `setpriv`), RLIMIT_AS, RLIMIT_FSIZE and RLIMIT_CORE.
  struct Start: Sendable, Hashable {
    /// Switch to this user and group, with no supplementary groups (root to `nobody`).
    var user: Int32?
    /// RLIMIT_AS in bytes.
    var memory: Int?
    /// RLIMIT_FSIZE in bytes.
    var fileSize: Int?
    /// RLIMIT_CORE 0.
    var noCoreFiles = false
  }

  /// The descriptor bubblewrap reads its seccomp program from.
  static let seccompDescriptor: Int32 = 3

  /// Writes bubblewrap's seccomp program (`csb_seccomp_program`) to `path`;
  /// false when it cannot (bubblewrap then fails to start: never unfiltered).
  static func writeSeccompProgram(to path: String) -> Bool {
    let size = csb_seccomp_program(nil, 0)
    guard size > 0 else { return false }
    var bytes = [UInt8](repeating: 0, count: Int(size))
    guard csb_seccomp_program(&bytes, size) == size else { return false }
    unlink(path)
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
  }

  /// The command that runs `executable` for `stage`. For `.run`, `executable`
  /// lies in `workspace` (bubblewrap maps it into the private folder).
  func command(
    stage: Stage, executable: String, arguments: [String], workspace: String, writable: [String] = [],
    readable: [String] = [], toolchainRoot: String?, bounds: Bounds
  ) -> Command {
    let nobody = dropsToNobody && stage != .compile
    var prefix: [String] = []
    if cgroup, stage != .compile, let systemdRun = tools.systemdRun {
      prefix += [
        systemdRun, "--user", "--scope", "--quiet", "--collect", "-p", "MemoryMax=\(bounds.memory)",
        "-p", "TasksMax=\(bounds.processes)", "--",
      ]
    }
    switch mode {
    case .bubblewrap:
      // Nothing before bubblewrap (no `systemd-run`): the process that starts it sets the user
      // and, for an immediate run, the limits; the compiler's RLIMIT_NPROC waits for the
      // hand-over (no program code runs before it, `StartLibrary`).
      var starting: Start?
      if prefix.isEmpty {
        starting = Start(user: nobody ? 65534 : nil)
        if stage == .immediate {
          starting?.memory = bounds.limitsAddressSpace ? bounds.memory : nil
          starting?.fileSize = bounds.fileSize
          starting?.noCoreFiles = true
        }
        if starting == Start() { starting = nil }
      } else if nobody, let setpriv = tools.setpriv {
        prefix += [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
      }
      var argv = prefix + bubblewrapArguments(toolchainRoot: toolchainRoot, bounds: bounds)
      // In the work folder (0700): the run stage never sees it, the compile stage only the toolchain.
      let seccomp = workspace + "/.seccomp-\(stage)"
      _ = Self.writeSeccompProgram(to: seccomp)
      argv += ["--seccomp", String(Self.seccompDescriptor)]
      var program = executable
      var work = workspace
      var start = Self.privateFolder
      switch stage {
      case .run:
        work = Self.privateFolder
        start = work
        program = Self.privateFolder + "/" + (executable as NSString).lastPathComponent
        argv += ["--size", String(bounds.written), "--tmpfs", work, "--ro-bind", executable, program]
      case .immediate:
        work = Self.privateFolder
        start = work + "/src"
        argv += ["--size", String(bounds.written), "--tmpfs", work, "--ro-bind", workspace + "/src", start]
        for folder in readable { argv += ["--ro-bind", folder, folder] }
      case .compile:
        start = workspace
        for folder in [workspace] + writable { argv += ["--bind", folder, folder] }
      }
      // Line-buffered output (a trap loses nothing in a pipe buffer): bubblewrap sets what
      // `stdbuf -oL -eL` would, one program less to start; `stdbuf` itself without its library.
      let lineBuffered = stage == .compile ? [] : tools.lineBufferedEnvironment
      argv += lineBuffered + ["--chdir", start, "--"]
      let limitsAtStart = starting?.fileSize != nil
      if !limitsAtStart { argv += limitArguments(bounds: bounds, stage: stage) }
      if stage != .compile, lineBuffered.isEmpty, let stdbuf = tools.stdbuf {
        argv += [stdbuf, "-oL", "-eL"]
      }
      return Command(
        argv: argv + [program] + arguments, workDirectory: work, supervised: false, descriptor3: seccomp,
        start: starting, processLimit: limitsAtStart ? bounds.processes : nil)
    case .landlock, .none:
      guard let launcher else {
        // No supervisor binary (a library test): limits only.
        var argv = prefix + limitArguments(bounds: bounds, stage: stage)
        if nobody, let setpriv = tools.setpriv {
          argv += [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
        }
        return Command(argv: argv + [executable] + arguments, workDirectory: workspace, supervised: false)
      }
      var options = SandboxLauncher.Options()
      options.landlock = mode == .landlock
      options.seccomp = mode == .landlock
      options.readPaths =
        Self.systemFolders + (toolchainRoot.map { [$0] } ?? []) + [
          "/dev/urandom", "/dev/random", "/dev/zero",
        ]
      // The compiler reads /proc/self and the CPU list; programs need neither
      // (and /proc would show other processes' environments).
      if stage == .compile { options.readPaths += ["/proc", "/sys/devices/system/cpu"] }
      // Opened by the confined child just before it execs the program: its own folder only.
      if stage != .compile, bounds.readsOwnProc { options.readPaths.append("/proc/self") }
      options.readPaths += readable
      options.writePaths = [workspace, "/dev/null"] + writable
      if nobody {
        options.uid = 65534
        options.gid = 65534
      }
      options.memory = bounds.limitsAddressSpace ? Int64(bounds.memory) : 0
      options.fileSize = Int64(bounds.fileSize)
      // RLIMIT_NPROC counts every task of the user, not of this run: allow the ones they
      // have now, and room for what they start while this runs (another snippet's compiler,
      // their browser's threads), or the run's own threads fail to start and it traps. The
      // cgroup's TasksMax, where there is one, bounds the run exactly.
      let user = nobody ? 65534 : getuid()
      options.processes = Int64(ProcessCount.tasks(ofUser: user) + bounds.processes + Self.othersHeadroom)
      var command = [executable] + arguments
      var environment: [String: String] = [:]
      if stage != .compile {
        // Line-buffered output: what `stdbuf -oL -eL` sets (its library, from the readable
        // `/usr`), without starting it; `stdbuf` itself where the library is not found.
        if let library = tools.stdbufLibrary {
          environment = ["LD_PRELOAD": library, "_STDBUF_O": "L", "_STDBUF_E": "L"]
        } else if let stdbuf = tools.stdbuf {
          command = [stdbuf, "-oL", "-eL"] + command
        }
      }
      options.command = command
      return Command(
        argv: prefix + [launcher, SandboxLauncher.flag] + options.arguments, workDirectory: workspace,
        supervised: true, environment: environment)
    }
  }

  /// bubblewrap up to the mounts of the work folders.
  private func bubblewrapArguments(toolchainRoot: String?, bounds: Bounds) -> [String] {
    var argv = [
      tools.bwrap ?? "bwrap", "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
    ]
    let manager = FileManager.default
    for folder in Self.systemFolders {
      if let target = try? manager.destinationOfSymbolicLink(atPath: folder) {
        argv += ["--symlink", target, folder]
      } else if manager.fileExists(atPath: folder) {
        argv += ["--ro-bind", folder, folder]
      }
    }
    if let toolchainRoot { argv += ["--ro-bind", toolchainRoot, toolchainRoot] }
    argv += ["--dev", "/dev", "--proc", "/proc"]
    argv += ["--size", String(bounds.written), "--tmpfs", "/tmp"]
    argv += ["--size", String(bounds.written), "--tmpfs", "/dev/shm"]
    return argv
  }

  /// `prlimit` inside the namespace (or nothing without it).
  private func limitArguments(bounds: Bounds, stage: Stage) -> [String] {
    guard let prlimit = tools.prlimit else { return [] }
    var argv = [prlimit] + (bounds.limitsAddressSpace ? ["--as=\(bounds.memory)"] : [])
    argv += ["--fsize=\(bounds.fileSize)", "--core=0"]
    // Counted per user namespace with bubblewrap; elsewhere it would count all the user's processes.
    if mode == .bubblewrap { argv.append("--nproc=\(bounds.processes)") }
    return argv + ["--"]
  }
}
