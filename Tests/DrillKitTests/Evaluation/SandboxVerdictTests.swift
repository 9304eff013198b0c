import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation

#if canImport(Glibc)
  import Glibc
#endif

/// The sandbox probe's verdict kept between processes (`SandboxVerdict`): read back only
/// under the key it was written with, from a regular file of this user's; a run that shows a
/// sandbox tool failing to start asks for a new probe.
@Suite struct SandboxVerdictTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func sandbox(_ mode: SandboxMode, cgroup: Bool) -> Sandbox {
    Sandbox(mode: mode, tools: SandboxTools.find(), launcher: nil, dropsToNobody: false, cgroup: cgroup)
  }

  @Test func aVerdictIsReadBackOnlyUnderItsOwnKey() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = SandboxVerdict.key(requested: nil)
    SandboxVerdict.write(Self.sandbox(.landlock, cgroup: true), folder: folder, key: key)
    let kept = try #require(SandboxVerdict.read(folder: folder, key: key))
    expectEqual(kept.mode, .landlock)
    expectTrue(kept.cgroup)
    expectEqual(kept.tools, SandboxTools.find())
    expectTrue(SandboxVerdict.read(folder: folder, key: SandboxVerdict.key(requested: "landlock")) == nil)
    SandboxVerdict.write(Self.sandbox(.bubblewrap, cgroup: false), folder: folder, key: key)
    let again = try #require(SandboxVerdict.read(folder: folder, key: key))
    expectEqual(again.mode, .bubblewrap)
    expectTrue(!again.cgroup)
  }

  @Test func theKeyNamesWhatTheVerdictDependsOn() {
    expectEqual(SandboxVerdict.key(requested: nil), SandboxVerdict.key(requested: nil))
    expectTrue(SandboxVerdict.key(requested: nil) != SandboxVerdict.key(requested: "none"))
    expectTrue(SandboxVerdict.key(requested: "bubblewrap") != SandboxVerdict.key(requested: "landlock"))
  }

  @Test func aLinkOrAnUnreadableFileIsNoVerdict() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = SandboxVerdict.key(requested: nil)
    let file = folder.appendingPathComponent(SandboxVerdict.fileName)
    // A link to a verdict that would be read is not followed.
    let elsewhere = folder.appendingPathComponent("elsewhere")
    try Data("\(key)\nnone\n0\n".utf8).write(to: elsewhere)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
    expectTrue(SandboxVerdict.read(folder: folder, key: key) == nil)
    try FileManager.default.removeItem(at: file)
    for text in ["\(key)\nsomething\n0\n", "\(key)\nnone\n", "\(key)\nnone\n2\n", "", "\n\n\n"] {
      try Data(text.utf8).write(to: file)
      expectTrue(SandboxVerdict.read(folder: folder, key: key) == nil, "\(text)")
    }
    try Data("\(key)\nnone\n0\n".utf8).write(to: file)
    expectEqual(SandboxVerdict.read(folder: folder, key: key)?.mode, SandboxMode.none)
    if geteuid() == 0 {
      // Another user's file is not trusted.
      expectEqual(chown(file.path, 65534, 65534), 0)
      expectTrue(SandboxVerdict.read(folder: folder, key: key) == nil)
    }
  }

  @Test func onlyASandboxToolsOwnFailureAsksForANewProbe() {
    func failed(_ output: String) -> CodeRunResult {
      .compileFailed(CompileFailure(output: output, messages: []))
    }
    func ran(_ status: Int32, _ stderr: String) -> CodeRunResult {
      .ran(Execution(exitStatus: status, signal: nil, stdout: "", stderr: stderr))
    }
    expectTrue(SandboxVerdict.mayHaveFailedToStart(failed("bwrap: setting up uid map: Permission denied\n")))
    expectTrue(SandboxVerdict.mayHaveFailedToStart(failed("Failed to connect to bus: No medium found\n")))
    expectTrue(
      SandboxVerdict.mayHaveFailedToStart(ran(1, "swiftdrill sandbox: landlock: Invalid argument\n")))
    let typeError = "answer.swift:2:3: error: cannot find 'x' in scope\n"
    expectTrue(!SandboxVerdict.mayHaveFailedToStart(failed(typeError)))
    expectTrue(!SandboxVerdict.mayHaveFailedToStart(ran(1, "Fatal error: boom\n")))
    // A program that ends well is never a failed start, whatever it prints.
    expectTrue(!SandboxVerdict.mayHaveFailedToStart(ran(0, "bwrap: hello\n")))
    expectTrue(!SandboxVerdict.mayHaveFailedToStart(.compiled))
  }
}
