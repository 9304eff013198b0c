import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Threads and processes under the fallback layer (Landlock + seccomp). RLIMIT_NPROC counts
/// every task of the user, so threads the user starts elsewhere while a run goes on must not
/// make the run's own threads fail (they did: a program traps when its runtime cannot start
/// a thread), and the run itself is still held to its 64 processes. And a concurrent program
/// runs to its end: libdispatch reads `/proc/<thread>/stat`, which the layer hid, and stopped
/// it (SIGILL) after a second or two.
@Suite(.ownThreads, .serialized) struct SandboxFallbackThreadsTests {
  static let modes: [SandboxEndToEndTests.Mode] = geteuid() == 0 ? [.fallback, .rootFallback] : [.fallback]

  /// Waits, then starts 16 threads and says how many started.
  static let threads = """
    import Glibc
    nonisolated func wait(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
      sleep(1)
      return nil
    }
    sleep(3)
    var threads: [pthread_t] = []
    for _ in 0..<16 {
      var thread = pthread_t()
      if pthread_create(&thread, nil, wait, nil) == 0 { threads.append(thread) }
    }
    for thread in threads { pthread_join(thread, nil) }
    print("made", threads.count, "threads")
    """

  /// Another program of the same user: when the run's process appears, it starts 300 threads,
  /// says so in a file, and keeps them until it is killed.
  static let otherProgram = """
    import os, sys, threading, time
    uid = int(sys.argv[1])
    def running():
        for pid in os.listdir('/proc'):
            if not pid.isdigit():
                continue
            try:
                if os.stat('/proc/' + pid).st_uid != uid:
                    continue
                with open('/proc/' + pid + '/comm') as f:
                    if f.read().strip() in ('program', 'swift-frontend'):
                        return True
            except OSError:
                pass
        return False
    while not running():
        time.sleep(0.02)
    for _ in range(300):
        threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
    open(sys.argv[2], 'w').write('started')
    time.sleep(60)
    """

  @Test(arguments: modes)
  func threadsTheUserStartsElsewhereDoNotBreakARun(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    // The program runs as `nobody` in the root mode, as the test user otherwise.
    let uid = mode.asRoot ? 65534 : setup.user.uid
    let gid = mode.asRoot ? 65534 : setup.user.gid
    let said = setup.user.folder("other", owner: uid).appendingPathComponent("said")
    defer { try? FileManager.default.removeItem(at: said.deletingLastPathComponent()) }
    var command = ["/usr/bin/python3", "-c", Self.otherProgram, String(uid), said.path]
    if geteuid() == 0 {
      command =
        [ReliabilityCommand.setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"] + command
    }
    let other = Process()
    other.executableURL = URL(fileURLWithPath: command[0])
    other.arguments = Array(command.dropFirst())
    try other.run()
    defer {
      kill(other.processIdentifier, SIGKILL)
      other.waitUntilExit()
    }
    let pack = try setup.pack(SandboxEndToEndTests.outputQuestion(Self.threads, output: "made 16 threads"))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    expectEqual(result.status, 0, "\(result.stdout)\(result.stderr)")
    expectContains(result.stdout, "0 errors", "\(result.stdout)")
    // The other program did start its threads during the run (else this proved nothing).
    expectEqual((try? String(contentsOf: said, encoding: .utf8)), "started")
  }

  /// Forks up to 100 children that wait, waits, then says how many it made.
  static let forks = """
    import Glibc
    var made = 0
    for _ in 0..<100 {
      let pid = fork()
      if pid == 0 {
        sleep(20)
        _exit(0)
      }
      if pid < 0 { break }
      made += 1
    }
    sleep(3)
    print("made", made)
    """

  @Test(arguments: modes)
  func aRunIsStillHeldToItsProcesses(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(SandboxEndToEndTests.outputQuestion(Self.forks, output: "made 100"))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    expectEqual(result.status, 1, "\(result.stdout)\(result.stderr)")
    // Stopped by the watch (no cgroup), by the cgroup's TasksMax (a fork fails at 64), or by
    // the memory all of them hold (in immediate mode each child is a copy of the compiler).
    let made = result.stdout.firstMatch(of: /made (\d+)/).flatMap { Int($0.1) }
    let stopped = ["process limit", "memory limit"].contains { result.stdout.contains($0) }
    expectTrue(stopped || made.map { $0 <= 64 } == true, "\(result.stdout)\(result.stderr)")
  }

  /// Four tasks that each hold a worker of libdispatch's pool for two seconds, asleep: while
  /// tasks wait for a worker, libdispatch's monitor reads its workers' `/proc/<id>/stat`
  /// every second. Without ThreadStatLibrary this trapped in 3 of 3 linked runs and 2 of 4
  /// immediate ones on two cores. (The tasks used to spin: the same trap, but seconds of CPU
  /// per case in `make test`.)
  static let concurrent = """
    import Glibc
    nonisolated func hold(for seconds: UInt32) -> Int {
      sleep(seconds)
      return 1
    }
    nonisolated func work() async -> Int {
      await withTaskGroup(of: Int.self) { group in
        for _ in 0..<4 { group.addTask { hold(for: 2) } }
        var total = 0
        for await one in group { total += one }
        return total
      }
    }
    print("done", await work())
    """

  static let concurrentCases: [(SandboxEndToEndTests.Mode, Bool)] = modes.flatMap {
    [($0, true), ($0, false)]
  }

  @Test(arguments: concurrentCases)
  func aConcurrentProgramRunsToItsEnd(mode: SandboxEndToEndTests.Mode, immediate: Bool) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(SandboxEndToEndTests.outputQuestion(Self.concurrent, output: "done 4"))
    let result = try setup.start(
      ["check", "--run", pack.path], ["SWIFTDRILL_IMMEDIATE": immediate ? "1" : "0"]
    )
    .finish()
    expectEqual(result.status, 0, "\(result.stdout)\(result.stderr)")
    expectContains(result.stdout, "0 errors", "\(result.stdout)")
  }
}
