import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One command line to time: the program, its arguments, extra environment,
/// and a file fed to its standard input.
struct Command: Sendable {
  var executable: String
  var arguments: [String]
  var environment: [String: String] = [:]
  var stdinPath: String = "/dev/null"
  /// `Benchmarks/Support/measure.swift`, built: when set, the command runs through it and its
  /// time, CPU and peak memory are the ones it reports (see there why).
  var measurer: String?

  init(
    _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:],
    stdin: String = "/dev/null"
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.stdinPath = stdin
  }

  /// A shell command line, for baselines that are pipelines.
  static func shell(_ script: String, environment: [String: String] = [:]) -> Command {
    Command("/bin/sh", ["-c", script], environment: environment)
  }

  /// What one run took and how it ended.
  struct Sample: Sendable {
    var seconds: Double
    /// Peak resident memory of the child, in bytes (0 unless run through `measurer`).
    var peakMemory: Int
    /// User plus system CPU time of the child, in seconds (0 unless run through `measurer`).
    var cpuSeconds: Double = 0
    var status: Int32
    var stdout: String
  }

  enum Failure: Error, CustomStringConvertible {
    case cannotStart(String, Int32)
    case failed(String, Int32, String)

    var description: String {
      switch self {
      case .cannotStart(let program, let code): "cannot start \(program) (errno \(code))"
      case .failed(let program, let status, let output):
        "\(program) exited with status \(status):\n\(output.suffix(2_000))"
      }
    }
  }

  /// Runs the command once; standard output goes to a scratch file whose first
  /// `keepBytes` bytes are returned (all of it for an untimed check of a baseline's work).
  func run(expectStatus: Int32? = 0, keepBytes: Int = 256 << 10) throws -> Sample {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("drillbench-\(UUID().uuidString).out").path
    defer { unlink(scratch) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, scratch, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)

    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    let result = scratch + ".measured"
    defer { unlink(result) }
    let line = measurer.map { [$0, result, executable] + arguments } ?? [executable] + arguments
    let argv = line.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let code = posix_spawnp(&pid, line[0], &actions, nil, argv, envp)
    guard code == 0 else { throw Failure.cannotStart(line[0], code) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Only the start of the output is kept in timed runs: cmark-gfm writes megabytes.
    let output = Self.head(of: scratch, bytes: keepBytes)
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    if let expectStatus, exitStatus != expectStatus {
      throw Failure.failed(([executable] + arguments).joined(separator: " "), exitStatus, output)
    }
    guard measurer != nil else {
      return Sample(seconds: seconds, peakMemory: 0, status: exitStatus, stdout: output)
    }
    let fields = Self.head(of: result, bytes: 200).split(separator: " ")
    guard fields.count == 3, let wall = Double(fields[0]), let peak = Int(fields[1]),
      let cpu = Double(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw Failure.failed("measure", exitStatus, output) }
    return Sample(seconds: wall, peakMemory: peak, cpuSeconds: cpu, status: exitStatus, stdout: output)
  }

  /// The first `bytes` bytes of a file, as text.
  static func head(of path: String, bytes: Int) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: bytes)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// How many times `needle` occurs in `text` (without overlaps).
  static func occurrences(of needle: String, in text: String) -> Int {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return 0 }
    let bytes = Array(text.utf8)
    var count = 0
    var index = 0
    while index + pattern.count <= bytes.count {
      if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
        count += 1
        index += pattern.count
      } else {
        index += 1
      }
    }
    return count
  }

  /// The text with every run of white space made one space (a summary line the
  /// console wrapped reads the same as one that fit).
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
