import DrillSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C handling. The SIGINT handler only sets this flag (async-signal-safe);
/// the line readers and sessions turn it into `.interrupt`, so Ctrl-C cancels the
/// current line, question or game and never leaves the REPL.
enum Interrupts {
  static let flag = Atomic<Bool>(false)

  /// Installs the handler without SA_RESTART, so a blocking read returns early.
  static func install() {
    SignalHandler.install(SIGINT) { _ in Interrupts.flag.store(true, ordering: .relaxed) }
    // A parent may have left SIGINT blocked; Ctrl-C must reach the handler.
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    sigprocmask(SIG_UNBLOCK, &interrupt, nil)
    // A closed pipe must not kill the program: writes fail with EPIPE instead.
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether Ctrl-C was pressed since the last call; clears the flag.
  static func consume() -> Bool {
    flag.exchange(false, ordering: .relaxed)
  }

  static var isPending: Bool { flag.load(ordering: .relaxed) }

  /// Set by SIGCONT while `watchingContinue` runs: the program was stopped (Ctrl-Z) and `fg`
  /// brought it back.
  static let continued = Atomic<Bool>(false)

  /// Runs `body` (libedit's blocking read of a line) with a SIGCONT handler that interrupts the
  /// read, so the line can be drawn again after Ctrl-Z and `fg` (session 48's tryout: no prompt
  /// came back, the half-typed word invisible). Only here: elsewhere SIGCONT interrupts nothing.
  static func watchingContinue<T>(_ body: () -> T) -> T {
    continued.store(false, ordering: .relaxed)
    var old = SignalHandler.install(SIGCONT) { _ in Interrupts.continued.store(true, ordering: .relaxed) }
    defer { sigaction(SIGCONT, &old, nil) }
    return body()
  }

  /// Whether SIGCONT came during the last `watchingContinue`; clears it.
  static func consumeContinued() -> Bool {
    continued.exchange(false, ordering: .relaxed)
  }
}
