import CSandbox
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one program with `posix_spawn` in its own process group, drains its
/// output through `poll`, and stops it on timeout, on cancel or when the output
/// grows past a limit. (Foundation's `Process` is avoided: see PLATFORM.md.)
/// Time swiftdrill spends stopped (Ctrl-Z) does not count against the timeout.
enum ChildProcess {
  /// How to stop the program early.
  enum Stop: Sendable {
    /// SIGKILL to its process group (bubblewrap then takes its namespace down).
    case group
    /// SIGTERM first, so a `--sandbox-exec` supervisor kills every descendant;
    /// SIGKILL after a second.
    case supervisor
  }

  struct Completion: Sendable, Equatable {
    var exitStatus: Int32?
    var signal: Int32?
    var stdout: String
    var stderr: String
    var timedOut: Bool
    var outputTruncated: Bool
    var duration: Duration
    /// Stopped because `isCancelled` said so (Ctrl-C).
    var cancelled = false
    /// Stopped for going over its `RunBudget`: "memory limit" or "disk limit".
    var overBudget: String?

    var summary: String {
      if timedOut { return "a timeout" }
      if let signal { return "signal \(signal)" }
      return "status \(exitStatus ?? -1)"
    }
  }

  /// Starts `executable` and waits for it.
  /// - Parameters:
  ///   - stdinPath: a file to read standard input from; /dev/null when nil.
  ///   - outputLimit: bytes of stdout plus stderr kept; more kills the process.
  static func run(
    executable: String, arguments: [String], environment: [String: String],
    currentDirectory: String? = nil, stdinPath: String? = nil, descriptor3: String? = nil,
    start: Sandbox.Start? = nil, timeout: Duration,
    outputLimit: Int, stop: Stop = .group, budget: RunBudget? = nil, handover: Handover? = nil,
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(CodeRunnerError) -> Completion {
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard makePipe(&outPipe) else { throw .spawnFailed(executable: executable, errno: errno) }
    guard makePipe(&errPipe) else {
      let code = errno
      close(outPipe[0])
      close(outPipe[1])
      throw .spawnFailed(executable: executable, errno: code)
    }
    let pid: pid_t
    do {
      // Started and tracked by job control at once, so Ctrl-Z stops it whenever it comes.
      pid = try JobControl.launch { () throws(CodeRunnerError) in
        if let start {
          return try spawn(
            executable: executable, arguments: arguments, environment: environment,
            currentDirectory: currentDirectory, stdinPath: stdinPath ?? "/dev/null", descriptor3: descriptor3,
            start: start, stdout: outPipe[1], stderr: errPipe[1])
        }
        return try spawn(
          executable: executable, arguments: arguments, environment: environment,
          currentDirectory: currentDirectory, stdinPath: stdinPath ?? "/dev/null", descriptor3: descriptor3,
          stdout: outPipe[1], stderr: errPipe[1])
      }
    } catch {
      for fd in outPipe + errPipe { close(fd) }
      throw error
    }
    close(outPipe[1])
    close(errPipe[1])
    defer {
      close(outPipe[0])
      close(errPipe[0])
    }
    let clock = ContinuousClock()
    let start = clock.now
    var deadline = ActiveDeadline(timeout: timeout)
    let watch = RunWatch(pid: pid, budget: budget)
    var drain = OutputDrain(
      stdout: outPipe[0], stderr: errPipe[0], limit: outputLimit, isCancelled: isCancelled)
    drain.handover = handover.map { (pid, $0) }
    let drained = drain.run(until: &deadline, watch: watch)
    var status: Int32 = 0
    var reaped = false
    if drained {
      // Output closed: wait for the exit, still bounded by the deadline. The
      // process is usually exiting already: poll often at first, then every 2 ms.
      var pause: UInt32 = 50
      while deadline.remaining() > .zero && !isCancelled() && watch.tick() {
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || (result == -1 && errno != EINTR) {
          reaped = result == pid
          break
        }
        usleep(pause)
        pause = min(pause * 2, 2_000)
      }
    }
    if !reaped { status = terminate(pid, stop: stop) }
    let overBudget = reaped ? nil : watch.overBudget
    let cancelled = !reaped && !drain.overflowed && overBudget == nil && isCancelled()
    let timedOut = !reaped && !drain.overflowed && overBudget == nil && !cancelled
    return Completion(
      exitStatus: exited(status) ? exitCode(status) : nil,
      signal: exited(status) ? nil : termSignal(status),
      stdout: String(decoding: drain.stdoutBytes, as: UTF8.self),
      stderr: String(decoding: drain.stderrBytes, as: UTF8.self),
      timedOut: timedOut, outputTruncated: drain.overflowed, duration: clock.now - start,
      cancelled: cancelled,
      overBudget: overBudget)
  }

  /// Stops `pid` and its descendants and reaps it; returns its wait status.
  private static func terminate(_ pid: pid_t, stop: Stop) -> Int32 {
    var status: Int32 = 0
    if stop == .supervisor, kill(pid, SIGTERM) == 0 {
      // The supervisor kills and reaps every descendant, then exits.
      for _ in 0..<500 {
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return status }
        if result == -1 && errno != EINTR { break }
        usleep(2_000)
      }
    }
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status
  }

  /// Held while pipes are made close-on-exec and while spawning, so a child
  /// started on another thread never inherits this job's pipe ends (which would
  /// keep them open and delay end of file). `pipe2` is not visible from Swift.
  private static let spawnLock = Mutex(())

  private static func makePipe(_ fds: inout [Int32]) -> Bool {
    spawnLock.withLock { _ in
      guard pipe(&fds) == 0 else { return false }
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
      return true
    }
  }

  private static func spawn(
    executable: String, arguments: [String], environment: [String: String],
    currentDirectory: String?, stdinPath: String, descriptor3: String?, stdout: Int32, stderr: Int32
  ) throws(CodeRunnerError) -> pid_t {
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    if let closeFrom = SpawnCloseFrom.function { _ = closeFrom(&actions, 3) }
    if let descriptor3 { posix_spawn_file_actions_addopen(&actions, 3, descriptor3, O_RDONLY, 0) }
    // Own process group (so a timeout kills every descendant), default signal
    // handling and an empty signal mask whatever the parent set up.
    var defaults = sigset_t()
    sigfillset(&defaults)
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setpgroup(&attributes, 0)
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    posix_spawnattr_setflags(&attributes, Int16(flags))

    var command = [executable] + arguments
    if let currentDirectory {
      if let addChdir = SpawnChdir.function {
        let code = addChdir(&actions, currentDirectory)
        guard code == 0 else { throw .spawnFailed(executable: executable, errno: code) }
      } else {
        // Without it, a shell changes folder (one more process to start).
        command = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", currentDirectory] + command
      }
    }
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let code = spawnLock.withLock { _ in
      posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    }
    guard code == 0 else { throw .spawnFailed(executable: executable, errno: code) }
    return pid
  }

  /// Starts the program as `spawn` above does, and sets `start` (the user, limits) between
  /// the fork and `execve` (`csb_spawn`); nothing runs when one of them cannot be set.
  private static func spawn(
    executable: String, arguments: [String], environment: [String: String],
    currentDirectory: String?, stdinPath: String, descriptor3: String?, start: Sandbox.Start, stdout: Int32,
    stderr: Int32
  ) throws(CodeRunnerError) -> pid_t {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: Int32 = 0
    let code = stdinPath.withCString { stdinPath in
      withOptionalCString(descriptor3) { descriptor3 in
        withOptionalCString(currentDirectory) { directory in
          var options = csb_spawn_options(
            stdin_path: stdinPath, stdout_fd: stdout, stderr_fd: stderr, descriptor3: descriptor3,
            directory: directory, uid: start.user ?? -1, gid: start.user ?? -1,
            memory_limit: Int64(start.memory ?? 0), file_size_limit: Int64(start.fileSize ?? 0),
            no_core_files: start.noCoreFiles ? 1 : 0)
          return spawnLock.withLock { _ in csb_spawn(&options, argv, envp, &pid) }
        }
      }
    }
    guard code == 0 else { throw .spawnFailed(executable: executable, errno: code) }
    return pid
  }

  private static func withOptionalCString<Result>(
    _ text: String?, _ body: (UnsafePointer<CChar>?) -> Result
  ) -> Result {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
  }

  private static func exited(_ status: Int32) -> Bool { status & 0x7f == 0 }
  private static func exitCode(_ status: Int32) -> Int32 { (status >> 8) & 0xff }
  private static func termSignal(_ status: Int32) -> Int32 { status & 0x7f }
}
