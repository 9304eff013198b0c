import Foundation

/// The Swift compiler code runs with, and its version (part of every cache key).
public struct Toolchain: Sendable, Hashable {
  /// Absolute path of `swiftc`.
  public var swiftc: String
  /// The first line of `swiftc --version`.
  public var version: String
  /// Whether the toolchain ships its own `ld.lld` beside `swiftc`: linking with
  /// it (`-use-ld=lld`) is cheaper than with the system's `ld.gold` (≈ 40 ms of
  /// CPU less per compile on the development machine).
  public var hasLLD: Bool

  public init(swiftc: String, version: String, hasLLD: Bool = false) {
    self.swiftc = swiftc
    self.version = version
    self.hasLLD = hasLLD
  }

  /// The folder the toolchain lives in (`/opt/swift` for `/opt/swift/usr/bin/swiftc`),
  /// which the sandbox shows read-only; nil when it is part of the system's `/usr`.
  public var root: String? {
    let real = (swiftc as NSString).resolvingSymlinksInPath
    var folder = ((real as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    if (folder as NSString).lastPathComponent == "usr" {
      folder = (folder as NSString).deletingLastPathComponent
    }
    return folder.isEmpty || folder == "/" || folder == "/usr" ? nil : folder
  }

  /// The flags that pick the linker, part of every compile and of the run cache's key.
  public var linkerFlags: [String] { hasLLD ? ["-use-ld=lld"] : [] }

  /// Finds `swiftc`: the `SWIFTC` variable, then `PATH`, then /opt/swift/usr/bin/swiftc,
  /// and asks it for its version. With `versionCache` (a folder), the version is
  /// remembered there for as long as the compiler's file is unchanged.
  public static func locate(
    environment: [String: String], versionCache: URL? = nil
  ) throws(CodeRunnerError) -> Toolchain {
    var searched: [String] = []
    var candidates: [String] = []
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      candidates.append(explicit)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      candidates.append("\(directory)/swiftc")
    }
    candidates.append("/opt/swift/usr/bin/swiftc")
    for candidate in candidates {
      searched.append(candidate)
      if FileManager.default.isExecutableFile(atPath: candidate) {
        let found: String
        if let versionCache {
          found = try cachedVersion(of: candidate, in: versionCache)
        } else {
          found = try version(of: candidate)
        }
        return Toolchain(swiftc: candidate, version: found, hasLLD: hasLLD(beside: candidate))
      }
    }
    throw .compilerNotFound(searched: searched)
  }

  /// Asks the compiler for its version. `swiftc --version` (the driver) only
  /// starts `swift-frontend --version` and prints what it says: asking the
  /// frontend beside it directly gives the same text for a third of the time.
  static func version(of swiftc: String) throws(CodeRunnerError) -> String {
    let result: ChildProcess.Completion
    do {
      result = try ChildProcess.run(
        executable: versionCommand(for: swiftc), arguments: ["--version"],
        environment: ProcessInfo.processInfo.environment, timeout: .seconds(30), outputLimit: 64 * 1024)
    } catch {
      throw .compilerUnusable(path: swiftc, reason: error.localizedDescription)
    }
    let text = result.stdout + result.stderr
    guard result.exitStatus == 0, let first = text.split(separator: "\n").first else {
      throw .compilerUnusable(path: swiftc, reason: "`swiftc --version` exited with \(result.summary)")
    }
    return String(first)
  }

  /// The program that answers `--version` for `swiftc`: the `swift-frontend`
  /// beside its real file, unless the driver is told to use another one.
  static func versionCommand(for swiftc: String) -> String {
    let environment = ProcessInfo.processInfo.environment
    guard environment["SWIFT_DRIVER_SWIFT_FRONTEND_EXEC"] == nil else { return swiftc }
    let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
    let frontend = folder.appendingPathComponent("swift-frontend").path
    return FileManager.default.isExecutableFile(atPath: frontend) ? frontend : swiftc
  }

  /// Whether `ld.lld` sits beside the real `swiftc` (clang, which links, looks there first).
  static func hasLLD(beside swiftc: String) -> Bool {
    let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
    let manager = FileManager.default
    return manager.isExecutableFile(atPath: folder.appendingPathComponent("ld.lld").path)
      && manager.isExecutableFile(atPath: folder.appendingPathComponent("clang").path)
  }
}
