import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillMarkdown

/// A library module compiled once in a process is not compiled again for the next program
/// that imports the same sources (a project check compiles the learner's library for the tests
/// and for the program): its files and warnings are reused, and a changed module is compiled.
/// Three programs and two module compiles (≈ 2 s of CPU).
@Suite(.ownThreads) struct LibraryModuleCacheTests {
  func key(_ module: LibraryModule, _ runner: CodeRunner) -> LibraryModuleCache.Key {
    LibraryModuleCache.Key(
      modules: [module], index: 0, swiftc: runner.toolchain.swiftc, version: runner.toolchain.version,
      environment: runner.compilerEnvironment)
  }

  func program(_ code: String, importing module: LibraryModule) -> CodeRunRequest {
    var request = CodeRunRequest.program(code)
    request.modules = [module]
    return request
  }

  @Test func aModuleCompiledBeforeIsReusedWithItsWarnings() throws {
    let runner = try #require(CodeRunnerTests.runner, "swiftc is needed for these tests")
    let name = "Shelf\(UInt32.random(in: 0...UInt32.max))"
    let module = LibraryModule(
      name: name, code: "public func shelf() -> Int {\n  var unused = 41\n  return unused + 1\n}\n")
    let first = try runner.run(program("import \(name)\nprint(shelf())", importing: module)).result
    let ran = try #require(first.execution, "\(first)")
    expectEqual(ran.stdout, "42\n")
    expectEqual(ran.warnings.count, 1, "\(ran.warnings)")
    let kept = try #require(LibraryModuleCache.entry(key(module, runner)))
    expectContains(kept.files.keys, "\(name).swiftmodule")
    expectContains(kept.files.keys, "\(name).o")
    expectEqual(kept.warnings, ran.warnings)

    // The next program gets the kept files, not a new compile: kept files of another
    // module's compile under this module's key are what it links.
    let other = LibraryModule(name: name, code: "public func shelf() -> Int { 99 }\n")
    try expectEqual(
      runner.run(program("import \(name)\nprint(shelf())", importing: other)).result.execution?.stdout, "99\n"
    )
    let otherFiles = try #require(LibraryModuleCache.entry(key(other, runner)))
    LibraryModuleCache.keep(.init(files: otherFiles.files, warnings: ran.warnings), key: key(module, runner))
    let second = try runner.run(program("import \(name)\nprint(shelf() + 1)", importing: module)).result
    expectEqual(second.execution?.stdout, "100\n", "\(second)")
    expectEqual(second.execution?.warnings, ran.warnings)
  }

  /// A module that does not compile is not kept: the same failure each time.
  @Test func aModuleThatFailsIsNotKept() throws {
    let runner = try #require(CodeRunnerTests.runner, "swiftc is needed for these tests")
    let name = "Broken\(UInt32.random(in: 0...UInt32.max))"
    let module = LibraryModule(name: name, code: "public let value: Int = \"text\"\n")
    let result = try runner.run(program("import \(name)\nprint(value)", importing: module)).result
    guard case .compileFailed(let failure) = result else {
      Issue.record("expected a compile failure: \(result)")
      return
    }
    expectEqual(failure.module, name)
    expectTrue(LibraryModuleCache.entry(key(module, runner)) == nil)
  }
}
