import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation

#if canImport(Glibc)
  import Glibc
#endif

/// What a program can reach of swiftdrill's own process.
@Suite(.ownThreads) struct CodeRunnerIsolationTests {
  static let runner: CodeRunner? = try? CodeRunner(
    environment: ProcessInfo.processInfo.environment, paths: nil)

  @Test func aProgramInheritsNoDescriptorButItsStreams() throws {
    let runner = try #require(Self.runner, "swiftc is needed for these tests")
    // A descriptor swiftdrill holds without close-on-exec (as one inherited from a shell would be).
    let leaked = open("/dev/null", O_RDONLY)
    defer { close(leaked) }
    let request = CodeRunRequest.program(
      """
      import Glibc
      print((0..<1024).filter { fcntl(Int32($0), F_GETFD) != -1 })
      // \(UUID())
      """)
    let execution = try #require(try runner.run(request).result.execution)
    expectEqual(execution.stdout, "[0, 1, 2]\n", "\(execution)")
  }
}
