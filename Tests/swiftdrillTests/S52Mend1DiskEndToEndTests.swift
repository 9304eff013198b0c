import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 52's tryout, through the built binary: a full disk under the compiler's module cache
/// (finding 7: right code was "does not compile", recorded as a miss, and `check --run` blamed
/// the pack), and a `SWIFTDRILL_BUNDLED` that gives no content (finding 5).
@Suite(.ownThreads) struct S52Mend1DiskEndToEndTests {
  static var course: URL { BinaryRun.fixtures.appendingPathComponent("course") }

  static func flowing(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  static let rightDouble = """
    func double(_ value: Int) -> Int {
      value * 2
    }
    .

    """

  static let learner = UserAccount.named("learner")
  static let runuser = "/usr/sbin/runuser"
  static var canFillAsLearner: Bool {
    ReliabilityFullDisk.canMount && learner != nil && FileManager.default.isExecutableFile(atPath: runuser)
  }

  /// Runs the readable copy of the binary as `learner` in `home`, with the module cache `cache`.
  static func runAsLearner(_ arguments: [String], input: String = "", home: URL, cache: URL) throws
    -> BinaryRun
  {
    var environment = try ReliabilityCommand.environment(home: home)
    environment["SWIFTDRILL_MODULE_CACHE"] = cache.path
    environment["HOME"] = home.path
    return try BinaryRun.run(
      arguments, input: Data(input.utf8), environment: environment, prefix: [runuser, "-u", "learner", "--"],
      binary: ReliabilityCommand.readable().appendingPathComponent(BinaryRun.executable.lastPathComponent))
  }

  /// Finding 7, as the tryout ran it: `learner`, with the module cache on a full tmpfs (mounted
  /// here, the learner's, filled to its last block; unmounted in a `defer`). As root an immediate
  /// run's compiler uses a shared cache of root's in the temporary folder instead.
  @Test(.enabled(if: canFillAsLearner, "needs root, mount, runuser and the user learner"))
  func aFullModuleCacheDiskIsTheMachinesFailure() throws {
    let user = try #require(Self.learner)
    let full = TemporaryHome.make()
    chmod(full.path, 0o755)
    let options = "size=256k,mode=0700,uid=\(user.uid),gid=\(user.gid)"
    try #require(ReliabilityCommand.tool("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", full.path]))
    defer {
      ReliabilityCommand.tool("/bin/umount", ["-l", full.path])
      try? FileManager.default.removeItem(at: full)
    }
    let cache = full.appendingPathComponent("module-cache")
    try #require(mkdir(cache.path, 0o700) == 0 && chown(cache.path, user.uid, user.gid) == 0)
    // dd stops with ENOSPC once every block is taken.
    let filler = full.appendingPathComponent("filler").path
    ReliabilityCommand.tool("/bin/dd", ["if=/dev/zero", "of=\(filler)", "bs=4k"])
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    try #require(chown(home.path, user.uid, user.gid) == 0 && chmod(home.path, 0o700) == 0)

    let quiz = try Self.runAsLearner(
      ["quiz", "--id", "basics/double"], input: Self.rightDouble, home: home, cache: cache)
    let said = Self.flowing(quiz.stdout + quiz.stderr)
    expectContains(said, "Your code could not be checked: No space is left to write \(cache.path)/")
    expectContains(said, "the code was not graded")
    expectNotContains(said, "does not compile")
    expectNotContains(said, "0 of 10 points")
    let stats = try Self.runAsLearner(["stats"], home: home, cache: cache)
    expectContains(Self.flowing(stats.stdout), "No answers yet", "nothing recorded")
    let mistakes = try Self.runAsLearner(["mistakes", "--list"], home: home, cache: cache)
    expectNotContains(mistakes.stdout, "basics/double")

    let pack = try ReliabilityCommand.readable().appendingPathComponent("course/questions/basics.md")
    let check = try Self.runAsLearner(["check", "--run", pack.path], home: home, cache: cache)
    let checked = Self.flowing(check.stdout + check.stderr)
    expectContains(checked, "cannot check code in")
    expectContains(checked, "No space is left to write \(cache.path)/")
    expectNotContains(checked, "does not compile")
  }

  /// Finding 5: a folder that is not there, and the `questions/` folder itself (what
  /// docs/content-review.md said to use), gave "no question packs found" and nothing else.
  @Test func aBundledSettingThatGivesNoContentIsTold() throws {
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    let missing = "/nonexistent-\(UUID().uuidString)"
    let questions = Self.course.appendingPathComponent("questions").path
    let told = [
      missing: "SWIFTDRILL_BUNDLED=\(missing): no such folder, so no bundled content is used",
      questions:
        "SWIFTDRILL_BUNDLED=\(questions) holds no `questions/` or `lessons/` folder, so no bundled content "
        + "is used (did you mean \(Self.course.path)?)",
    ]
    for (value, expected) in told {
      let environment = ["SWIFTDRILL_BUNDLED": value]
      let packs = try BinaryRun.run(["packs"], home: home, environment: environment)
      expectContains(Self.flowing(packs.stderr), "warning: " + expected, "\(packs.stderr)")
      let doctor = try BinaryRun.run(
        ["doctor"], home: home, environment: environment.merging(["COLUMNS": "1000"]) { $1 })
      // doctor wraps a long path anywhere: compared without the spaces and line breaks.
      let squeezed = { (text: String) in text.filter { $0 != " " && $0 != "\n" } }
      expectContains(squeezed(doctor.stdout), squeezed("Content: " + expected))
      expectNotContains(doctor.stdout, "(bundled)")
      expectNotContains(doctor.stderr, expected)
      let json = try BinaryRun.run(["doctor", "--json"], home: home, environment: environment)
      expectContains(json.stdout, "no bundled content is used")
    }
    for value in ["none", Self.course.path] {
      let packs = try BinaryRun.run(["packs"], home: home, environment: ["SWIFTDRILL_BUNDLED": value])
      expectNotContains(packs.stderr, "SWIFTDRILL_BUNDLED", "\(value)")
    }
  }
}
