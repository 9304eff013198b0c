import DrillSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGTERM and SIGHUP caught while a command writes files that appear together or not at all
/// (`export`, `StagedFiles`): the handler only stores which came (async-signal-safe); the command
/// removes what it staged, says so, and then ends as the signal would have (`endAsSignalled`).
/// Ctrl-C is `Interrupts`' flag, as everywhere: it stops the command, not the REPL.
enum StopSignals {
  static let caught = Atomic<Int32>(0)

  /// Runs `body` with SIGTERM and SIGHUP caught, and not blocked (a parent may have left them
  /// blocked, as a test runner does: the signal then waited until the files were all written); the
  /// actions and the mask they had are put back after.
  static func catching<T>(_ body: () throws -> T) rethrows -> T {
    caught.store(0, ordering: .relaxed)
    var terminate = SignalHandler.install(SIGTERM) { StopSignals.caught.store($0, ordering: .relaxed) }
    var hangUp = SignalHandler.install(SIGHUP) { StopSignals.caught.store($0, ordering: .relaxed) }
    var stopping = sigset_t()
    sigemptyset(&stopping)
    sigaddset(&stopping, SIGTERM)
    sigaddset(&stopping, SIGHUP)
    var mask = sigset_t()
    sigprocmask(SIG_UNBLOCK, &stopping, &mask)
    defer {
      sigprocmask(SIG_SETMASK, &mask, nil)
      sigaction(SIGTERM, &terminate, nil)
      sigaction(SIGHUP, &hangUp, nil)
    }
    return try body()
  }

  /// The stopping signal that came since `catching` began, if any: SIGTERM, SIGHUP, or SIGINT
  /// (Ctrl-C, whose flag this leaves for `consume`).
  static var pending: Int32? {
    let signal = caught.load(ordering: .relaxed)
    if signal != 0 { return signal }
    return Interrupts.isPending ? SIGINT : nil
  }

  /// A stop asked for while a command wrote what must come in whole or not at all (`export`'s
  /// files, `import`'s pack and reviews): the signal that asked.
  struct Stopped: Error {
    let signal: Int32
  }

  /// Throws `Stopped` when a stopping signal came.
  static func check() throws(Stopped) {
    if let signal = pending { throw Stopped(signal: signal) }
  }

  /// How a message names `signal`.
  static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: "Ctrl-C"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }

  /// Ends the process as `signal`'s default action does (its parent sees it killed by the
  /// signal), once the command has cleaned up after it.
  static func endAsSignalled(_ number: Int32) -> Never {
    signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    exit(128 + number)
  }
}
