/// What became of a compile (and run).
public enum CodeRunResult: Sendable, Hashable, Codable {
  /// The compiler rejected the code.
  case compileFailed(CompileFailure)
  /// Type-checking succeeded (`typecheck` mode).
  case compiled
  /// The program ran (or was stopped).
  case ran(Execution)

  /// The compiler accepted the code.
  public var compiles: Bool {
    if case .compileFailed = self { return false }
    return true
  }

  /// The execution, when the program ran.
  public var execution: Execution? {
    if case .ran(let execution) = self { return execution }
    return nil
  }
}

/// The compiler's complaint, with paths rewritten to display names.
public struct CompileFailure: Sendable, Hashable, Codable {
  /// The compiler's output (LLVM style: `file:line:col: error: message`, then the source line).
  public var output: String
  /// The located messages parsed from `output`.
  public var messages: [CompilerMessage]
  /// The library module (`{module=Legacy}`) that did not compile, when it was not the program.
  public var module: String?

  public init(output: String, messages: [CompilerMessage]) {
    self.output = output
    self.messages = messages
  }

  /// The first error, or the first line of output when nothing was located (a link error).
  public var firstError: String {
    if let error = messages.first(where: { $0.severity == .error }) { return error.description }
    return output.split(separator: "\n").first.map(String.init) ?? "the compiler failed"
  }
}

/// One located compiler message.
public struct CompilerMessage: Sendable, Hashable, Codable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable, Codable {
    case error, warning, note, remark
  }

  /// The file's display name.
  public var file: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var message: String

  public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// How a program run ended.
public struct Execution: Sendable, Hashable, Codable {
  /// The exit status, when the program exited by itself.
  public var exitStatus: Int32?
  /// The signal that stopped it, if any.
  public var signal: Int32?
  public var stdout: String
  public var stderr: String
  /// Killed after the time limit.
  public var timedOut: Bool
  /// The time limit it ran under, to name in `ending` ("stopped after the 10 s limit").
  public var timeLimit: Duration?
  /// Killed for printing more than the output limit; stdout/stderr hold what came before.
  public var outputTruncated: Bool
  /// For a test harness (`CodeRunRequest.requiresCompletion`): whether it ran
  /// to its end (printed the run's token); nil when not asked.
  public var testsFinished: Bool?
  /// The compiler's warnings about the program (its compile succeeded).
  public var warnings: [CompilerMessage] = []
  /// Stopped for using more than the run may in all: "memory limit" (the
  /// memory of all its processes together) or "disk limit" (its run folder).
  public var overBudget: String?
  /// Where a trapped program was in the request's own files, innermost frame first, when the
  /// request asked for line tables (`CodeRunRequest.lineTables`); nil otherwise.
  public var crashPlaces: [CrashPlace]?

  public init(
    exitStatus: Int32?, signal: Int32?, stdout: String, stderr: String, timedOut: Bool = false,
    outputTruncated: Bool = false
  ) {
    self.exitStatus = exitStatus
    self.signal = signal
    self.stdout = stdout
    self.stderr = stderr
    self.timedOut = timedOut
    self.outputTruncated = outputTruncated
  }

  /// Stopped by a Swift runtime trap: SIGILL/SIGTRAP (exit status 132/133 from a
  /// wrapper shell), or any other crash the Swift runtime announced with
  /// "Fatal error" or "Fatal access conflict" (an unowned read of a freed object, an exclusivity violation:
  /// the runtime reports those, then the process dies by SIGABRT or SIGSEGV).
  public var trapped: Bool {
    if timedOut || outputTruncated || overBudget != nil { return false }
    if let signal, signal == 4 || signal == 5 { return true }
    if exitStatus == 132 || exitStatus == 133 { return true }
    let crashed = signal.map { $0 != 9 } ?? ((exitStatus ?? 0) > 128 && exitStatus != 137)
    return crashed && (stderr.contains("Fatal error") || stderr.contains("Fatal access conflict"))
  }

  /// Exited normally with status 0 (and, for a test harness, after its last test).
  public var succeeded: Bool {
    exitStatus == 0 && !timedOut && !outputTruncated && overBudget == nil && testsFinished != false
  }

  /// Probably stopped by the memory limit (an allocation failure message, or killed by SIGKILL/SIGSEGV under it).
  public var ranOutOfMemory: Bool {
    stderr.contains("failed to allocate") || stderr.contains("Cannot allocate memory")
  }

  /// Standard error without the runtime's stack trace (which starts at "Current stack trace:").
  public var errorMessage: String {
    guard let range = stderr.range(of: "Current stack trace:") else { return stderr }
    return String(stderr[..<range.lowerBound])
  }

  /// A short phrase for how the program ended: "exit status 1", "trap", "stopped after the 10 s
  /// limit" (or "time limit" when the limit is not known), "output limit".
  public var ending: String {
    if timedOut { return timeLimit.map { "stopped after the \(Self.seconds($0)) limit" } ?? "time limit" }
    if outputTruncated { return "output limit" }
    if let overBudget { return overBudget }
    // A failed allocation is a runtime trap too; the limit is the more useful reason.
    if ranOutOfMemory { return "memory limit" }
    if trapped { return "trap" }
    if let signal { return Self.name(ofSignal: signal) }
    if exitStatus == 0 && testsFinished == false { return "exited before the tests finished" }
    return "exit status \(exitStatus ?? -1)"
  }

  /// A time limit as the learner reads it: "10 s", "0.5 s", "2 min".
  public static func seconds(_ limit: Duration) -> String {
    let (whole, attoseconds) = limit.components
    let value = Double(whole) + Double(attoseconds) / 1e18
    if value >= 120, value.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(value) / 60) min" }
    if value == value.rounded() { return "\(Int(value)) s" }
    return "\(((value * 10).rounded() / 10).formatted(.number.precision(.fractionLength(0...1)))) s"
  }

  /// "abort", "trap", "segmentation fault", … or "signal SIGUSR1" / "signal 42".
  public static func name(ofSignal signal: Int32) -> String {
    switch signal {
    case 4, 5: "trap"
    case 6: "abort"
    case 7: "bus error"
    case 8: "arithmetic error (SIGFPE)"
    case 9: "killed (SIGKILL)"
    case 11: "segmentation fault"
    case 13: "broken pipe (SIGPIPE)"
    default: signalNames[signal].map { "signal \($0)" } ?? "signal \(signal)"
    }
  }

  private static let signalNames: [Int32: String] = [
    1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 10: "SIGUSR1", 12: "SIGUSR2", 14: "SIGALRM", 15: "SIGTERM",
    24: "SIGXCPU", 25: "SIGXFSZ", 31: "SIGSYS",
  ]
}
