import DrillSupport
import Foundation

/// What `swiftdrill doctor` reports: the toolchain, each isolation layer
/// (tested by running something under it), the limits and where data lives.
public struct DoctorReport: Sendable, Codable, JSONReport {
  public struct Compiler: Sendable, Codable {
    public var path: String?
    public var version: String?
    public var problem: String?
  }

  public struct Limits: Sendable, Codable {
    public var runSeconds: Double
    public var runMemoryBytes: Int
    public var processes: Int
    public var outputBytes: Int
    public var fileSizeBytes: Int
    public var writtenBytes: Int
    public var compileSeconds: Double
    public var compileMemoryBytes: Int
    /// How memory is bounded: "cgroup (all processes together)" or "per process".
    public var memoryScope: String
  }

  public var compiler: Compiler
  /// The layer code runs in.
  public var sandbox: SandboxMode
  public var sandboxSummary: String
  public var layers: [SandboxProbe.Layer]
  public var limits: Limits
  public var paths: [String: String]
  /// The bundled content's folder, or why it is not used (set by the command, which knows it).
  public var content: Content?

  public struct Content: Sendable, Codable {
    public var bundled: String?
    public var refused: String?

    public init(bundled: String?, refused: String?) {
      self.bundled = bundled
      self.refused = refused
    }
  }

  /// Probes everything (a few short programs; `swiftc --version` when not cached).
  public static func make(environment: [String: String], paths: AppPaths) -> DoctorReport {
    var compiler = Compiler()
    var runner: CodeRunner?
    do {
      let found = try CodeRunner(environment: environment, paths: paths)
      runner = found
      compiler.path = found.toolchain.swiftc
      compiler.version = found.toolchain.version
    } catch {
      compiler.problem = error.localizedDescription
    }
    let layers = SandboxProbe.layers()
    // Probed again, never the verdict kept from another process (and kept afresh).
    let sandbox = SandboxVerdict.recheck()
    let run = RunLimits.standard
    let limits = Limits(
      runSeconds: Self.seconds(min(run.timeout, runner?.runTimeoutCap ?? run.timeout)),
      runMemoryBytes: min(run.memoryLimit, runner?.runMemoryCap ?? .max), processes: run.processLimit,
      outputBytes: run.outputLimit,
      fileSizeBytes: run.fileSizeLimit, writtenBytes: run.writeLimit,
      compileSeconds: Self.seconds(runner?.compileTimeout ?? .seconds(120)),
      compileMemoryBytes: runner?.compileMemoryLimit ?? 2 << 30,
      memoryScope: sandbox.cgroup
        ? "cgroup: all processes of a run together"
        : "all processes of a run together, measured every 0.1 s; RLIMIT_AS per process")
    return DoctorReport(
      compiler: compiler, sandbox: sandbox.mode, sandboxSummary: sandbox.mode.summary, layers: layers,
      limits: limits,
      paths: [
        "data": paths.dataDirectory.path, "progress": paths.progressDatabase.path,
        "history": paths.historyFile.path, "cache": paths.cacheDirectory.path,
      ])
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The report as plain lines for the terminal (`doctor`; `json()` for `doctor --json`).
  public var lines: [String] {
    var lines = [
      "Compiler:  " + (compiler.path.map { "\($0) (\(compiler.version ?? "?"))" } ?? compiler.problem ?? "?")
    ]
    lines.append("Sandbox:   \(sandboxSummary)")
    for layer in layers {
      lines.append(
        "  \(layer.works ? "✓" : "✗") \(layer.name.padding(toLength: 11, withPad: " ", startingAt: 0))\(layer.detail)"
      )
    }
    lines.append(
      "Limits:    run \(Self.format(limits.runSeconds)) s, \(limits.runMemoryBytes >> 20) MB memory (\(limits.memoryScope)), "
        + "\(limits.processes) processes, \(limits.outputBytes >> 10) KB output, \(limits.fileSizeBytes >> 20) MB per file, "
        + "\(limits.writtenBytes >> 20) MB written; compile \(Self.format(limits.compileSeconds)) s, "
        + "\(limits.compileMemoryBytes >> 20) MB memory")
    for key in ["data", "progress", "history", "cache"] {
      lines.append(
        "\((key.prefix(1).uppercased() + key.dropFirst() + ":").padding(toLength: 11, withPad: " ", startingAt: 0))\(paths[key] ?? "")"
      )
    }
    return lines
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
  }
}
