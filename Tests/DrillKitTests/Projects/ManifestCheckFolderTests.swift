import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillProjects

/// Session 50's tryout (finding 10): Add 1's `.executableTarget(name: "add1", …)` renamed to
/// "addone" passed `project check` without a note, while `swift run` stopped: "Source files for
/// target addone should be located under 'Sources/addone'". The check names that target's line.
@Suite struct ManifestCheckFolderTests {
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    // Two targets (a library and a program).
    let package = Package(
      name: "add1",
      targets: [
        .target(name: "Add1Core"),
        .executableTarget(name: "NAME", dependencies: ["Add1Core"]),
        .target(name: "Elsewhere", path: "Code/Elsewhere"),
        .testTarget(name: "Add1Tests", dependencies: [.target(name: "Add1Core")]),
      ]
    )
    """

  static func package() throws -> URL {
    let package = TemporaryHome.make()
    for folder in ["Sources/Add1Core", "Sources/add1", "Tests/Add1Tests"] {
      try FileManager.default.createDirectory(
        at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return package
  }

  @Test func aTargetWithoutItsFolderIsNamedAtItsLine() throws {
    let package = try Self.package()
    defer { try? FileManager.default.removeItem(at: package) }
    let renamed = Self.manifest.replacingOccurrences(of: "NAME", with: "addone")
    expectEqual(
      ManifestCheck.missingTargetFolder(in: renamed, package: package),
      "Package.swift:9:5: error: Source files for target addone should be located under 'Sources/addone'")
    let right = Self.manifest.replacingOccurrences(of: "NAME", with: "add1")
    expectTrue(ManifestCheck.missingTargetFolder(in: right, package: package) == nil)
    try FileManager.default.removeItem(at: package.appendingPathComponent("Tests/Add1Tests"))
    expectEqual(
      ManifestCheck.missingTargetFolder(in: right, package: package),
      "Package.swift:11:5: error: Source files for target Add1Tests should be located under 'Tests/Add1Tests'"
    )
  }

  /// The whole check says it too, after the manifest type-checks (nil where the toolchain has no
  /// PackageDescription: nothing is type-checked then, but the folders are still looked at).
  @Test func theCheckSaysItWhenTheManifestTypeChecks() throws {
    let package = try Self.package()
    defer { try? FileManager.default.removeItem(at: package) }
    try Self.manifest.replacingOccurrences(of: "NAME", with: "addone")
      .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let toolchain = try #require(
      try? Toolchain.locate(environment: ProcessInfo.processInfo.environment), "swiftc is needed")
    // A module cache of its own: a private one would show in `ManifestCheckCacheTests`' count.
    let cache = package.appendingPathComponent("cache", isDirectory: true)
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let problem = ManifestCheck(package: package, swiftc: toolchain.swiftc, moduleCache: cache.path).problem()
    expectEqual(
      problem,
      "Package.swift:9:5: error: Source files for target addone should be located under 'Sources/addone'")
  }
}
