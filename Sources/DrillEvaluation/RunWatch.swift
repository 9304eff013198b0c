import CSandbox
import DrillSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a whole run may use, measured from outside while it runs (per-process
/// limits do not bound a run: four children of 700 MB each pass a 1 GB
/// address-space limit, and many 16 MB files pass a 16 MB file-size limit).
struct RunBudget: Sendable, Hashable {
  /// Resident private memory of the program and every descendant, in bytes.
  var memory: Int?
  /// A folder the program writes (the run folder) and the bytes it may hold in all.
  var folder: String?
  var folderBytes: Int = 0
  /// Processes of the program and its descendants (set where no kernel limit counts them alone).
  var processes: Int?
  /// Entries the folder may hold (more is over the budget as well).
  static let folderEntries: Int64 = 10_000
}

/// Watches one running process tree: every `interval` it measures the run
/// against its budget, and it stops and continues the tree when swiftdrill is
/// stopped (Ctrl-Z) and continued, so a stopped swiftdrill leaves nothing running.
final class RunWatch {
  let pid: pid_t
  /// What the run may use; an immediate run gets it when its program starts.
  var budget: RunBudget?
  private let clock = ContinuousClock()
  private var lastCheck: ContinuousClock.Instant
  /// What the run went over ("memory limit", "disk limit"), once it did.
  private(set) var overBudget: String?
  static let interval = Duration.milliseconds(100)

  /// Watches `pid`, which `JobControl.launch` started (and tracks until this watch ends).
  init(pid: pid_t, budget: RunBudget?) {
    self.pid = pid
    self.budget = budget
    lastCheck = clock.now
  }

  deinit { JobControl.ended(pid) }

  /// Called often while the run goes on; false when it must stop (over its budget).
  func tick() -> Bool {
    JobControl.honourStop()
    guard let budget, overBudget == nil else { return overBudget == nil }
    let now = clock.now
    guard now - lastCheck >= Self.interval else { return true }
    lastCheck = now
    var processes: Int32 = 0
    let memory = budget.memory != nil || budget.processes != nil ? csb_tree_memory(pid, &processes) : 0
    if let limit = budget.memory, memory > Int64(limit) {
      overBudget = "memory limit"
    } else if let limit = budget.processes, Int(processes) - 1 > limit {
      // The watched process is the supervisor: the run is what it started.
      overBudget = "process limit"
    } else if let folder = budget.folder {
      let bytes = csb_folder_bytes(folder, RunBudget.folderEntries)
      if bytes < 0 || bytes > Int64(budget.folderBytes) { overBudget = "disk limit" }
    }
    return overBudget == nil
  }
}

/// Ctrl-Z while programs run: the terminal stops swiftdrill's process group,
/// but each program runs in a session of its own, so swiftdrill catches
/// SIGTSTP while any program runs, stops every running program's tree
/// (SIGSTOP, until the whole tree is seen stopped: `csb_tree_stop`), stops
/// itself, and on SIGCONT continues them. Outside runs the default (or the
/// line editor's) handling is left alone.
///
/// No program can run on while swiftdrill is stopped, by construction: the
/// handler is in place before a program is started, a program is started and
/// tracked under the same lock the stop takes (so it is either stopped with the
/// others or started after `fg`), and a Ctrl-Z that arrives after the last look
/// of a run is honoured when the run ends.
enum JobControl {
  /// Set by the SIGTSTP handler (async-signal-safe); acted on by the next `honourStop`.
  private static let requested = Atomic<Bool>(false)
  private static let running = Mutex<(pids: Set<pid_t>, previous: sigaction?)>((pids: [], previous: nil))
  /// How long a tree may take to settle stopped (a process in the kernel stops when it returns).
  static let stopTimeoutMilliseconds: Int32 = 2_000

  /// Starts a program with `spawn` and tracks it (until `ended`): the SIGTSTP handler is
  /// installed first, and the start happens under the lock `honourStop` takes.
  static func launch<Failure: Error>(_ spawn: () throws(Failure) -> pid_t) throws(Failure) -> pid_t {
    // This thread watches the run: Ctrl-Z must reach it even if a parent left SIGTSTP blocked.
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    let result: Result<pid_t, Failure> = running.withLock { state in
      if state.pids.isEmpty { state.previous = installHandler() }
      do throws(Failure) {
        let pid = try spawn()
        state.pids.insert(pid)
        return .success(pid)
      } catch {
        restoreWhenIdle(&state)
        return .failure(error)
      }
    }
    return try result.get()
  }

  private static func installHandler() -> sigaction {
    SignalHandler.install(SIGTSTP) { _ in JobControl.requested.store(true, ordering: .relaxed) }
  }

  /// Puts the handler there was back when nothing runs; a Ctrl-Z the handler caught and no
  /// run honoured yet stops swiftdrill now.
  private static func restoreWhenIdle(_ state: inout (pids: Set<pid_t>, previous: sigaction?)) {
    guard state.pids.isEmpty, var previous = state.previous else { return }
    sigaction(SIGTSTP, &previous, nil)
    state.previous = nil
    if requested.exchange(false, ordering: .relaxed) { raise(SIGSTOP) }
  }

  static func ended(_ pid: pid_t) {
    running.withLock { state in
      state.pids.remove(pid)
      restoreWhenIdle(&state)
    }
  }

  /// When Ctrl-Z was pressed: stops every running tree, then swiftdrill; continues them after.
  static func honourStop() {
    guard requested.exchange(false, ordering: .relaxed) else { return }
    running.withLock { state in
      for pid in state.pids { csb_tree_stop(pid, stopTimeoutMilliseconds) }
      // SIGSTOP, not SIGTSTP: the kernel drops SIGTSTP for an orphaned process group.
      // raise, not kill(getpid()): a signal to the process wakes its main thread to start the
      // stop, and this (watching) thread could return and continue the trees before that
      // thread ran; a signal to this thread stops the process before `raise` returns.
      raise(SIGSTOP)
      for pid in state.pids { csb_tree_signal(pid, SIGCONT) }
    }
  }
}
