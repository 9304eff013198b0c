@testable import DrillEvaluation
@testable import DrillSupport
import Foundation
import Testing


@Suite struct SandboxLauncherTests {
  @Test func optionsRoundTripThroughArguments() throws {
    var options = SandboxLauncher.Options()
    options.landlock = true
    options.seccomp = true
    options.readPaths = ["/usr", "/opt/swift"]
    options.writePaths = ["/tmp/work"]
    options.uid = 65534
    options.gid = 65534
    options.memory = 1 << 30
    options.fileSize = 1 << 20
    options.processes = 80
    options.command = ["/tmp/work/program", "--flag"]
    let parsed = try #require(SandboxLauncher.Options(parsing: options.arguments))
    #expect(parsed == options)
  }

  @Test(arguments: [
    [String](), ["--read"], ["--", "relative"], ["--memory", "lots", "--", "/bin/true"], ["--bogus"],
  ])
  func badArgumentsAreRefused(arguments: [String]) {
    #expect(SandboxLauncher.Options(parsing: arguments) == nil)
  }

  @Test func requestedModes() {
    #expect(SandboxMode.requested("fallback") == .landlock)
    #expect(SandboxMode.requested("none") == SandboxMode.none)
    #expect(SandboxMode.requested("bwrap") == .bubblewrap)
    #expect(SandboxMode.requested(nil) == nil)
    #expect(SandboxMode.requested("auto") == nil)
  }
}

@Suite struct PrivateFilesTests {
  @Test func foldersAre0700AndFilesTightenedTo0600() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-private-\(UUID())")
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("data")
    try PrivateFiles.createFolder(folder)
    let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
    #expect(folderMode == 0o700)
    let file = folder.appendingPathComponent("store")
    try Data("x".utf8).write(to: file)
    chmod(file.path, 0o644)
    PrivateFiles.tighten(file.path)
    let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(fileMode == 0o600)
  }
}
