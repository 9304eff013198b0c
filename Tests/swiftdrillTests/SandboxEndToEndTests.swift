import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hostile pack against the built binary, run as an unprivileged user in
/// each sandbox mode (bubblewrap, the forced Landlock+seccomp fallback) and as
/// root: nothing outside the work folder is written, the home's secret is not
/// read, 127.0.0.1 is not reached, nothing is left running, and a compile bomb,
/// Ctrl-C and kill -9 leave no compiler or program behind.
@Suite(.ownThreads, .serialized) struct SandboxEndToEndTests {
  enum Mode: String, CaseIterable, CustomTestStringConvertible {
    case bubblewrap, fallback, root, rootFallback
    var testDescription: String { rawValue }
    var asRoot: Bool { self == .root || self == .rootFallback }
    var forced: String? { self == .fallback || self == .rootFallback ? "fallback" : nil }
  }

  /// The user; when there is none the test fails (see `SandboxUser.missing`).
  static func user(for mode: Mode) throws -> SandboxUser {
    if mode.asRoot && geteuid() != 0 {
      try SandboxUser.missing("the root mode needs the tests to run as root")
    }
    switch SandboxUser.shared {
    case .success(let user): return user
    case .failure(let reason): try SandboxUser.missing("no unprivileged user: \(reason)")
    }
  }

  struct Setup {
    var user: SandboxUser
    var home: URL
    var data: URL
    var scratch: URL
    var mode: Mode

    /// `layerNeeded: false` for the tests of no layer at all (`SWIFTDRILL_SANDBOX=none`):
    /// they run everywhere, with or without bubblewrap and Landlock.
    init(_ mode: Mode, layerNeeded: Bool = true) throws {
      let user = try SandboxEndToEndTests.user(for: mode)
      if layerNeeded, mode == .bubblewrap, !user.bubblewrapWorks {
        try SandboxUser.missing(
          "bubblewrap does not work for \(SandboxUser.name) here (not installed, or user namespaces blocked)")
      }
      if layerNeeded, mode.forced == "fallback", !SandboxUser.kernelHasLandlock {
        try SandboxUser.missing("the kernel has no Landlock: the fallback layer cannot work here")
      }
      self.user = user
      self.mode = mode
      let owner: uid_t? = mode.asRoot ? 0 : nil
      home = user.folder("home", owner: owner)
      data = user.folder("data-\(mode.asRoot ? "root" : "user")", owner: owner)
      scratch = user.folder("scratch", owner: 0)
      try Self.write("echo canary\n", to: home.appendingPathComponent(".bashrc"), owner: owner ?? user.uid)
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent(".ssh"), withIntermediateDirectories: true)
      try Self.write(secret, to: home.appendingPathComponent(".ssh/id_ed25519"), owner: owner ?? user.uid)
      chown(home.appendingPathComponent(".ssh").path, owner ?? user.uid, mode.asRoot ? 0 : user.gid)
    }

    var secret: String { "SECRET-KEY-" + home.lastPathComponent }

    static func write(_ text: String, to url: URL, owner: uid_t) throws {
      try Data(text.utf8).write(to: url)
      chown(url.path, owner, owner == 0 ? 0 : gid_t(owner))
      chmod(url.path, 0o600)
    }

    func pack(_ body: String) throws -> URL {
      // In the home, so it goes with it; swiftdrill reads it, the sandboxed code never sees it.
      let folder = home.appendingPathComponent("pack-\(UUID().uuidString.prefix(8))", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("hostile.md")
      try Data(body.utf8).write(to: file)
      chmod(file.path, 0o644)
      return file
    }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
      let inherited = ProcessInfo.processInfo.environment
      var environment = [
        "HOME": home.path, "SWIFTDRILL_HOME": data.path, "SWIFTDRILL_BUNDLED": "none", "NO_COLOR": "1",
        "PATH": inherited["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
      ]
      if let swiftc = inherited["SWIFTC"] { environment["SWIFTC"] = swiftc }
      if let forced = mode.forced { environment["SWIFTDRILL_SANDBOX"] = forced }
      environment[TestModuleCache.variable] = user.moduleCache(asRoot: mode.asRoot)
      return environment.merging(extra) { $1 }
    }

    func start(_ arguments: [String], _ extra: [String: String] = [:]) throws -> RunningDrill {
      try RunningDrill(
        user.command(arguments, environment: environment(extra), asRoot: mode.asRoot), scratch: scratch)
    }

    func cleanUp() {
      for url in [home, data, scratch] { try? FileManager.default.removeItem(at: url) }
    }

    /// `check --run` of a program whose child sleeps (its argument a marker the process list
    /// shows) until the test ends it, then prints `output`; returns once the child is seen,
    /// so a signal sent next always arrives while the program runs, however loaded the machine.
    func startProgramWithASleepingChild(output: String, budget: Int) throws -> (RunningDrill, marker: String)
    {
      let marker = "1000.\(Int.random(in: 100_000...999_999))"
      let code = """
        import Glibc
        let child = fork()
        if child == 0 { execv("/bin/sleep", [strdup("sleep"), strdup("\(marker)"), nil]) }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        print("\(output)")
        """
      let pack = try pack(SandboxEndToEndTests.outputQuestion(code, output: output))
      let drill = try start(["check", "--run", pack.path], ["SWIFTDRILL_RUN_TIMEOUT": String(budget)])
      expectTrue(ProcessList.waitFor(marker, seconds: 120), "the program never started")
      return (drill, marker)
    }
  }

  static func outputQuestion(_ code: String, output: String) -> String {
    """
    ---
    id: hostile-\(UUID().uuidString.prefix(8).lowercased())
    title: Hostile
    ---

    ## Looks harmless
    id: harmless
    type: output

    What does this print?

    ```swift
    \(code)
    ```

    ### Output
    ```
    \(output)
    ```

    """
  }

  /// Appends to the canary, reads the secret (and copies it to the shared
  /// /tmp), connects to 127.0.0.1 and leaves a daemon; prints "safe" when all failed.
  static func attack(home: String, port: UInt16, marker: String, leak: String) -> String {
    """
    import Glibc
    var breaches: [String] = []
    if let file = fopen("\(home)/.bashrc", "a") {
      fputs("echo pwned\\n", file)
      fclose(file)
      breaches.append("wrote the canary")
    }
    if let file = fopen("\(home)/.ssh/id_ed25519", "r") {
      var buffer = [CChar](repeating: 0, count: 256)
      _ = fgets(&buffer, 256, file)
      fclose(file)
      let secret = String(cString: buffer)
      breaches.append("read " + secret)
      if let copy = fopen("\(leak)", "w") {
        fputs(secret, copy)
        fclose(copy)
      }
    }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    if fd >= 0 {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = \(port.bigEndian)
      address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
      let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      if result == 0 { breaches.append("connected") }
    }
    if fork() == 0 {
      _ = setsid()
      if fork() == 0 {
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("\(marker)"), nil]
        execv("/bin/sleep", arguments)
      }
      _exit(0)
    }
    print(breaches.isEmpty ? "safe" : breaches.joined(separator: "; "))
    """
  }

  /// A type whose layout takes the compiler minutes and gigabytes.
  static let compileBomb =
    "typealias T0 = Int\n"
    + (1...24).map { "typealias T\($0) = (T\($0 - 1), T\($0 - 1))" }.joined(separator: "\n")
    + "\nprint(MemoryLayout<T24>.size)"

  /// The attack as a library module's function, in a {module=…} block the program imports:
  /// the module's code runs in the program, inside the sandbox.
  static func moduleAttack(_ attack: String) -> String {
    let body = attack.replacing("import Glibc\n", with: "").replacing(
      "print(breaches.isEmpty", with: "return (breaches.isEmpty")
    return
      "import Glibc\npublic func attack() -> String {\n\(body)\n}\n```\n\n```swift\nimport Helpers\nprint(attack())"
  }

  static func hostileCodeIsConfined(_ mode: Mode, inModule: Bool = false) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let listener = try LoopbackListener()
    let marker = "4545.\(Int.random(in: 100_000...999_999))"
    let leak = "/tmp/swiftdrill-leak-\(UUID().uuidString)"
    let attack = Self.attack(home: setup.home.path, port: listener.port, marker: marker, leak: leak)
    var question = Self.outputQuestion(inModule ? Self.moduleAttack(attack) : attack, output: "safe")
    if inModule {
      question = question.replacing("```swift\nimport Glibc", with: "```swift {module=Helpers}\nimport Glibc")
      expectContains(question, "```swift {module=Helpers}")
    }
    let pack = try setup.pack(question)
    let result = try setup.start(["check", "--run", pack.path]).finish()
    let output = result.stdout + result.stderr
    expectEqual(result.status, 0, "\(output)")
    expectContains(output, "0 errors", "\(output)")
    try expectEqual(
      String(contentsOf: setup.home.appendingPathComponent(".bashrc"), encoding: .utf8), "echo canary\n"
    )
    expectNotContains(output, setup.secret)
    expectTrue(!FileManager.default.fileExists(atPath: leak))
    expectTrue(!listener.hasPendingConnection())
    expectTrue(ProcessList.matching(marker).isEmpty, "a daemon outlived the run")
  }

  static func aCompileBombIsStoppedWithItsCompiler(_ mode: Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(Self.outputQuestion(Self.compileBomb, output: "8"))
    let drill = try setup.start(["check", "--run", pack.path], ["SWIFTDRILL_COMPILE_TIMEOUT": "1.5"])
    let workspaces = "swiftdrill-run-\(drill.pid)-"
    let result = drill.finish()
    expectTrue(result.status != 0)
    expectContains((result.stdout + result.stderr), "the compiler was stopped after", "\(result)")
    expectTrue(ProcessList.waitUntilGone(workspaces, seconds: 30), "a compiler outlived the timeout")
    expectTrue(Self.workspaces(workspaces).isEmpty)
  }

  static func ctrlCStopsTheCompilerAtOnce(_ mode: Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(Self.outputQuestion(Self.compileBomb + "\n// \(UUID())", output: "8"))
    let drill = try setup.start(["check", "--run", pack.path])
    let workspaces = "swiftdrill-run-\(drill.pid)-"
    expectTrue(
      ProcessList.wait(seconds: 120) { !ProcessList.running("swift-frontend", in: workspaces).isEmpty },
      "the compile never started")
    kill(drill.pid, SIGINT)
    _ = drill.finish()
    expectTrue(
      ProcessList.wait(seconds: 30) {
        ProcessList.running("swift-frontend", in: workspaces).isEmpty
          && ProcessList.matching(workspaces).isEmpty
      }, "a compiler outlived Ctrl-C")
    expectTrue(Self.workspaces(workspaces).isEmpty)
  }

  static func killingSwiftDrillLeavesNothingRunning(_ mode: Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let marker = "4646.\(Int.random(in: 100_000...999_999))"
    let code = """
      import Glibc
      if fork() == 0 {
        _ = setsid()
        execv("/bin/sleep", [strdup("sleep"), strdup("\(marker)"), nil])
      }
      print("hi")
      execv("/bin/sleep", [strdup("sleep"), strdup("\(marker)"), nil])
      """
    let pack = try setup.pack(Self.outputQuestion(code, output: "hi"))
    let drill = try setup.start(["check", "--run", pack.path])
    // Both sleepers (the setsid child and the program itself) are running.
    expectTrue(ProcessList.waitFor(marker, count: 2, seconds: 120), "the program never started")
    kill(drill.pid, SIGKILL)
    _ = drill.finish()
    expectTrue(ProcessList.waitUntilGone(marker, seconds: 30), "a program outlived swiftdrill")
  }

  static let userModes = [Mode.bubblewrap, .fallback]

  @Test(arguments: userModes)
  func hostileCodeIsConfined(mode: Mode) throws { try Self.hostileCodeIsConfined(mode) }

  @Test(arguments: userModes)
  func hostileCodeInAModuleBlockIsConfined(mode: Mode) throws {
    try Self.hostileCodeIsConfined(mode, inModule: true)
  }

  @Test(arguments: userModes)
  func aCompileBombIsStoppedWithItsCompiler(mode: Mode) throws {
    try Self.aCompileBombIsStoppedWithItsCompiler(mode)
  }

  @Test(arguments: userModes)
  func ctrlCStopsTheCompilerAtOnce(mode: Mode) throws { try Self.ctrlCStopsTheCompilerAtOnce(mode) }

  @Test(arguments: userModes)
  func killingSwiftDrillLeavesNothingRunning(mode: Mode) throws {
    try Self.killingSwiftDrillLeavesNothingRunning(mode)
  }

  /// SIGSTOP of swiftdrill for longer than the run's whole time budget: the stopped time does
  /// not count. (SIGSTOP cannot be caught, so the program runs on meanwhile; Ctrl-Z, which
  /// stops it too, is `SandboxRoundTwoTests.ctrlZStopsTheProgramWithSwiftDrill`.) The program's
  /// child sleeps until the test ends it after SIGCONT, so the run's own time stays short
  /// however loaded the machine.
  @Test(arguments: [Mode.bubblewrap, .fallback])
  func timeSpentStoppedDoesNotCount(mode: Mode) throws {
    let setup = try Setup(mode)
    defer { setup.cleanUp() }
    let budget = 5
    let (drill, marker) = try setup.startProgramWithASleepingChild(output: "done", budget: budget)
    kill(drill.pid, SIGSTOP)
    // The duration is what is tested: longer than the whole budget.
    usleep(UInt32(budget + 1) * 1_000_000)
    kill(drill.pid, SIGCONT)
    for line in ProcessList.matching(marker) {
      if let pid = line.split(separator: " ").first.flatMap({ pid_t($0) }) { kill(pid, SIGTERM) }
    }
    let result = drill.finish()
    expectEqual(result.status, 0, "\(result)")
    expectContains(result.stdout, "0 errors", "\(result)")
  }

  @Test(arguments: [("", "bubblewrap"), ("fallback", "landlock")])
  func doctorReportsTheLayerInUse(forced: String, expected: String) throws {
    if forced == "fallback", !SandboxUser.kernelHasLandlock {
      try SandboxUser.missing("the kernel has no Landlock")
    }
    let setup = try Setup(.bubblewrap)
    defer { setup.cleanUp() }
    let result = try setup.start(["doctor", "--json"], forced.isEmpty ? [:] : ["SWIFTDRILL_SANDBOX": forced])
      .finish()
    expectEqual(result.status, 0, "\(result)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    expectTrue(report["sandbox"] as? String == expected)
    let layers = (report["layers"] as? [[String: Any]]) ?? []
    let working = Set(layers.filter { $0["works"] as? Bool == true }.compactMap { $0["name"] as? String })
    let expectedLayers: Set =
      SandboxUser.kernelHasLandlock
      ? ["bubblewrap", "landlock", "seccomp", "subreaper"] : ["bubblewrap", "subreaper"]
    expectTrue(working.isSuperset(of: expectedLayers), "\(layers)")
  }

  /// Runs everywhere: no layer is needed to see that none is used.
  @Test func doctorReportsNoLayerWhenNoneIsForced() throws {
    let setup = try Setup(.bubblewrap, layerNeeded: false)
    defer { setup.cleanUp() }
    let result = try setup.start(["doctor", "--json"], ["SWIFTDRILL_SANDBOX": "none"]).finish()
    expectEqual(result.status, 0, "\(result)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    expectTrue(report["sandbox"] as? String == "none")
  }

  /// Runs everywhere: the "none" layer refuses untrusted code with or without bubblewrap.
  @Test func withoutAConfiningLayerCheckRunRefusesUntrustedCode() throws {
    let setup = try Setup(.bubblewrap, layerNeeded: false)
    defer { setup.cleanUp() }
    let pack = try setup.pack(Self.outputQuestion("print(\"hi\")", output: "hi"))
    let result = try setup.start(["check", "--run", pack.path], ["SWIFTDRILL_SANDBOX": "none"]).finish()
    expectEqual(result.status, 1)
    expectContains(result.stderr, "not running the code of \(pack.path)", "\(result)")
    expectContains(result.stderr, "--trust")
  }

  /// Work folders of one swiftdrill process left in the temporary folder.
  static func workspaces(_ prefix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
    return names.filter { $0.hasPrefix(prefix) }
  }
}
