import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a child's stdout and stderr together until both close, the deadline
/// passes, more than `limit` bytes arrived, or `isCancelled` says stop.
struct OutputDrain {
  let stdout: Int32
  let stderr: Int32
  var limit: Int
  let isCancelled: @Sendable () -> Bool
  var stdoutBytes: [UInt8] = []
  var stderrBytes: [UInt8] = []
  var overflowed = false
  /// An immediate run's hand-over, and the process it runs in.
  var handover: (pid: pid_t, handover: Handover)?

  init(stdout: Int32, stderr: Int32, limit: Int, isCancelled: @escaping @Sendable () -> Bool) {
    self.stdout = stdout
    self.stderr = stderr
    self.limit = limit
    self.isCancelled = isCancelled
  }

  /// True when both pipes reached end of file.
  mutating func run(until deadline: inout ActiveDeadline, watch: RunWatch) -> Bool {
    var open: [Int32] = [stdout, stderr]
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while !open.isEmpty {
      guard watch.tick() else { return false }
      let remaining = deadline.remaining()
      guard remaining > .zero, !isCancelled() else { return false }
      let (seconds, attoseconds) = remaining.components
      let milliseconds = Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 100))
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&fds, nfds_t(fds.count), milliseconds)
      if ready < 0 && errno != EINTR { return false }
      guard ready > 0 else { continue }
      for entry in fds where entry.revents != 0 {
        let count = read(entry.fd, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        guard count > 0 else {
          open.removeAll { $0 == entry.fd }
          continue
        }
        let room = limit - stdoutBytes.count - stderrBytes.count
        let kept = buffer[0..<min(count, max(room, 0))]
        if entry.fd == stdout {
          stdoutBytes.append(contentsOf: kept)
        } else {
          stderrBytes.append(contentsOf: kept)
          if handOver(searchingFrom: stderrBytes.count - kept.count, deadline: &deadline, watch: watch) {
            continue
          }
        }
        if count > room {
          overflowed = true
          return false
        }
      }
    }
    return true
  }
}

extension OutputDrain {
  /// When the start marker has arrived on standard error: keeps what came before
  /// it as the compiler's output, lets the hand-over apply the program's bounds,
  /// and restarts the deadline and the output count for the program. True when it
  /// happened now.
  mutating func handOver(searchingFrom start: Int, deadline: inout ActiveDeadline, watch: RunWatch) -> Bool {
    guard let (pid, handover) = handover, !handover.happened else { return false }
    let marker = StartLibrary.marker
    let from = max(0, start - marker.count)
    guard stderrBytes.count - from >= marker.count,
      let at = (from...(stderrBytes.count - marker.count)).first(where: {
        stderrBytes[$0..<($0 + marker.count)].elementsEqual(marker)
      })
    else { return false }
    handover.compilerOutput = Array(stderrBytes[..<at]) + stdoutBytes
    stderrBytes = Array(stderrBytes[(at + marker.count)...])
    stdoutBytes = []
    guard let budget = handover.begin(pid) else {
      // Refused (its bounds could not be set): the program was stopped before it ran.
      handover.refused = true
      return true
    }
    watch.budget = budget
    limit = handover.outputLimit
    deadline = ActiveDeadline(timeout: handover.timeout)
    return true
  }
}

/// The moment an immediate run's compiler hands over to the program it compiled
/// (see `StartLibrary`): what the compiler wrote before, and the program's bounds after.
final class Handover {
  /// The program's time limit, from the hand-over on.
  let timeout: Duration
  /// Bytes of stdout plus stderr the program may write.
  let outputLimit: Int
  /// Called once, when the marker arrives and the program waits: applies its
  /// bounds, removes the sources, lets it go; returns the run's budget, or nil when
  /// it stopped the program instead (a bound it could not apply).
  let begin: (pid_t) -> RunBudget?
  /// What the compiler wrote (diagnostics), once handed over.
  var compilerOutput: [UInt8]?
  /// `begin` stopped the program before it ran.
  var refused = false
  var happened: Bool { compilerOutput != nil }

  init(timeout: Duration, outputLimit: Int, begin: @escaping (pid_t) -> RunBudget?) {
    self.timeout = timeout
    self.outputLimit = outputLimit
    self.begin = begin
  }
}

/// A deadline that moves on by the time this process spent stopped: a gap
/// between two looks far longer than any wait here (at most 200 ms) means
/// swiftdrill was suspended (Ctrl-Z), and that time does not count.
struct ActiveDeadline {
  private let clock = ContinuousClock()
  private var deadline: ContinuousClock.Instant
  private var last: ContinuousClock.Instant
  static let stoppedGap = Duration.milliseconds(800)

  init(timeout: Duration) {
    last = clock.now
    deadline = last.advanced(by: timeout)
  }

  mutating func remaining() -> Duration {
    let now = clock.now
    let gap = now - last
    if gap > Self.stoppedGap { deadline = deadline.advanced(by: gap - .milliseconds(200)) }
    last = now
    return now.duration(to: deadline)
  }
}
