import DrillKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension App {
  /// `doctor [--json]`: the compiler, each sandbox layer (tested), the limits, where data lives.
  func doctor(_ invocation: Invocation) -> ExitStatus {
    let report = DoctorReport.make(environment: environment, paths: paths)
    if invocation.has("json") {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
      console.write(StyledText(String(decoding: data, as: UTF8.self) + "\n"))
    } else {
      for line in report.lines { console.writeLine(StyledText(TerminalSanitizer.strip(line))) }
    }
    return report.compiler.path == nil ? .failure : .success
  }

  /// A code runner for this session: Ctrl-C stops it; bundled content is
  /// trusted; other content runs unconfined only with `--trust` or, when
  /// `asking` and on a terminal, after the learner agrees once per file; the
  /// first run with weaker isolation says so on standard error.
  func configuredRunner(asking: Bool = true) throws(CodeRunnerError) -> CodeRunner {
    var runner = try CodeRunner(environment: environment, paths: paths)
    runner.isCancelled = { Interrupts.isPending }
    let interactive = asking && isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1
    runner.trust = CodeTrust(
      trustedFolders: bundledRoot.map { [$0.standardizedFileURL.path] } ?? [],
      trustsEverything: trustsAllContent,
      ask: interactive ? App.askToTrust : nil)
    let color = console.usesColor
    runner.onWeakIsolation = { note in
      StandardOutput.error(StyledText(note, style: .warning).rendered(color: color) + "\n")
    }
    return runner
  }

  /// Asks on the terminal whether to run one content file's code unconfined.
  @Sendable static func askToTrust(_ path: String) -> Bool {
    StandardOutput.error(
      "No sandbox layer confines files on this machine (see `swiftdrill doctor`).\n"
        + "Run the code of \(TerminalSanitizer.strip(path)) anyway? [y/N] ")
    guard let answer = readLine() else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }
}
