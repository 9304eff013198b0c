import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillMarkdown
@testable import DrillSupport

/// The fast path of a code answer (the frontend's immediate mode, with the test harness
/// prebuilt: `HarnessModule`) against the classic one (compile with the harness as a file,
/// link, run): a learner sees the same result, message for message, line for line.
/// Each case compiles three times (≈ 0.3 s of CPU each).
@Suite(.ownThreads) struct ImmediateModeTests {
  static let tests = "precondition(scaled(3) == 21)\nexpect(scaled(0), 0, \"scaled(0)\")\n"

  static let cases: [(name: String, answer: String, tests: String)] = [
    ("a type error", "func scaled(_ x: Int) -> Int {\n  x * \"7\"\n}\n", tests),
    (
      "a SIL-stage error (definite initialisation)",
      "func scaled(_ x: Int) -> Int {\n  let y: Int\n  if x > 0 { y = 7 }\n  return x * y\n}\n", tests
    ),
    (
      "a warning, and the tests pass",
      "func scaled(_ x: Int) -> Int {\n  var unused = 3\n  return x * 7\n}\n", tests
    ),
    ("a trap", "func scaled(_ x: Int) -> Int {\n  [Int]()[x]\n}\n", tests),
    ("a failed check", "func scaled(_ x: Int) -> Int {\n  x == 3 ? 21 : 1\n}\n", tests),
    ("a failed precondition", "func scaled(_ x: Int) -> Int {\n  x * 6\n}\n", tests),
    ("a Tests error noted in the harness", "func scaled(_ x: Int) -> Int {\n  x * 7\n}\n", "expect()\n"),
    (
      "an exit status of the answer's own",
      "import Glibc\nfunc scaled(_ x: Int) -> Int {\n  print(\"bye\")\n  exit(3)\n}\n", tests
    ),
  ]

  /// A runner with its own cache folder, no run cache, taking the path asked for.
  static func runner(in folder: URL, immediate: Bool, harness: Bool) throws -> CodeRunner {
    var runner = try CodeRunner(
      environment: ProcessInfo.processInfo.environment,
      paths: AppPaths(dataDirectory: folder, stateDirectory: folder, cacheDirectory: folder))
    runner.cache = nil
    runner.immediateMode = immediate
    runner.harnessModule = harness
    return runner
  }

  static func request(answer: String, tests: String) -> CodeRunRequest {
    CodeRunRequest(
      files: [
        SourceFile(name: "answer.swift", displayName: "your answer", code: answer),
        SourceFile(name: "main.swift", displayName: "Tests", code: tests),
        TestHarness.file,
      ], requiresCompletion: true)
  }

  /// The result as a learner sees it: standard error without the runtime's stack trace after a
  /// trap (addresses differ from run to run, and frames between a program and a JIT).
  func shown(_ result: CodeRunResult) -> CodeRunResult {
    guard case .ran(var execution) = result else { return result }
    execution.stderr = execution.errorMessage
    return .ran(execution)
  }

  func failure(of result: CodeRunResult) -> CompileFailure? {
    if case .compileFailed(let failure) = result { return failure }
    return nil
  }

  @Test(arguments: cases.map(\.name))
  func theFastPathSaysWhatTheClassicOneSays(name: String) throws {
    let cause = try #require(Self.cases.first { $0.name == name })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftdrill-immediate-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let request = Self.request(answer: cause.answer, tests: cause.tests)
    expectTrue(HarnessModule.fits(request))
    let classic = shown(try Self.runner(in: folder, immediate: false, harness: false).run(request).result)
    let linked = shown(try Self.runner(in: folder, immediate: false, harness: true).run(request).result)
    let immediate = shown(try Self.runner(in: folder, immediate: true, harness: true).run(request).result)
    expectEqual(linked, classic, "compiled with the prebuilt harness:\n\(linked)\nclassic:\n\(classic)")
    expectEqual(immediate, classic, "immediate:\n\(immediate)\nclassic:\n\(classic)")
    // The case is what it says, so the comparison means something.
    switch name {
    case "a warning, and the tests pass":
      expectTrue(
        classic.execution?.testsFinished == true && classic.execution?.warnings.count == 1, "\(classic)")
    case "a trap", "a failed precondition":
      expectEqual(classic.execution?.trapped, true, "\(classic)")
    case "a failed check":
      expectEqual(classic.execution?.exitStatus, 1, "\(classic)")
      expectEqual(classic.execution?.stderr.contains("Learner/main.swift:2: Check failed: scaled(0)"), true)
    case "a Tests error noted in the harness":
      expectEqual(failure(of: classic)?.output.contains("test harness:"), true, "\(classic)")
    case "an exit status of the answer's own":
      expectTrue(
        classic.execution?.exitStatus == 3 && classic.execution?.testsFinished == false, "\(classic)")
    default:
      expectTrue(failure(of: classic) != nil, "\(classic)")
    }
  }

  /// The prebuilt harness is kept in the module cache with its source, and the immediate run
  /// linked nothing.
  @Test func theHarnessIsKeptBesideTheModulesAndTheImmediateRunLinksNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftdrill-immediate-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = try Self.runner(in: folder, immediate: true, harness: true)
    let request = Self.request(answer: "func scaled(_ x: Int) -> Int {\n  x * 7\n}\n", tests: Self.tests)
    let result = try runner.run(request).result
    expectEqual(result.execution?.testsFinished, true, "\(result)")
    let harness = try #require(runner.prebuiltHarness(for: request, sandbox: Sandbox.detected))
    expectTrue(FileManager.default.fileExists(atPath: harness.folder + "/" + HarnessModule.readyName))
    expectTrue(FileManager.default.fileExists(atPath: harness.sourcePath))
    // A compile that links learns the driver's plan into this folder; the immediate run has none.
    let kept =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("toolchain").path))
      ?? []
    expectTrue(!kept.contains { $0.hasPrefix("plan-") || $0.hasPrefix("autolink-") }, "\(kept)")
  }

  /// A file that could shadow the harness's `expect` (or reach its helpers) takes the harness
  /// compiled with it, as before: a learner's `expect` of the same shape is a redeclaration
  /// there, never a check that passes everything.
  @Test(arguments: [
    (
      "an answer declaring expect",
      "func expect(_ c: Bool, _ w: String = \"\") {}\nfunc scaled(_ x: Int) -> Int { x }\n", tests
    ),
    ("an answer naming expect at all", "// expect 21\nfunc scaled(_ x: Int) -> Int { x * 7 }\n", tests),
    (
      "Tests declaring expect", "func scaled(_ x: Int) -> Int { x * 7 }\n",
      "func expect(_ b: Bool) {}\nexpect(true)\n"
    ),
    (
      "an answer calling the report",
      "func scaled(_ x: Int) -> Int { harnessReport(\"\", file: #fileID, line: 1) }\n", tests
    ),
    (
      "an answer importing the module", "import DrillHarness\nfunc scaled(_ x: Int) -> Int { x * 7 }\n", tests
    ),
  ])
  func aFileThatCouldShadowTheHarnessCompilesItAsBefore(name: String, answer: String, tests: String) {
    expectTrue(!HarnessModule.fits(Self.request(answer: answer, tests: tests)), "\(name)")
  }

  @Test func otherSettingsAndModulesCompileTheHarnessAsBefore() {
    var request = Self.request(answer: "func scaled(_ x: Int) -> Int { x * 7 }\n", tests: Self.tests)
    expectTrue(HarnessModule.fits(request))
    var versioned = request
    versioned.compilerSettings = [CompilerSetting(name: .swiftVersion, value: "5")]
    expectTrue(HarnessModule.fits(versioned))
    request.compilerSettings = [CompilerSetting(name: .defaultIsolation, value: "MainActor")]
    expectTrue(!HarnessModule.fits(request), "the harness would be main-actor isolated compiled with it")
    var changed = Self.request(answer: "func scaled(_ x: Int) -> Int { x * 7 }\n", tests: Self.tests)
    changed.files[2].code += "\n"
    expectTrue(!HarnessModule.fits(changed), "only the harness as it is")
    changed = Self.request(answer: "func scaled(_ x: Int) -> Int { x * 7 }\n", tests: Self.tests)
    changed.mode = .compile
    expectTrue(!HarnessModule.fits(changed))
  }
}

/// Programs whose tests a test library finds at run time are linked, never run by the JIT
/// (whose code is in no image the library scans: a run found no test).
@Suite(.ownThreads) struct ImmediateModeTestLibraryTests {
  @Test(arguments: [
    ("import Testing\n@Test func t() {}\n", true),
    ("import Foundation\n@testable import XCTest\n", true),
    ("  @_spi(Experimental) import Testing\n", true),
    ("import struct Testing.Test\n", true),
    ("// Testing without the library\nlet importTesting = 1\nprint(importTesting)\n", false),
    ("import TestingSupport\n", false),
    ("import Foundation\n\nTesting.run()\n", false),
  ])
  func aTestLibraryImportIsFound(code: String, imports: Bool) {
    expectEqual(CodeRunner.importsATestLibrary(code), imports, "\(code)")
  }

  /// The modules the cold module cache is warmed with: an import never reaches past its line
  /// (a blank line after `import Glibc` made `func` a module, and the warm-up failed).
  @Test(arguments: [
    ("import Glibc\n\nfunc f() {}\n", ["Glibc"]),
    ("import Foundation   \nstruct S {}\n", ["Foundation"]),
    (
      "@testable import Harness\npublic import Dispatch\nimport struct Foundation.Date\n",
      ["Harness", "Dispatch", "Foundation"]
    ),
    ("let importer = 1\nprint(importer)\n", []),
  ])
  func importedModulesStayOnTheirLine(code: String, modules: [String]) {
    expectEqual(CodeRunner.importedModules(code), modules, "\(code)")
  }
}
