import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The second round of attacks (issue 25), each a pack snippet run through the
/// built binary as an unprivileged user under bubblewrap and under the forced
/// Landlock+seccomp fallback: the snippet prints "safe" when every attempt
/// was refused, so `check --run` passes only then.
@Suite(.ownThreads, .serialized) struct SandboxRoundTwoTests {
  typealias Setup = SandboxEndToEndTests.Setup
  static let userModes = SandboxEndToEndTests.userModes

  /// System call numbers of this machine (the snippets name them: `sys/syscall.h` is not in Swift's Glibc module).
  #if arch(x86_64)
    static let numbers: [String: Int] = [
      "add_key": 248, "request_key": 249, "keyctl": 250, "userfaultfd": 323, "memfd_create": 319,
      "unshare": 272, "clone": 56, "mount": 165, "bpf": 321, "perf_event_open": 298, "setxattr": 188,
      "removexattr": 197, "getxattr": 191,
    ]
  #else
    static let numbers: [String: Int] = [
      "add_key": 217, "request_key": 218, "keyctl": 219, "userfaultfd": 282, "memfd_create": 279,
      "unshare": 97, "clone": 220, "mount": 40, "bpf": 280, "perf_event_open": 241, "setxattr": 5,
      "removexattr": 14, "getxattr": 8,
    ]
  #endif

  /// `syscall(2)` with six integer arguments (the C function is variadic, which Swift cannot call;
  /// glibc's is an assembly stub that reads the registers as given).
  static let rawSyscall = """
    import Glibc
    typealias Syscall = @convention(c) (Int, Int, Int, Int, Int, Int, Int) -> Int
    let rawSyscall = unsafeBitCast(dlsym(nil, "syscall"), to: Syscall.self)
    func sys(_ number: Int, _ a: Int = 0, _ b: Int = 0, _ c: Int = 0, _ d: Int = 0, _ e: Int = 0) -> Int {
      rawSyscall(number, a, b, c, d, e, 0)
    }
    var breaches: [String] = []
    func text(_ string: String) -> Int { Int(bitPattern: strdup(string)) }
    nonisolated func threadBody(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? { nil }

    """ + numbers.sorted { $0.key < $1.key }.map { "let SYS_\($0.key) = \($0.value)\n" }.joined()

  /// `setxattr` and `getxattr` (Swift's Glibc module leaves out sys/xattr.h).
  enum ExtendedAttributes {
    typealias Setter =
      @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
    typealias Getter =
      @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer, Int) -> Int
    static let set = unsafeBitCast(dlsym(nil, "setxattr"), to: Setter.self)
    static let get = unsafeBitCast(dlsym(nil, "getxattr"), to: Getter.self)
  }

  /// Runs `code` (which prints "safe" when nothing got through) as a pack under `mode`.
  static func expectSafe(_ setup: Setup, _ code: String, _ extra: [String: String] = [:]) throws {
    let pack = try setup.pack(SandboxEndToEndTests.outputQuestion(code, output: "safe"))
    let result = try setup.start(["check", "--run", pack.path], extra).finish()
    let output = result.stdout + result.stderr
    expectEqual(result.status, 0, "\(output)")
    expectContains(output, "0 errors", "\(output)")
  }

  /// Finding 1: chmod, chown, utime and xattr calls on the home's files are refused
  /// (Landlock does not cover them; the fallback's seccomp filter does).
  @Test(arguments: userModes)
  func fileMetadataOutsideIsUnchanged(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let bashrc = setup.home.appendingPathComponent(".bashrc").path
    let key = setup.home.appendingPathComponent(".ssh/id_ed25519").path
    var before = stat()
    expectEqual(stat(bashrc, &before), 0)
    let code =
      Self.rawSyscall + """
        if chmod("\(bashrc)", 0o666) == 0 { breaches.append("chmod") }
        if chmod("\(key)", 0o644) == 0 { breaches.append("chmod key") }
        if chown("\(bashrc)", getuid(), getgid()) == 0 { breaches.append("chown") }
        if lchown("\(bashrc)", getuid(), getgid()) == 0 { breaches.append("lchown") }
        var times = [timespec(tv_sec: 0, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: 0)]
        if utimensat(AT_FDCWD, "\(bashrc)", &times, 0) == 0 { breaches.append("utimensat") }
        var old = [timeval(tv_sec: 0, tv_usec: 0), timeval(tv_sec: 0, tv_usec: 0)]
        if utimes("\(bashrc)", &old) == 0 { breaches.append("utimes") }
        let path = Int(bitPattern: strdup("\(bashrc)"))
        if sys(SYS_setxattr, path, Int(bitPattern: strdup("user.pwned")), Int(bitPattern: strdup("1")), 1, 0) == 0 {
          breaches.append("setxattr")
        }
        if sys(SYS_removexattr, path, Int(bitPattern: strdup("user.kept"))) == 0 { breaches.append("removexattr") }
        var value = [CChar](repeating: 0, count: 64)
        if value.withUnsafeMutableBytes({ sys(SYS_getxattr, path, Int(bitPattern: strdup("user.kept")), Int(bitPattern: $0.baseAddress), 64) }) >= 0 {
          breaches.append("getxattr")
        }
        let fd = open("\(bashrc)", 0o10000000)  // O_PATH: Landlock lets it open anything
        if fd >= 0 {
          if fchmodat(fd, "", 0o666, 0x1000) == 0 { breaches.append("fchmodat O_PATH") }  // AT_EMPTY_PATH
          if fchownat(fd, "", getuid(), getgid(), 0x1000) == 0 { breaches.append("fchownat O_PATH") }
        }
        // Watching the file for opens and reads (under bubblewrap its path does not exist).
        let watcher = inotify_init1(0)
        if watcher >= 0 && inotify_add_watch(watcher, "\(bashrc)", UInt32(IN_OPEN | IN_ACCESS)) >= 0 {
          breaches.append("inotify")
        }
        print(breaches.isEmpty ? "safe" : breaches.joined(separator: "; "))
        """
    // An attribute the program may neither read nor remove (where the file system has them).
    let hasAttributes = Self.ExtendedAttributes.set(bashrc, "user.kept", "k", 1, 0) == 0
    try Self.expectSafe(setup, code)
    var after = stat()
    expectEqual(stat(bashrc, &after), 0)
    expectEqual(after.st_mode & 0o7777, 0o600)
    expectEqual(after.st_mtim.tv_sec, before.st_mtim.tv_sec)
    var keyInfo = stat()
    expectTrue(stat(key, &keyInfo) == 0 && keyInfo.st_mode & 0o7777 == 0o600)
    if hasAttributes {
      var value = [CChar](repeating: 0, count: 8)
      expectEqual(Self.ExtendedAttributes.get(bashrc, "user.kept", &value, 8), 1)
      expectTrue(Self.ExtendedAttributes.get(bashrc, "user.pwned", &value, 8) < 0)
    }
  }

  /// Finding 2: the kernel keyrings (the learner's session keyring), bpf, perf,
  /// userfaultfd, memfd, mounts and new namespaces are refused in both layers.
  @Test(arguments: userModes)
  func keyringsAndKernelInterfacesAreRefused(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let code =
      Self.rawSyscall + """
        // add_key("user", "probe", "x", 1, KEY_SPEC_SESSION_KEYRING)
        if sys(SYS_add_key, text("user"), text("probe"),
          text("x"), 1, -3) >= 0 { breaches.append("add_key") }
        // keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_SESSION_KEYRING, 0), then of the user keyring
        if sys(SYS_keyctl, 0, -3, 0) >= 0 { breaches.append("keyctl session") }
        if sys(SYS_keyctl, 0, -4, 0) >= 0 { breaches.append("keyctl user") }
        if sys(SYS_request_key, text("user"), text("probe"), 0, 0)
          >= 0 { breaches.append("request_key") }
        // userfaultfd(UFFD_USER_MODE_ONLY)
        if sys(SYS_userfaultfd, 1) >= 0 { breaches.append("userfaultfd") }
        if sys(SYS_memfd_create, text("x"), 0) >= 0 { breaches.append("memfd") }
        // unshare(CLONE_NEWUSER), unshare(CLONE_NEWNS)
        if sys(SYS_unshare, 0x1000_0000) == 0 { breaches.append("unshare user") }
        if sys(SYS_unshare, 0x0002_0000) == 0 { breaches.append("unshare mount") }
        // clone(CLONE_NEWUSER | SIGCHLD): a child in a new user namespace
        let child = sys(SYS_clone, 0x1000_0000 | 17, 0, 0, 0, 0)
        if child == 0 { _exit(0) }
        if child > 0 { breaches.append("clone newuser"); var status: Int32 = 0; waitpid(pid_t(child), &status, 0) }
        if sys(SYS_mount, text("none"), text("/tmp"), text("tmpfs"), 0, 0) == 0 { breaches.append("mount") }
        // bpf(BPF_MAP_CREATE, …) and perf_event_open(…) with zeroed attributes
        var attributes = [UInt8](repeating: 0, count: 128)
        if attributes.withUnsafeMutableBytes({ sys(SYS_bpf, 0, Int(bitPattern: $0.baseAddress), 128) }) >= 0 {
          breaches.append("bpf")
        }
        attributes[4] = 128
        if attributes.withUnsafeMutableBytes({ sys(SYS_perf_event_open, Int(bitPattern: $0.baseAddress), 0, -1, -1, 0) }) >= 0 {
          breaches.append("perf_event_open")
        }
        // Threads still start (clone3 answers ENOSYS; the C library falls back to clone).
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, threadBody, nil) == 0
        if started { pthread_join(thread, nil) } else { breaches.append("no threads") }
        print(breaches.isEmpty ? "safe" : breaches.joined(separator: "; "))
        """
    try Self.expectSafe(setup, code)
  }

  /// Finding 3: with a per-user install (`PREFIX=~/.local`) the data folder is
  /// `~/.local/share/swiftdrill`; a pack dropped there is the learner's, not
  /// bundled, so where no layer confines files its code is refused, whether the
  /// binary is really in `~/.local/bin` or only says so in `argv[0]`.
  @Test(arguments: [false, true])
  func aPerUserInstallDoesNotTrustTheLearnersPacks(spoofedName: Bool) throws {
    let setup = try Setup(.bubblewrap)
    defer { setup.cleanUp() }
    let prefix = setup.home.appendingPathComponent(".local")
    let questions = prefix.appendingPathComponent("share/swiftdrill/questions")
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
    let installed = prefix.appendingPathComponent("bin/swiftdrill").path
    if !spoofedName {
      expectEqual(link(setup.user.binary, installed), 0, "\(String(cString: strerror(errno)))")
    }
    let marker = setup.home.appendingPathComponent("pwned").path
    let code = """
      import Glibc
      if let file = fopen("\(marker)", "w") { fclose(file) }
      print("safe")
      """
    let pack = questions.appendingPathComponent("downloaded.md")
    try Data(SandboxEndToEndTests.outputQuestion(code, output: "safe").utf8).write(to: pack)
    _ = HelperTool.succeeds("/bin/chown", ["-R", "\(setup.user.uid):\(setup.user.gid)", setup.home.path])
    var environment = setup.environment(["SWIFTDRILL_SANDBOX": "none"])
    environment["SWIFTDRILL_HOME"] = nil
    environment["SWIFTDRILL_BUNDLED"] = nil
    environment["XDG_DATA_HOME"] = prefix.appendingPathComponent("share").path
    var command = setup.user.command(["check", "--run", pack.path], environment: environment)
    let binary = try #require(command.firstIndex(of: setup.user.binary))
    command.replaceSubrange(
      binary...binary,
      with: spoofedName
        ? ["/bin/bash", "-c", "exec -a \"$0\" \"$@\"", installed, setup.user.binary] : [installed])
    let result = try RunningDrill(command, scratch: setup.scratch).finish()
    expectEqual(result.status, 1, "\(result)")
    expectContains(result.stderr, "not running the code of", "\(result)")
    expectTrue(!FileManager.default.fileExists(atPath: marker), "a downloaded pack ran unconfined")
  }

  /// Finding 3: `make install` and `make uninstall` never touch `<prefix>/share/swiftdrill`
  /// (the data folder of a per-user install).
  @Test func installAndUninstallLeaveTheDataFolderAlone() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/make")
    process.arguments = [
      "-n", "-C", root.path, "install", "uninstall", "PREFIX=/learner/.local", "SWIFT=true",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    expectContains(text, "/learner/.local/share/swiftdrill-bundled", "\(text)")
    let touching = text.split(separator: "\n").filter {
      $0.contains("/learner/.local/share/swiftdrill ") || $0.contains("/learner/.local/share/swiftdrill/")
        || $0.hasSuffix("/learner/.local/share/swiftdrill")
    }
    expectTrue(touching.isEmpty, "\(touching)")
  }

  /// Finding 6: memory is bounded for the whole run, not per process: four
  /// children of 200 MB each (each under the per-process limit) pass a 512 MB budget.
  @Test(arguments: userModes)
  func memoryIsBoundedForTheWholeRun(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let code = """
      import Glibc
      var children: [pid_t] = []
      for _ in 0..<4 {
        let child = fork()
        if child == 0 {
          let size = 200 << 20
          if let block = malloc(size) { memset(block, 1, size) }
          // Held until the run is stopped (an event: the memory limit, or else the time limit).
          while true { pause() }
        }
        children.append(child)
      }
      for child in children { var status: Int32 = 0; waitpid(child, &status, 0) }
      print("safe")
      """
    let pack = try setup.pack(SandboxEndToEndTests.outputQuestion(code, output: "safe"))
    let result = try setup.start(["check", "--run", pack.path], ["SWIFTDRILL_RUN_MEMORY_MB": "512"]).finish()
    let output = result.stdout + result.stderr
    expectTrue(result.status != 0, "\(output)")
    expectContains(output, "memory limit", "\(output)")
  }

  /// Finding 7: the bytes a run writes are bounded in all (bubblewrap: its size-capped
  /// folders; the fallback: the run folder is measured and the run stopped past 64 MB).
  @Test(arguments: userModes)
  func diskUseIsBoundedForTheWholeRun(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let code = """
      import Glibc
      var full = false
      let chunk = [UInt8](repeating: 7, count: 1 << 20)
      files: for index in 0..<12 {
        guard let file = fopen("fill-\\(index)", "w") else { full = true; break }
        for _ in 0..<15 where fwrite(chunk, 1, chunk.count, file) != chunk.count || fflush(file) != 0 {
          full = true
          fclose(file)
          break files
        }
        fclose(file)
      }
      // Everything written and not refused: wait to be stopped (an event: the disk limit,
      // or else the time limit, which fails the test).
      while !full { pause() }
      print("safe")
      """
    let pack = try setup.pack(SandboxEndToEndTests.outputQuestion(code, output: "safe"))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    let output = result.stdout + result.stderr
    if mode == .fallback {
      expectContains(output, "disk limit", "\(output)")
    } else {
      expectTrue(result.status == 0 && output.contains("0 errors"), "\(output)")
    }
  }

  /// Finding 9: Ctrl-Z (SIGTSTP) stops the learner's program, its whole process tree, with
  /// swiftdrill, and `fg` (SIGCONT) continues both; the stopped time does not count.
  ///
  /// The program's child sleeps until the test ends it, so the stop always arrives while the
  /// program runs, however loaded the machine. swiftdrill stops itself only once every
  /// process of the run is stopped (`csb_tree_stop`), so the moment swiftdrill is seen
  /// stopped, every process below it must be: no polling for the program's state.
  @Test(arguments: userModes)
  func ctrlZStopsTheProgramWithSwiftDrill(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let budget = 5
    let (drill, marker) = try setup.startProgramWithASleepingChild(output: "safe", budget: budget)
    let sleeper = ProcessList.matching(marker).compactMap {
      $0.split(separator: " ").first.flatMap { Int32($0) }
    }
    defer {
      // Whatever failed: let swiftdrill go on and its program end.
      kill(drill.pid, SIGCONT)
      for pid in sleeper { kill(pid, SIGKILL) }
    }
    try #require(!sleeper.isEmpty)
    kill(drill.pid, SIGTSTP)
    try #require(Self.waitForState(of: drill.pid, "T", seconds: 60), "swiftdrill did not stop")
    let tree = Self.descendants(of: drill.pid)
    expectTrue(Set(sleeper).isSubset(of: tree), "the sleeper \(sleeper) is not below swiftdrill: \(tree)")
    let stopped: Set = ["T", "t", "Z"]
    func running() -> [String] {
      tree.compactMap { pid in
        Self.state(of: pid).flatMap { stopped.contains($0) ? nil : "\(pid) \($0)" }
      }
    }
    expectTrue(running().isEmpty, "kept running while swiftdrill was stopped: \(running())")
    // Stopped for longer than the whole time budget (the duration is what is tested: were the
    // stopped time counted, the run would time out), and nothing ran meanwhile.
    usleep(UInt32(budget + 1) * 1_000_000)
    expectTrue(running().isEmpty, "started running while swiftdrill was stopped: \(running())")
    kill(drill.pid, SIGCONT)
    // The sleeper ends when told (delivered once its tree is continued); the program then prints.
    for pid in sleeper { kill(pid, SIGTERM) }
    let result = drill.finish()
    expectEqual(result.status, 0, "\(result)")
    expectContains(result.stdout, "0 errors", "\(result)")
  }

  /// Polls until `pid` is in `state` (true), with `seconds` only as the bound for one that never gets there.
  static func waitForState(of pid: pid_t, _ wanted: String, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if state(of: pid) == wanted { return true }
      usleep(20_000)
    }
    return state(of: pid) == wanted
  }

  /// Every process below `root` (from each thread's `children` list in /proc).
  static func descendants(of root: pid_t) -> Set<pid_t> {
    var found: Set<pid_t> = []
    var queue = [root]
    while let pid = queue.popLast() {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      for task in tasks {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
        for child in text.split(separator: " ").compactMap({ pid_t($0) }) where found.insert(child).inserted {
          queue.append(child)
        }
      }
    }
    return found
  }

  /// The state letter of a process (`R`, `S`, `T`, …) from /proc.
  static func state(of pid: pid_t) -> String? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    return text[text.index(after: close)...].split(separator: " ").first.map(String.init)
  }

  /// Runs swiftdrill as the unprivileged user with `environment` (only), under `umask` when given.
  static func runAsUser(
    _ user: SandboxUser, _ arguments: [String], environment: [String: String], umask: String? = nil,
    input: String? = nil, scratch: URL
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    var command = user.command(arguments, environment: environment)
    if let umask, let binary = command.firstIndex(of: user.binary) {
      command.insert(contentsOf: ["/bin/sh", "-c", "umask \(umask); exec \"$@\"", "sh"], at: binary)
    }
    if let input {
      let file = scratch.appendingPathComponent("input-\(UUID().uuidString)")
      try Data(input.utf8).write(to: file)
      chmod(file.path, 0o644)
      command = ["/bin/sh", "-c", "exec \"$@\" < \"$0\"", file.path] + command
    }
    return try RunningDrill(command, scratch: scratch).finish()
  }

  static func simplePack(in folder: URL, owner: SandboxUser) throws -> URL {
    let pack = folder.appendingPathComponent("mine.md")
    try Data("---\nid: mine\ntitle: Mine\n---\n\n## Say yes\nid: q1\n\nSay yes.\n\n### Accept\n- yes\n".utf8)
      .write(to: pack)
    chown(pack.path, owner.uid, owner.gid)
    return pack
  }

  /// Finding 11: a data folder another user can write (theirs, world-writable) is refused.
  @Test func aDataFolderOthersCanWriteIsRefused() throws {
    let user = try SandboxEndToEndTests.user(for: .bubblewrap)
    if geteuid() != 0 { try Test.cancel("needs root to make a folder of another user") }
    let shared = user.folder("shared", owner: 0)
    let scratch = user.folder("scratch", owner: 0)
    defer { for url in [shared, scratch] { try? FileManager.default.removeItem(at: url) } }
    chmod(shared.path, 0o777)
    let result = try Self.runAsUser(
      user, ["stats"],
      environment: ["SWIFTDRILL_HOME": shared.path, "SWIFTDRILL_BUNDLED": "none", "HOME": shared.path],
      scratch: scratch)
    expectEqual(result.status, 1, "\(result)")
    expectContains(result.stderr, "can be written by other users", "\(result)")
    expectTrue(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
  }

  /// Finding 11, one folder up: the learner's own 0700 data folder inside a folder another
  /// user could rename entries of (theirs; root's and writable by all, not sticky) is refused,
  /// since they could put a folder of their own at its name, even while swiftdrill runs. One
  /// inside a sticky folder of root's (as `/tmp`) is used.
  @Test(arguments: ["stranger", "open", "sticky"])
  func aDataFolderInAFolderOthersCanRenameInIsRefused(parent kind: String) throws {
    let user = try SandboxEndToEndTests.user(for: .bubblewrap)
    if geteuid() != 0 { try Test.cancel("needs root to make a folder of another user") }
    let stranger = UserAccount.named("nobody")?.uid ?? 65_534
    let parent = user.folder("parent", owner: 0)
    let scratch = user.folder("scratch", owner: 0)
    defer { for url in [parent, scratch] { try? FileManager.default.removeItem(at: url) } }
    switch kind {
    case "stranger": chown(parent.path, stranger, 0); chmod(parent.path, 0o755)
    case "open": chmod(parent.path, 0o777)
    default: chmod(parent.path, 0o1777)
    }
    let data = parent.appendingPathComponent("mine", isDirectory: true)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
    chown(data.path, user.uid, user.gid)
    chmod(data.path, 0o700)
    let result = try Self.runAsUser(
      user, ["stats"],
      environment: ["SWIFTDRILL_HOME": data.path, "SWIFTDRILL_BUNDLED": "none", "HOME": data.path],
      scratch: scratch)
    if kind == "sticky" {
      expectEqual(result.status, 0, "\(result)")
    } else {
      expectEqual(result.status, 1, "\(result)")
      expectContains(result.stderr, "\(parent.path), which holds \(data.path)", "\(result)")
      expectTrue(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }
  }

  /// Finding 11: `reset` never writes its backup through a link planted at the backup's name,
  /// and the backup is 0600.
  @Test func aPlantedBackupLinkIsNotFollowed() throws {
    let user = try SandboxEndToEndTests.user(for: .bubblewrap)
    let data = user.folder("data")
    let scratch = user.folder("scratch", owner: 0)
    let elsewhere = user.folder("elsewhere")
    defer { for url in [data, scratch, elsewhere] { try? FileManager.default.removeItem(at: url) } }
    let pack = try Self.simplePack(in: elsewhere, owner: user)
    let environment = [
      "SWIFTDRILL_HOME": data.path, "SWIFTDRILL_BUNDLED": "none", "HOME": data.path, "NO_COLOR": "1",
      "SWIFTDRILL_NOW": "2026-01-15T09:00:00Z",
    ]
    let quiz = try Self.runAsUser(
      user, ["--content", pack.path, "quiz", "--count", "1"], environment: environment, input: "yes\n",
      scratch: scratch)
    expectEqual(quiz.status, 0, "\(quiz)")
    let stolen = elsewhere.appendingPathComponent("stolen.sqlite")
    let planted = data.appendingPathComponent("progress-backup-20260115-090000.sqlite")
    expectEqual(symlink(stolen.path, planted.path), 0)
    let reset = try Self.runAsUser(
      user, ["--content", pack.path, "reset", "--all", "--yes"], environment: environment, scratch: scratch)
    expectEqual(reset.status, 0, "\(reset)")
    expectTrue(
      !FileManager.default.fileExists(atPath: stolen.path), "the backup was written through the link")
    let backups = try FileManager.default.contentsOfDirectory(atPath: data.path).filter {
      $0.hasPrefix("progress-backup-") && $0 != planted.lastPathComponent
    }
    expectEqual(backups.count, 1, "\(backups)")
    for name in backups {
      var info = stat()
      expectEqual(lstat(data.appendingPathComponent(name).path, &info), 0)
      expectTrue(info.st_mode & 0o777 == 0o600 && info.st_mode & S_IFMT == S_IFREG)
    }
  }

  /// Finding 12: under umask 000, everything swiftdrill makes (caches, the module cache
  /// included, run results, content snapshots, the store) is 0600 or 0700.
  @Test func everythingSwiftDrillMakesIsPrivateWhateverTheUmask() throws {
    let setup = try Setup(.bubblewrap)
    defer { setup.cleanUp() }
    // The module cache in the data folder, as a learner has it, not the tests' shared one.
    var environment = setup.environment()
    environment[TestModuleCache.variable] = nil
    let pack = try setup.pack(
      SandboxEndToEndTests.outputQuestion("print(\"secret output\")", output: "secret output"))
    _ = HelperTool.succeeds("/bin/chown", ["-R", "\(setup.user.uid):\(setup.user.gid)", setup.home.path])
    let check = try Self.runAsUser(
      setup.user, ["check", "--run", pack.path], environment: environment, umask: "000",
      scratch: setup.scratch)
    expectEqual(check.status, 0, "\(check)")
    let quiz = try Self.runAsUser(
      setup.user, ["--content", pack.path, "quiz", "--count", "1"], environment: environment,
      umask: "000", input: "x\n", scratch: setup.scratch)
    expectEqual(quiz.status, 0, "\(quiz)")
    let walker = FileManager.default.enumerator(atPath: setup.data.path)
    var seen = 0
    while let name = walker?.nextObject() as? String {
      var info = stat()
      guard lstat(setup.data.appendingPathComponent(name).path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK
      else { continue }
      seen += 1
      expectEqual(info.st_mode & 0o077, 0, "\(name) is \(String(info.st_mode & 0o777, radix: 8))")
    }
    expectTrue(seen > 3)
  }
}
