import Foundation

/// `project check` compiles the learner's sources with a manifest of its own, so a package whose
/// own Package.swift does not build passed every stage while `swift run` (how a stage says to play
/// the game) failed (session 46's tryout, finding 25). This type-checks the package's
/// Package.swift against the toolchain's PackageDescription (`swiftc -typecheck`: nothing of it
/// runs, about a second; `swift package dump-package` compiles and runs the manifest, about three)
/// while the stage is checked, and names the first error.
public struct ManifestCheck {
  /// The manifest's name in a package.
  public static let fileName = "Package.swift"

  private let process: Process?
  private let errors: URL?
  private let immediate: String?
  /// A target whose folder is missing (`missingTargetFolder`): said when the manifest type-checks.
  private let missingFolder: String?
  /// A module cache of this check's own, removed with its errors (when given none).
  private let privateCache: URL?

  /// Starts type-checking `package`'s Package.swift with the toolchain of `swiftc`; the module
  /// cache is `moduleCache`, a folder vetted as the code runner's is (`CodeRunner.ownModuleCache`),
  /// or, when nil, a new private folder of this check's own: never a fixed shared path (the
  /// review, finding 12: `/tmp/manifest-module-cache` could be made by another user first).
  /// Nothing is checked where the toolchain has no PackageDescription beside it.
  public init(package: URL, swiftc: String, moduleCache: String?) {
    let started = Self.start(package: package, swiftc: swiftc, moduleCache: moduleCache)
    process = started.process
    errors = started.errors
    immediate = started.immediate
    privateCache = started.privateCache
    missingFolder =
      started.immediate == nil
      ? (try? String(contentsOf: package.appendingPathComponent(Self.fileName), encoding: .utf8)).flatMap {
        Self.missingTargetFolder(in: $0, package: package)
      } : nil
  }

  private static func start(package: URL, swiftc: String, moduleCache: String?)
    -> (process: Process?, errors: URL?, immediate: String?, privateCache: URL?)
  {
    let manifest = package.appendingPathComponent(fileName)
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
      return (nil, nil, "there is no readable \(fileName) in \(package.path)", nil)
    }
    guard let version = toolsVersion(in: text) else {
      return (
        nil, nil, "\(fileName):1: its first line must be `// swift-tools-version:6.0` (or another version)",
        nil
      )
    }
    let api = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/pm/ManifestAPI").standardized
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftdrill-manifest-\(UUID().uuidString).txt")
    guard
      FileManager.default.fileExists(
        atPath: api.appendingPathComponent("PackageDescription.swiftmodule").path),
      FileManager.default.createFile(atPath: errors.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: errors)
    else { return (nil, nil, nil, nil) }
    defer { try? handle.close() }
    let privateCache = moduleCache == nil ? Self.makePrivateCache() : nil
    guard let cache = moduleCache ?? privateCache?.path else {
      try? FileManager.default.removeItem(at: errors)
      return (nil, nil, nil, nil)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = [
      // The language mode SwiftPM compiles a manifest of this tools version in.
      "-typecheck", "-swift-version", languageMode(of: version), "-I", api.path,
      "-package-description-version", version, "-module-cache-path", cache,
      fileName,
    ]
    process.currentDirectoryURL = package
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = handle
    do {
      try process.run()
      return (process, errors, nil, privateCache)
    } catch {
      try? FileManager.default.removeItem(at: errors)
      if let privateCache { try? FileManager.default.removeItem(at: privateCache) }
      return (nil, nil, nil, nil)
    }
  }

  /// A new folder (0700, a name no one can guess) in the temporary folder; nil when it cannot be made.
  static func makePrivateCache() -> URL? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftdrill-manifest-cache-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    } catch { return nil }
    return folder
  }

  /// Waits (at most `seconds`) for the check; returns what `swift run` will meet ("Package.swift:13:8:
  /// error: expected initial value after '='", or a target's missing folder), or nil when the
  /// manifest type-checks, every target has its folder, or it could not be checked.
  public func problem(waitingAtMost seconds: Double = 20) -> String? {
    if let immediate { return immediate }
    guard let process, let errors else { return missingFolder }
    defer {
      try? FileManager.default.removeItem(at: errors)
      if let privateCache { try? FileManager.default.removeItem(at: privateCache) }
    }
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return missingFolder
    }
    guard process.terminationStatus != 0 else { return missingFolder }
    let output = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    let lines = output.split(separator: "\n").map(String.init)
    return lines.first { $0.hasPrefix(Self.fileName + ":") && $0.contains(": error: ") }
      ?? lines.first { $0.contains("error: ") }
  }

  /// The Swift language mode of a tools version: 6 from tools version 6, else 5 (4 for 4.x).
  static func languageMode(of version: String) -> String {
    let major = Int(version.prefix { $0 != "." }) ?? 6
    return major >= 6 ? "6" : major == 4 ? "4" : "5"
  }

  /// Stops the check, its answer no longer wanted (the stage's check failed to run).
  public func cancel() {
    if let process, process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    if let errors { try? FileManager.default.removeItem(at: errors) }
    if let privateCache { try? FileManager.default.removeItem(at: privateCache) }
  }

  /// The version of `// swift-tools-version:6.0` (spaces allowed) on the manifest's first line.
  static func toolsVersion(in manifest: String) -> String? {
    guard let first = manifest.split(separator: "\n", omittingEmptySubsequences: false).first else {
      return nil
    }
    let compact = first.filter { !$0.isWhitespace }.lowercased()
    let prefix = "//swift-tools-version:"
    guard compact.hasPrefix(prefix) else { return nil }
    let version = compact.dropFirst(prefix.count).prefix { $0.isNumber || $0 == "." }
    guard let major = version.split(separator: ".").first, Int(major) != nil else { return nil }
    return String(version)
  }
}
