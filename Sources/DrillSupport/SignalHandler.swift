#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal handler that only stores a flag (async-signal-safe), installed without SA_RESTART so
/// a blocking read returns early: Ctrl-C (`Interrupts`), `fg` after Ctrl-Z (`Interrupts`'
/// SIGCONT watch) and Ctrl-Z during a run (`JobControl`) each install one. One place for the
/// platforms' two spellings of `sigaction`'s handler field.
public enum SignalHandler {
  /// Installs `handler` for `signal` with an empty mask and no flags; returns the action it
  /// replaced, for the caller to put back.
  @discardableResult
  public static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    return previous
  }
}
