import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A code answer as a learner gives it, as the unprivileged user, under each layer: the
/// program runs in the compiler's immediate mode with the test harness prebuilt into the
/// user's own module cache (`HarnessModule`), and grades as before.
@Suite(.ownThreads, .serialized) struct ImmediateSandboxTests {
  static let question = """
    ---
    id: scaling
    title: Scaling
    ---

    ## Scale it
    id: scale
    type: code

    Write `func scaled(_ x: Int) -> Int` that returns `x * 7`.

    ### Tests
    ```swift
    expect(scaled(3), 21, "scaled(3)")
    precondition(scaled(0) == 0)
    ```

    ### Answer
    ```swift
    func scaled(_ x: Int) -> Int {
      x * 7
    }
    ```

    """

  @Test(arguments: SandboxEndToEndTests.userModes)
  func aCodeAnswerIsGradedWithThePrebuiltHarnessAsTheUser(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(Self.question)
    func answer(_ body: String) throws -> (status: Int32, stdout: String, stderr: String) {
      try SandboxRoundTwoTests.runAsUser(
        setup.user, ["--content", pack.path, "quiz", "--count", "1"], environment: setup.environment(),
        input: "func scaled(_ x: Int) -> Int {\n  \(body)\n}\n.\n", scratch: setup.scratch)
    }
    let right = try answer("x * 7")
    expectTrue(right.status == 0 && right.stdout.contains("Right"), "\(right)")
    // The probe's verdict is kept in the user's own cache, and names the layer the run used;
    // the next session reads it instead of probing (`SandboxVerdict`).
    let verdict = setup.data.appendingPathComponent("cache/sandbox-verdict").path
    var verdictInfo = stat()
    expectTrue(lstat(verdict, &verdictInfo) == 0 && verdictInfo.st_uid == setup.user.uid, "\(verdict)")
    let kept = (try? String(contentsOfFile: verdict, encoding: .utf8)) ?? ""
    let layer = mode == .bubblewrap ? "bubblewrap" : "landlock"
    expectEqual(kept.split(separator: "\n").dropFirst().first, Substring(layer), "\(kept)")
    let wrong = try answer("x * 6")
    expectContains(wrong.stdout, "Check failed: scaled(3)", "\(wrong)")
    expectContains(wrong.stdout, "Tests, line 1", "\(wrong)")
    expectNotContains(wrong.stdout, "Right", "\(wrong)")
    // Built once, into the user's own cache (the tests' shared one when they name it), and complete.
    let cache =
      setup.environment()[TestModuleCache.variable].map { URL(fileURLWithPath: $0) }
      ?? setup.data.appendingPathComponent("cache/module-cache")
    let harnesses = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
      $0.hasPrefix("swiftdrill-harness-")
    }
    expectEqual(harnesses.count, 1, "\(harnesses)")
    for name in harnesses {
      let ready = cache.appendingPathComponent(name).appendingPathComponent("ready").path
      var info = stat()
      expectTrue(lstat(ready, &info) == 0 && info.st_uid == setup.user.uid, "\(ready)")
    }
  }
}
