import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation

@Suite(.ownThreads) struct ChildProcessTests {
  private func run(_ arguments: [String], in folder: String?) throws -> ChildProcess.Completion {
    try ChildProcess.run(
      executable: arguments[0], arguments: Array(arguments.dropFirst()),
      environment: ["PATH": "/usr/bin:/bin"],
      currentDirectory: folder, timeout: .seconds(20), outputLimit: 4096)
  }

  @Test func startsTheProgramInTheGivenFolder() throws {
    let folder = try TemporaryFolder()
    let real = folder.url.resolvingSymlinksInPath().path
    let result = try run(["/bin/pwd", "-P"], in: folder.url.path)
    expectEqual(result.exitStatus, 0)
    expectEqual(result.stdout, real + "\n")
  }

  @Test func changesFolderWithoutAShellWhereTheCLibraryCan() {
    #if os(Linux)
      // glibc 2.29 and later have posix_spawn_file_actions_addchdir_np.
      expectTrue(SpawnChdir.function != nil)
    #endif
  }

  @Test func aMissingFolderIsNotASuccess() {
    let missing = "/nonexistent-\(UUID().uuidString)"
    let result = try? run(["/bin/true"], in: missing)
    expectTrue(result == nil || result?.exitStatus != 0)
  }
}
