import DrillContent
import DrillSupport
import Foundation
import Synchronization

/// The `swift-frontend` command line the driver (`swiftc`) would run to compile a
/// program with given flags, learned from `swiftc -###` (which only plans the jobs)
/// and kept: immediate mode runs the same frontend with the same arguments, so
/// its diagnostics are the driver's, without the driver's own start (≈ 0.1 s of
/// CPU) on every answer.
struct FrontendJob: Sendable, Hashable {
  /// The frontend's arguments after `-frontend`, without the action (`-c`), the
  /// input files and outputs.
  var arguments: [String]

  /// The file name `-###` is asked about; the driver does not read it.
  static let probeFile = "main.swift"

  /// What was learned in this process, by cache key.
  private static let learned = Mutex([String: FrontendJob]())

  /// The job for `flags` (the driver's flags without inputs and outputs): from
  /// this process's memory, the file in `folder` (kept beside the compiler's
  /// stamp), or a `swiftc -###` run; nil when the driver plans anything else.
  static func job(
    flags: [String], toolchain: Toolchain, folder: URL?, environment: [String: String]
  ) -> FrontendJob? {
    let resolved = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().path
    let key = StableHash.hex(
      (["frontend-job-1", toolchain.swiftc, toolchain.version, "\(FileStamp(path: resolved, role: .pack))"]
        + flags).joined(separator: "\n"))
    if let known = learned.withLock({ $0[key] }) { return known }
    let file = folder?.appendingPathComponent("frontend-\(key).txt")
    if let file, let data = FileManager.default.contents(atPath: file.path) {
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      if lines.first == "ok" {
        let job = FrontendJob(arguments: Array(lines.dropFirst()))
        learned.withLock { $0[key] = job }
        return job
      }
    }
    guard let job = plan(flags: flags, toolchain: toolchain, environment: environment) else { return nil }
    learned.withLock { $0[key] = job }
    if let folder, let file, !job.arguments.contains(where: { $0.contains("\n") }) {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? AtomicFile.write((["ok"] + job.arguments).joined(separator: "\n") + "\n", to: file)
    }
    return job
  }

  /// Asks the driver for its plan and keeps the first job when it is one frontend
  /// compile of the probe file.
  private static func plan(flags: [String], toolchain: Toolchain, environment: [String: String])
    -> FrontendJob?
  {
    DriverPlan.askDriver(
      flags + ["-o", "swiftdrill-probe-output", probeFile], toolchain: toolchain, environment: environment
    ) { plan, _ in
      parse(plan, frontend: toolchain.frontend)
    }
  }

  /// The frontend job in `-###` output: its first line must be `FRONTEND -frontend -c
  /// main.swift …`, with no quoting (a path with spaces or quotes is not understood).
  static func parse(_ plan: String, frontend: String?) -> FrontendJob? {
    guard let frontend, let first = plan.split(separator: "\n").first,
      !first.contains("\""), !first.contains("'"), !first.contains("\\")
    else { return nil }
    let words = first.split(separator: " ").map(String.init)
    guard words.count > 3, words[0] == frontend, words[1] == "-frontend", words[2] == "-c" else { return nil }
    var arguments: [String] = []
    var index = 3
    while index < words.count {
      let word = words[index]
      switch word {
      case probeFile:
        index += 1
      case "-o", "-supplementary-output-file-map":
        index += 2
      case "-primary-file", "-filelist", "-emit-module", "-emit-module-path":
        return nil
      default:
        arguments.append(word)
        index += 1
      }
    }
    return FrontendJob(arguments: arguments)
  }
}

extension Toolchain {
  /// The `swift-frontend` beside the real `swiftc` (nil when the driver is told to use
  /// another one, or there is none).
  var frontend: String? {
    guard ProcessInfo.processInfo.environment["SWIFT_DRIVER_SWIFT_FRONTEND_EXEC"] == nil else { return nil }
    let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
    let path = folder.appendingPathComponent("swift-frontend").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// The toolchain's `clang` (it builds the start library of immediate runs).
  var clang: String? {
    let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
    let path = folder.appendingPathComponent("clang").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}
