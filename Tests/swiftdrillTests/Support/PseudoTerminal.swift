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
  /// The terminal's width.
  private(set) var columns: Int

  /// `currentDirectory`: the folder the program starts in (the test's own when nil).
  init(
    executable: URL, arguments: [String] = [], environment: [String: String], columns: Int = 100,
    currentDirectory: URL? = nil
  ) throws {
    self.columns = columns
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
    // env(1) -C starts the program in `currentDirectory`.
    let folder = currentDirectory.map { ["/usr/bin/env", "-C", $0.path] } ?? []
    let argv = ([launcher, "--ctty"] + folder + [executable.path] + arguments).map { strdup($0) } + [nil]
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

  /// Makes the terminal `columns` wide (30 rows), as a window resized: the program is sent
  /// SIGWINCH. `screen` reads all the output at the new width, so read it after a clear.
  func resize(columns: Int) {
    var size = winsize(ws_row: 30, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    self.columns = columns
  }

  /// Types text (use "\t" for Tab, "\u{03}" for Ctrl-C, "\u{04}" for Ctrl-D, "\u{1B}[A" for Up).
  ///
  /// Like a person, it pauses first: libedit switches the terminal mode after
  /// printing its prompt, and keys typed in that instant are read in the old mode.
  /// The pause ends early when output arrives, so wait for the prompt before a key that
  /// must reach it: between prompts the terminal is in cooked mode, where Ctrl-D is the
  /// end-of-file key and never reaches libedit as ^D (`waitUntilWaitingForInput`).
  func send(_ text: String, pause: Double = 0.1) {
    readAvailable(milliseconds: Int32(pause * 1000))
    var bytes = Array(text.utf8)
    _ = write(master, &bytes, bytes.count)
  }

  /// Types `text` once the program waits for a key (`waitUntilWaitingForInput`, then `send`): a
  /// key that must reach the prompt the program is drawing.
  func typeWhenWaiting(_ text: String, pause: Double = 0.1) throws {
    try waitUntilWaitingForInput()
    send(text, pause: pause)
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

  /// What the terminal shows now (the rows of a 30-row screen after all output so far).
  var screen: TerminalScreen { TerminalScreen(output[...], columns: columns) }

  /// Waits until the program is blocked waiting for a key (in `read`, `poll` or `select` on
  /// the terminal), so a key that must reach a prompt (Ctrl-C above all: a signal that comes
  /// while the program is still drawing, before it waits, is only seen at the next key) is
  /// typed when the program waits for it. Where the kernel does not say (`/proc` missing),
  /// it returns at once.
  func waitUntilWaitingForInput(seconds: Double = 10) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !isWaitingForInput {
      guard Date() < deadline else {
        throw Failure.timedOut(waitingFor: "a read of the terminal", output: output)
      }
      readAvailable(milliseconds: 10)
    }
  }

  /// Whether the program sits in a system call that waits for input: `read` of descriptor 0,
  /// or `poll`, `ppoll`, `select`, `pselect6` (x86-64 and arm64 numbers).
  private var isWaitingForInput: Bool {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return true }
    let fields = text.split(separator: " ")
    guard let number = fields.first.flatMap({ Int($0) }) else { return false }
    #if arch(x86_64)
      if number == 0 { return fields.count > 1 && fields[1] == "0x0" }
      return [7, 23, 270, 271].contains(number)
    #elseif arch(arm64)
      if number == 63 { return fields.count > 1 && fields[1] == "0x0" }
      return [72, 73].contains(number)
    #else
      return true
    #endif
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
