import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Results of earlier compiles and runs, one small JSON file per job, keyed by
/// everything that decides the result: the files, the mode, stdin, arguments, limits
/// and the compiler's version, hashed by XXH3-128 under a random secret of the
/// learner's (`secret`: docs/security.md says why not a digest, and why a secret).
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

  /// The cache key of a request compiled by `toolchain` (with `CodeRunner.compilerFlags`),
  /// under `secret` (the folder's `secret`; without one, plain XXH3-128, for tests).
  public static func key(for request: CodeRunRequest, toolchain: Toolchain, secret: [UInt8]? = nil) -> String
  {
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
    if request.lineTables { parts.append("line-tables") }
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
    // StableHash writes each part's length before it: ("ab", "c") and ("a", "bc") differ.
    var hash = StableHash()
    for part in parts { hash.combine(part) }
    return secret.map { hash.hex(secret: $0) } ?? hash.hex
  }

  /// The secret this folder's keys are made with: `StableHash.secretSize` random bytes in
  /// its `.key` file (0600, the user's own), made when missing; read once per process.
  /// Nil when it can be neither read nor made: then nothing is cached.
  public var secret: [UInt8]? {
    RunCacheSecret.secret(in: directory.path)
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

/// The run cache's secrets, one per folder, kept for the process.
enum RunCacheSecret {
  static let fileName = ".key"
  private static let known = Mutex([String: [UInt8]]())

  static func secret(in folder: String) -> [UInt8]? {
    if let secret = known.withLock({ $0[folder] }) { return secret }
    guard let secret = stored(in: folder) ?? make(in: folder) ?? stored(in: folder) else { return nil }
    known.withLock { $0[folder] = secret }
    return secret
  }

  /// The secret in `folder`, when its file is a regular file of this user's, 0600, of the size.
  private static func stored(in folder: String) -> [UInt8]? {
    let fd = open(folder + "/" + fileName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
      info.st_mode & 0o077 == 0, info.st_size == StableHash.secretSize
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: StableHash.secretSize)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    return count == StableHash.secretSize ? bytes : nil
  }

  /// Writes a new secret to a file of its own and links it into place (never over another
  /// process's: `link` fails when the name exists), so a reader sees a whole file or none.
  private static func make(in folder: String) -> [UInt8]? {
    try? PrivateFiles.createFolder(URL(fileURLWithPath: folder, isDirectory: true))
    var generator = SystemRandomNumberGenerator()
    var secret: [UInt8] = []
    secret.reserveCapacity(StableHash.secretSize)
    while secret.count < StableHash.secretSize {
      withUnsafeBytes(of: generator.next() as UInt64) { secret.append(contentsOf: $0) }
    }
    let temporary = folder + "/.key-\(getpid())-\(UInt32.random(in: .min ... .max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return nil }
    let written = secret.withUnsafeBytes { writeAll(to: fd, $0) }
    close(fd)
    defer { unlink(temporary) }
    guard written, link(temporary, folder + "/" + fileName) == 0 else { return nil }
    return secret
  }
}
