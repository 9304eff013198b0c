import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation

@Suite(.ownThreads) struct ToolchainTests {
  /// A folder laid out like a toolchain's `bin`: `swiftc` a symlink to `swift-driver`, plus `extra` files.
  private func fakeBin(with extra: [String]) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    for name in ["swift-driver"] + extra {
      let path = folder.url.appendingPathComponent(name).path
      expectTrue(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8)))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    let swiftc = folder.url.appendingPathComponent("swiftc").path
    try FileManager.default.createSymbolicLink(atPath: swiftc, withDestinationPath: "swift-driver")
    return (folder, swiftc)
  }

  @Test func asksTheFrontendBesideTheRealDriverForTheVersion() throws {
    let (folder, swiftc) = try fakeBin(with: ["swift-frontend"])
    let expected = folder.url.resolvingSymlinksInPath().appendingPathComponent("swift-frontend").path
    withExtendedLifetime(folder) { expectEqual(Toolchain.versionCommand(for: swiftc), expected) }
  }

  @Test func asksTheDriverWhenNoFrontendIsBesideIt() throws {
    let (folder, swiftc) = try fakeBin(with: [])
    withExtendedLifetime(folder) { expectEqual(Toolchain.versionCommand(for: swiftc), swiftc) }
  }

  @Test(arguments: [
    (["ld.lld", "clang"], true),
    (["clang"], false),
    (["ld.lld"], false),
  ])
  func usesLLDOnlyWhenTheToolchainShipsItWithClang(files: [String], expected: Bool) throws {
    let (folder, swiftc) = try fakeBin(with: files)
    withExtendedLifetime(folder) {
      expectEqual(Toolchain.hasLLD(beside: swiftc), expected)
      let toolchain = Toolchain(swiftc: swiftc, version: "v", hasLLD: Toolchain.hasLLD(beside: swiftc))
      expectEqual(toolchain.linkerFlags, (expected ? ["-use-ld=lld"] : []))
    }
  }

  @Test func theFrontendsVersionIsTheDriversVersion() throws {
    let environment = ProcessInfo.processInfo.environment
    let toolchain = try #require(
      try? Toolchain.locate(environment: environment), "swiftc is needed for this test")
    let driver = try ChildProcess.run(
      executable: toolchain.swiftc, arguments: ["--version"], environment: environment,
      timeout: .seconds(60), outputLimit: 64 * 1024)
    let firstLine = (driver.stdout + driver.stderr).split(separator: "\n").first.map(String.init)
    expectEqual(toolchain.version, firstLine)
  }
}
