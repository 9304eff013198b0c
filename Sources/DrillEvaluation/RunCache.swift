import DrillSupport
import Foundation

/// Results of earlier compiles and runs, one small JSON file per job, keyed by
/// the SHA-256 of everything that decides the result: the files, the mode,
/// stdin, arguments, limits and the compiler's version.
public struct RunCache: Sendable {
  /// The folder holding `<key>.json` files.
  public var directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// The cache under `paths.cacheDirectory/runs`.
  public init(paths: AppPaths) {
    self.init(directory: paths.cacheDirectory.appendingPathComponent("runs", isDirectory: true))
  }

  /// What a cached result records: raise it whenever that changes (3: warnings and the
  /// diagnostics inside macro expansions are kept), so older results are run again
  /// rather than read without what they lack.
  static let recordVersion = 3

  /// The cache key of a request compiled by `toolchain` (with `CodeRunner.compilerFlags`).
  public static func key(for request: CodeRunRequest, toolchain: Toolchain) -> String {
    // Results depend on the sandbox (what a program may reach), so its layer is part of the key.
    var parts = [
      "swiftdrill-run-\(recordVersion)", toolchain.version, request.mode.rawValue,
      Sandbox.detected.mode.rawValue,
    ]
    parts.append(
      (CodeRunner.compilerFlags(with: request.compilerSettings) + toolchain.linkerFlags).joined(
        separator: " "))
    parts.append(request.stdin.map { "stdin:" + $0 } ?? "no-stdin")
    parts.append(contentsOf: request.arguments)
    if request.requiresCompletion { parts.append("requires-completion") }
    let limits = request.limits
    parts.append(
      "\(limits.timeout) \(limits.outputLimit) \(limits.memoryLimit) \(limits.processLimit) \(limits.fileSizeLimit)"
    )
    for file in request.files {
      parts.append(contentsOf: [file.name, file.displayName, file.code])
    }
    // Requests without modules keep the keys they had.
    for module in request.modules {
      parts.append(contentsOf: [
        "module", module.name, module.compilerArguments.joined(separator: " "), module.code,
      ])
      for file in module.files { parts.append(contentsOf: [file.name, file.displayName, file.code]) }
    }
    // Length prefixes keep ("ab", "c") and ("a", "bc") apart.
    return SHA256.hex(parts.map { "\($0.utf8.count):\($0)" }.joined(separator: "\n"))
  }

  /// The stored result for `key`, or nil (also for an unreadable or outdated entry).
  public func load(key: String) -> CodeRunResult? {
    guard let data = try? Data(contentsOf: url(for: key)) else { return nil }
    return try? JSONDecoder().decode(CodeRunResult.self, from: data)
  }

  /// Stores a result; a cache that cannot be written is silently skipped. Not synced to disk
  /// (the learner waits for it): after a power loss an entry may be missing or not decode,
  /// and `load` then reads it as a miss and the job runs again.
  public func store(_ result: CodeRunResult, key: String) {
    guard let data = try? JSONEncoder().encode(result) else { return }
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? AtomicFile.writeUnsynced(data, to: url(for: key))
  }

  private func url(for key: String) -> URL {
    directory.appendingPathComponent(key + ".json")
  }
}
