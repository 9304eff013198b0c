import CPseudoTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program on a pseudo-terminal, so it sees a real terminal: tests type
/// keys into it and read the screen output, as a person at a terminal would.
final class PseudoTerminal {
  enum Failure: Error, CustomStringConvertible {
    case openFailed(String)
    case spawnFailed(Int32)
    case timedOut(waitingFor: String, output: String)

    var description: String {
      switch self {
      case .openFailed(let step): "could not open a pseudo-terminal (\(step))"
      case .spawnFailed(let code): "could not start the program (error \(code))"
      case .timedOut(let pattern, let output):
        "timed out waiting for \(pattern.debugDescription); output:\n\(output)"
      }
    }
  }

  private let master: Int32
  let pid: pid_t
  /// Everything the program has written so far.
  private(set) var output = ""

  init(executable: URL, arguments: [String] = [], environment: [String: String], columns: Int = 100) throws {
    master = posix_openpt(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw Failure.openFailed("posix_openpt") }
    guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
      close(master)
      throw Failure.openFailed("grantpt")
    }
    let slavePath = String(cString: name)
    var size = winsize(ws_row: 30, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    let slave = open(slavePath, O_RDWR | O_NOCTTY)
    if slave >= 0 {
      _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
      close(slave)
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The test runner's threads may block or ignore signals; the child must not inherit that.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    // setsid(1) with --ctty starts a new session and makes the terminal its
    // controlling one, so Ctrl-C on it sends SIGINT, as in a real terminal.
    let launcher = "/usr/bin/setsid"
    let argv = ([launcher, "--ctty", executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, launcher, &actions, &attributes, argv, envp)
    guard status == 0 else {
      close(master)
      throw Failure.spawnFailed(status)
    }
    pid = child
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(master)
  }

  /// Types text (use "\t" for Tab, "\u{03}" for Ctrl-C, "\u{04}" for Ctrl-D, "\u{1B}[A" for Up).
  ///
  /// Like a person, it pauses first: libedit switches the terminal mode after
  /// printing its prompt, and keys typed in that instant are read in the old mode.
  func send(_ text: String, pause: Double = 0.1) {
    readAvailable(milliseconds: Int32(pause * 1000))
    var bytes = Array(text.utf8)
    _ = write(master, &bytes, bytes.count)
  }

  /// Reads until the output since `offset` contains `pattern`; returns the new offset.
  @discardableResult
  func waitFor(_ pattern: String, after offset: String.Index? = nil, seconds: Double = 10) throws
    -> String.Index
  {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let start = offset ?? output.startIndex
      if let range = output[start...].range(of: pattern) { return range.upperBound }
      guard Date() < deadline else { throw Failure.timedOut(waitingFor: pattern, output: output) }
      readAvailable(milliseconds: 100)
    }
  }

  /// Waits for the program to exit and returns its exit status.
  func waitForExit(seconds: Double = 10) throws -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      readAvailable(milliseconds: 50)
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        readAvailable(milliseconds: 50)
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      }
    }
    throw Failure.timedOut(waitingFor: "exit", output: output)
  }

  private func readAvailable(milliseconds: Int32) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(master, &buffer, buffer.count)
    if count > 0 { output += String(decoding: buffer[0..<count], as: UTF8.self) }
  }
}
