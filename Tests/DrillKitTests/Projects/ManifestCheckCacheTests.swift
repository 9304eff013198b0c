import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillProjects

/// The review of session 47 (finding 12): the manifest type-check's module cache bypassed
/// `ModuleCache`'s rule: an unchecked `manifest-module-cache` below the cache root, or the fixed,
/// shared `/tmp/manifest-module-cache` another user could make first.
@Suite(.ownThreads) struct ManifestCheckCacheTests {
  static func package(in home: URL) throws -> URL {
    let package = home.appendingPathComponent("pkg", isDirectory: true)
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\")\n"
      .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return package
  }

  static func privateCaches() -> Set<String> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
    return Set(names.filter { $0.hasPrefix("swiftdrill-manifest-cache-") })
  }

  /// The runner's vetted folder: `SWIFTDRILL_MODULE_CACHE` when it is this user's, else none
  /// given by a link.
  @Test func theRunnersVettedFolderIsTheCache() throws {
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    var runner = try #require(
      try? CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil), "swiftc is needed")
    let named = home.appendingPathComponent("named").path
    runner.moduleCacheFolder = named
    expectEqual(runner.ownModuleCache, named)
    let linked = home.appendingPathComponent("linked").path
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: "/")
    runner.moduleCacheFolder = linked
    runner.moduleCacheRoot = home.appendingPathComponent("root").path
    expectEqual(runner.ownModuleCache, home.appendingPathComponent("root/module-cache").path)
    try FileManager.default.removeItem(atPath: home.appendingPathComponent("root/module-cache").path)
    try FileManager.default.createSymbolicLink(
      atPath: home.appendingPathComponent("root/module-cache").path, withDestinationPath: "/")
    runner.moduleCacheFolder = nil
    expectTrue(runner.ownModuleCache == nil)
  }

  /// Given a folder, the check writes its modules there; given none, a private folder of its own,
  /// gone once the check is answered, and never `manifest-module-cache` anywhere.
  @Test func theCheckUsesTheGivenFolderOrAPrivateOne() throws {
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    let toolchain = try #require(
      try? Toolchain.locate(environment: ProcessInfo.processInfo.environment), "swiftc is needed")
    let package = try Self.package(in: home)
    let cache = home.appendingPathComponent("cache", isDirectory: true)
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let given = ManifestCheck(package: package, swiftc: toolchain.swiftc, moduleCache: cache.path)
    expectTrue(given.problem() == nil)
    let written = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    expectTrue(!written.isEmpty, "\(written)")

    let before = Self.privateCaches()
    let own = ManifestCheck(package: package, swiftc: toolchain.swiftc, moduleCache: nil)
    expectTrue(Self.privateCaches().count == before.count + 1)
    expectTrue(own.problem() == nil)
    expectEqual(Self.privateCaches(), before)
    expectTrue(
      !FileManager.default.fileExists(atPath: package.appendingPathComponent("manifest-module-cache").path))
  }
}
