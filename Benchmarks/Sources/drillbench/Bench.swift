import Foundation

/// The benchmark run: where the binaries are, the scratch folder, and how
/// often each command runs. Each figure lives in `Bench+Figures.swift`.
struct Bench {
  /// `swiftdrill` inside the clone: it finds the bundled content.
  var swiftdrill: String
  /// A copy of `swiftdrill` outside the clone: it sees only `--content` folders.
  var bareSwiftdrill: String
  /// A bare Foundation "hello" binary.
  var hello: String
  /// `Benchmarks/Support/measure.swift`, built: every compared command runs through it.
  var measure: String
  var python: String
  /// `Benchmarks/Support/anki_bench.py`.
  var ankiScript: String
  /// A Python with `fsrs-rs-python` (figure o), and `Benchmarks/Support/fsrs_bench.py`.
  var fsrsPython: String = "python3"
  var fsrsScript: String = ""
  /// `cmark-gfm` or `swiftc`, found on PATH.
  var cmark: String = "cmark-gfm"
  var swiftc: String = "swiftc"
  /// Scratch folder: banks, homes, collections.
  var work: URL
  var runs: Int
  /// Runs of the slow figure (e): each compiles the whole bundled content.
  var heavyRuns: Int
  /// Files or folders figure (e) checks instead of the whole bundled content (a subset, to save time).
  var checkContent: [String] = []
  /// The bundled `grading/lexicon.txt`: figure (a)'s `check` audits key points with it, as an
  /// installed `swiftdrill` does (a copy with no bundled folder would grade with stemming alone).
  var lexicon: String = ""
  var progress: @Sendable (String) -> Void

  static let now = "2026-01-15T09:00:00Z"

  func path(_ name: String) -> String { work.appendingPathComponent(name).path }

  /// The environment of a `swiftdrill` run with its own home.
  func environment(home: String) -> [String: String] {
    ["SWIFTDRILL_HOME": home, "SWIFTDRILL_NOW": Self.now, "NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"]
  }

  func swiftdrill(
    _ arguments: [String], home: String, stdin: String = "/dev/null", bundled: Bool = false
  ) -> Command {
    var command = Command(
      bundled ? swiftdrill : bareSwiftdrill, arguments, environment: environment(home: home), stdin: stdin)
    command.measurer = measure
    return command
  }

  func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Medians of two commands run alternately (so a busy machine slows both alike).
  struct Comparison {
    var subject: [Command.Sample]
    var baseline: [Command.Sample]

    var subjectMedian: Double { Statistics.median(subject.map(\.seconds)) }
    var baselineMedian: Double { Statistics.median(baseline.map(\.seconds)) }
    var ratio: Double { subjectMedian / baselineMedian }
    var peakMemory: Double { Statistics.median(subject.map { Double($0.peakMemory) }) }
    var subjectCPU: Double { Statistics.median(subject.map(\.cpuSeconds)) }
    var baselineCPU: Double { Statistics.median(baseline.map(\.cpuSeconds)) }
    var cpuRatio: Double { subjectCPU / baselineCPU }
    var baselinePeakMemory: Double { Statistics.median(baseline.map { Double($0.peakMemory) }) }

    func detail(_ subjectName: String, _ baselineName: String) -> String {
      "\(subjectName) \(Statistics.milliseconds(subjectMedian)) / \(baselineName) "
        + "\(Statistics.milliseconds(baselineMedian)), median of \(subject.count)"
        + String(format: "; CPU %.3f× (%.1f / %.1f ms)", cpuRatio, subjectCPU * 1000, baselineCPU * 1000)
    }
  }

  /// Runs `subject` and `baseline` `runs` times each, alternately, after `warmup` untimed rounds.
  /// `prepare` runs untimed before every run, told which command comes next.
  func compare(
    _ subject: Command, _ baseline: Command, runs: Int, warmup: Int = 1,
    expectSubject: Int32? = 0, prepare: (Side) throws -> Void = { _ in }
  ) throws -> Comparison {
    var subject = subject
    var baseline = baseline
    subject.measurer = measure
    baseline.measurer = measure
    for _ in 0..<warmup {
      try prepare(.subject)
      _ = try subject.run(expectStatus: expectSubject)
      try prepare(.baseline)
      _ = try baseline.run()
    }
    var result = Comparison(subject: [], baseline: [])
    for _ in 0..<runs {
      try prepare(.subject)
      result.subject.append(try subject.run(expectStatus: expectSubject))
      try prepare(.baseline)
      result.baseline.append(try baseline.run())
    }
    return result
  }

  enum Side { case subject, baseline }

  /// Runs `command` `runs` times through `measure`, `prepare` before each run (untimed).
  func samples(_ command: Command, runs: Int, prepare: () throws -> Void = {}) throws -> [Command.Sample] {
    var command = command
    command.measurer = measure
    return try (0..<runs).map { _ in
      try prepare()
      return try command.run()
    }
  }

  /// Writes `text` to a file in the scratch folder and returns its path.
  func scratchFile(_ name: String, _ text: String) throws -> String {
    let url = work.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
