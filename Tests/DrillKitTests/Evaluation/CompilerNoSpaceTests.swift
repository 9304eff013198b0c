import DrillKitTesting
import Testing

@testable import DrillEvaluation

/// Session 52's tryout, finding 7: the compiler's own no-space diagnostics are the machine's
/// failure; a learner's error, or their words quoted under one, never is.
struct CompilerNoSpaceTests {
  @Test func theCompilersOwnNoSpaceDiagnosticsAreTheMachines() {
    let moduleCache = """
      <unknown>:0: error: unable to open output file '/full/swiftdrill/module-cache/2C5V/SwiftShims-2WTE.pcm': \
      'No space left on device'
      <unknown>:0: error: could not build C module 'SwiftShims'
      """
    expectEqual(
      CompilerNoSpace.place(in: moduleCache), "/full/swiftdrill/module-cache/2C5V/SwiftShims-2WTE.pcm")
    expectEqual(
      CompilerNoSpace.place(in: "LLVM ERROR: IO failure on output stream: No space left on device"),
      "the compiler's files")
    expectEqual(
      CompilerNoSpace.place(in: "error: unable to write '/work/main.o': 'Disk quota exceeded'"),
      "/work/main.o")
    expectEqual(
      CompilerNoSpace.place(in: "/usr/bin/ld.gold: final link failed: No space left on device"),
      "the compiler's files")
  }

  @Test func aLearnersErrorHoldingTheWordsIsTheLearners() {
    let located = """
      answer.swift:2:15: error: cannot convert value of type 'String' to specified type 'Int'
      1 | func f() {
      2 |   let x: Int = "error: No space left on device"
        |               `- error: cannot convert value of type 'String' to specified type 'Int'
      3 | }
      answer.swift:4:1: error: 'No space left on device' is not a type
      """
    expectEqual(CompilerNoSpace.place(in: located), nil)
    expectEqual(CompilerNoSpace.place(in: "<unknown>:0: error: could not build C module 'SwiftShims'"), nil)
  }
}
