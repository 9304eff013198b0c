import DrillKitTesting
import DrillMarkdown
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation

/// Session 50's tryout (finding 1): a crash in the learner's code named the standard library's
/// file ("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range") and raw
/// addresses, never the learner's line. Built with line tables, the trap is placed in their files.
@Suite(.ownThreads) struct CrashPlaceTests {
  /// The runtime's fallback trace: the program's frames are `<unavailable> + OFFSET`.
  @Test func theProgramsFramesAreReadFromTheTrace() {
    let trace = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      Current stack trace:
      0    libswiftCore.so                    0x00007fb43555f130 swift_reportError + 33
      4    libswiftSwiftOnoneSupport.so       0x00007fc903d7afe3 <unavailable> + 176099
      5    program                            0x00005624ebefbec8 <unavailable> + 32456
      6    program                            0x00005624ebefbf80 <unavailable> + 32640
      7    libc.so.6                          0x00007fc9031cf24a <unavailable> + 160330
      """
    expectEqual(CrashPlace.returnOffsets(in: trace), [32456, 32640])
  }

  /// The symbolizer reads the program only while it is the file built: one the program put in
  /// its place (unlinked, then written anew) is not read.
  @Test func aProgramFileReplacedSinceTheBuildIsNotRead() throws {
    let folder = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("program").path
    try Data("built".utf8).write(to: URL(fileURLWithPath: program))
    let built = try #require(CrashPlace.Build(program: program))
    expectEqual(CrashPlace.Build.stamp(of: program), built.stamp)
    try FileManager.default.removeItem(atPath: program)
    try Data("other".utf8).write(to: URL(fileURLWithPath: program))
    expectTrue(!built.isUnchanged)
    let toolchain = try #require(try? Toolchain.locate(environment: ProcessInfo.processInfo.environment))
    let trace = "5    program    0x00005624ebefbec8 <unavailable> + 32456"
    expectEqual(CrashPlace.places(built, stderr: trace, toolchain: toolchain, files: []), [])
  }

  /// A lesson's code check: "It stopped at your code, line 3", and the Tests' statement running.
  @Test func aLessonsCodeCheckNamesTheLearnersLineAndTheCheck() throws {
    let question = Question(
      localID: "c", packID: "p", title: "Parse", prompt: "Write `parseGuess`.",
      tests: "let guessed = parseGuess(\"5\")\nexpect(parseGuess(\"7\"), 7, \"parseGuess(\\\"7\\\")\")",
      answer: "func parseGuess(_ text: String) -> Int? { Int(text) }")
    let evaluator = Evaluator(
      runner: try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil), lexicon: .bundled)
    let outcome = evaluator.evaluate(
      question, Response(text: "func parseGuess(_ text: String) -> Int? {\n  let a = [1]\n  return a[5]\n}"))
    expectEqual(outcome.feedback.summary, "The tests did not pass (trap).")
    let details = outcome.feedback.details
    expectContains(details, "It stopped at your code, line 3.", "\(details)")
    expectContains(details, "Fatal error: Index out of range", "\(details)")
    expectNotContains(details.joined(separator: "\n"), "ContiguousArrayBuffer")
    expectContains(details.joined(separator: "\n"), "let guessed = parseGuess(\"5\")", "\(details)")
  }

  /// A library module (a project's) and the program's files are placed by their own names.
  @Test func aTrapInALibraryModuleIsPlacedInItsFile() throws {
    let runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    let library = LibraryModule(
      name: "GuessCore",
      files: [
        SourceFile(
          name: "GuessGame.swift", displayName: "Sources/GuessCore/GuessGame.swift",
          code:
            "public func won(_ guesses: Int) -> String {\n  let words = [\"guess\"]\n  return words[guesses]\n}\n"
        )
      ])
    var request = CodeRunRequest(
      files: [
        SourceFile(name: "main.swift", displayName: "the tests", code: "import GuessCore\nprint(won(1))\n")
      ])
    request.modules = [library]
    request.lineTables = true
    guard case .ran(let execution) = try runner.run(request).result else {
      Issue.record("it did not run")
      return
    }
    expectTrue(execution.trapped, "\(execution.stderr)")
    expectEqual(
      execution.crashPlaces?.map(\.description),
      ["Sources/GuessCore/GuessGame.swift:3", "the tests:2"], "\(execution.stderr)")
  }
}
