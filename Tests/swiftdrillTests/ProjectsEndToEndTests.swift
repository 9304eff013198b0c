import DrillEvaluation
import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bundled projects as a learner works through them, with the built binary and a
/// temporary home: `project start`, then for each stage the model solution written
/// into the package and `project check`, which must pass and unlock the next stage;
/// the last stages' checks play the finished game through a scripted run (piped
/// stdin, a fixed seed). Each runs as the tests' user and, when that is root, as
/// `nobody` (the sandbox's confinement as a learner gets it). Each test has a home and a
/// package of its own, so they run at once: one after another they were the last suite of
/// `make test` to finish, by a minute.
@Suite(.ownThreads) struct ProjectsEndToEndTests {
  enum Who: String, CaseIterable, CustomTestStringConvertible {
    case testUser, nobody
    var testDescription: String { rawValue }
  }

  /// A learner: their home and package folder, and how the binary is run for them.
  struct Learner {
    var who: Who
    var home: URL
    var package: URL

    init(_ who: Who) throws {
      if who == .nobody, !ReliabilityCommand.canRunAsNobody {
        try Test.cancel("running as nobody needs root and setpriv")
      }
      self.who = who
      home = TemporaryHome.make()
      package = home.appendingPathComponent("my-game", isDirectory: true)
      if who == .nobody { chmod(home.path, 0o755) }
      giveAway(home)
    }

    /// The bundled content as the binary sees it: the repository, or (as nobody) a
    /// readable copy of its `projects/`.
    static func bundled(for who: Who) throws -> URL {
      guard who == .nobody else { return BinaryRun.repositoryRoot }
      return try WorldReadableCopy.folder(
        "projects", copying: [BinaryRun.repositoryRoot.appendingPathComponent("projects")])
    }

    func run(_ arguments: [String]) throws -> BinaryRun {
      var environment = BinaryRun.environment(home: home)
      environment["SWIFTDRILL_BUNDLED"] = try Self.bundled(for: who).path
      switch who {
      case .testUser:
        return try BinaryRun.run(arguments, input: Data(), environment: environment)
      case .nobody:
        // nobody's own module cache, shared by its homes (root's is not its to use).
        environment[TestModuleCache.variable] = UserAccount.named("nobody").flatMap {
          TestModuleCache.folder(owner: $0.uid, group: $0.gid)
        }
        return try BinaryRun.run(
          arguments, input: Data(), environment: environment, prefix: ReliabilityCommand.asNobody,
          binary: ReliabilityCommand.readable().appendingPathComponent(BinaryRun.executable.lastPathComponent)
        )
      }
    }

    /// Writes stage `stage`'s model solution of `project` over the package.
    func writeSolution(_ project: String, stage: String) throws {
      let solution = BinaryRun.repositoryRoot.appendingPathComponent(
        "projects/\(project)/stages/\(stage)/solution")
      let walker = try #require(FileManager.default.enumerator(atPath: solution.path))
      while let relative = walker.nextObject() as? String {
        let source = solution.appendingPathComponent(relative)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), !isFolder.boolValue
        else { continue }
        let target = package.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: source, to: target)
      }
      giveAway(package)
    }

    /// Edits a file of the package.
    func edit(_ path: String, _ change: (String) -> String) throws {
      let url = package.appendingPathComponent(path)
      try change(String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
      giveAway(package)
    }

    /// Removes the learner's home.
    func remove() {
      try? FileManager.default.removeItem(at: home)
    }

    /// As nobody, the learner owns everything in their home.
    private func giveAway(_ url: URL) {
      if who == .nobody {
        HelperTool.succeeds("/bin/chown", ["-R", "nobody:nogroup", url.path])
      }
    }
  }

  /// A folder the learner cannot write: the message names it and `project start NAME DIR`, not a
  /// file inside a folder never made (session 45's tryout, finding 21). Only as nobody: root
  /// writes anywhere.
  @Test func startingInAFolderYouCannotWriteSaysSo() throws {
    let learner = try Learner(.nobody)
    let locked = learner.home.appendingPathComponent("locked", isDirectory: true)
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    chown(locked.path, 0, 0)
    chmod(locked.path, 0o755)
    let target = locked.appendingPathComponent("add1").path
    let started = try learner.run(["project", "start", "add1", target])
    expectEqual(started.status, 1, "\(started.stderr)")
    expectContains(
      started.stderr, "cannot make \(target): you cannot write in \(locked.path);", "\(started.stderr)")
    expectContains(started.stderr, "`swiftdrill project start add1 DIR`", "\(started.stderr)")
    expectTrue(!FileManager.default.fileExists(atPath: target))
  }

  /// `project` alone, outside a project folder, lists the projects (session 45's tryout: an error).
  @Test func projectAloneListsTheProjects() throws {
    let learner = try Learner(.testUser)
    let alone = try learner.run(["project"])
    expectEqual(alone.status, 0, "\(alone.stderr)")
    expectContains(alone.stdout, "add1")
    expectContains(alone.stdout, "stages)")
  }

  /// `project start` says which file to open and that any editor does, then `project check`
  /// (session 45's tryout, finding 14: a learner with no editor set up wrote the files with a
  /// shell heredoc).
  @Test(arguments: [
    ("add1", "Sources/Add1Core/Add1Game.swift"), ("guess", "Sources/GuessCore/GuessGame.swift"),
  ])
  func startSaysWhichFileToOpenInAnyEditor(project: String, file: String) throws {
    let learner = try Learner(.testUser)
    defer { learner.remove() }
    let started = try learner.run(["project", "start", project, learner.package.path])
    expectEqual(started.status, 0, "\(started.stderr)")
    expectContains(
      started.flowingStdout,
      "there, open \(file) in any text editor (nano, vim, VS Code…), write the code and save it, "
        + "then run swiftdrill project check in that folder.", "\(started.stdout)")
    expectTrue(FileManager.default.fileExists(atPath: learner.package.appendingPathComponent(file).path))
  }

  /// Session 46's tryout (finding 19): `project check` in the folder where `project start` made the
  /// project folders said "not a project folder; start one with …". It names the projects below it
  /// and how to check one; `project start` ends with the `cd` to do.
  @Test func theFolderWhereProjectsWereStartedNamesThem() throws {
    let learner = try Learner(.testUser)
    let here = learner.home.appendingPathComponent("proj", isDirectory: true)
    try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
    var environment = BinaryRun.environment(home: learner.home)
    environment["SWIFTDRILL_BUNDLED"] = BinaryRun.repositoryRoot.path
    func run(_ arguments: [String]) throws -> BinaryRun {
      try BinaryRun.run(
        arguments, input: Data(), environment: environment,
        prefix: ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", here.path])
    }
    let started = try run(["project", "start", "bullseye"])
    expectEqual(started.status, 0, "\(started.stderr)")
    expectContains(started.stdout, "Next: cd bullseye\n")
    _ = try run(["project", "start", "guess"])
    for verb in ["check", "status"] {
      let result = try run(["project", verb])
      expectEqual(result.status, 1, "\(result.stdout)")
      let flowing = result.stderr.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
      expectContains(flowing, "the projects below it: bullseye, guess.", "\(verb)")
      expectContains(flowing, "`swiftdrill project check bullseye`", "\(verb)")
    }
    let overview = try run(["project"])
    expectContains(overview.flowingStdout, "Started below this folder: bullseye, guess.")
  }

  /// Session 46's tryout (finding 9): Bullseye's stage 1 passed `sliderValue = 50.0` though its text
  /// asks for an `Int` (the test's `50` type-checked as a Double), and stage 2 then failed with a
  /// fix-it that could not work. Stage 1 refuses it, naming `Int`.
  @Test func bullseyesFirstStageRefusesADoubleSlider() throws {
    let learner = try Learner(.testUser)
    let started = try learner.run(["project", "start", "bullseye", learner.package.path])
    expectEqual(started.status, 0, "\(started.stderr)")
    try learner.writeSolution("bullseye", stage: "01-target")
    try learner.edit("Sources/BullseyeCore/BullseyeGame.swift") {
      $0.replacing("public var sliderValue = 50", with: "public var sliderValue = 50.0")
    }
    let check = try learner.run(["project", "check", learner.package.path])
    expectEqual(check.status, 1, "\(check.stdout)")
    expectContains(check.stdout, "'Double'", "\(check.stdout)")
    expectContains(check.stdout, "'Int'", "\(check.stdout)")
    expectNotContains(check.stdout, "Stage 1 passed")
  }

  /// The stage ids of a bundled project, in order.
  static func stages(of project: String) throws -> [String] {
    let manifest = BinaryRun.repositoryRoot.appendingPathComponent("projects/\(project)/project.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
    let stages = try #require(object?["stages"] as? [[String: Any]])
    return stages.compactMap { $0["id"] as? String }
  }

  /// A finished game as `project status` and `stats` show it: every stage passed, none next.
  static func expectFinished(_ learner: Learner, stages: Int) throws {
    let status = try learner.run(["project", "status", learner.package.path])
    expectContains(status.flowingStdout, "Every stage is passed", "\(status.stdout)")
    expectNotContains(status.stdout, "→", "\(status.stdout)")
    let stats = try learner.run(["stats"])
    expectContains(stats.flowingStdout, "\(stages) of \(stages) stages passed · finished", "\(stats.stdout)")
  }

  /// Every bundled project (a folder of projects/ with a manifest), in a fixed order.
  static let projects: [String] = {
    let folder = BinaryRun.repositoryRoot.appendingPathComponent("projects")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/project.json").path)
    }.sorted()
  }()

  /// Learners are not root: every game is built stage by stage as an unprivileged user. The
  /// tests' own user (root in CI) builds Guess in `theTestsUserBuildsGuessAndEachStageAsksForMore`,
  /// which also proves that the code of each stage fails the next one (all four games as both
  /// users took 12 minutes of `make test`; Guess twice, once as each, over 10 % of its CPU).
  /// These are also the only proof of the bundled model solutions in the test suite
  /// (`BundledContentTests` leaves projects/ out of its `check --run`): where `nobody` is not
  /// available, every game is built as the tests' user instead, never skipped.
  static let progressions: [(String, Who)] = projects.map {
    ($0, ReliabilityCommand.canRunAsNobody ? Who.nobody : .testUser)
  }

  @Test(arguments: progressions)
  func modelSolutionsPassEveryStageInOrder(project: String, who: Who) throws {
    let learner = try Learner(who)
    defer { learner.remove() }
    let started = try learner.run(["project", "start", project, learner.package.path])
    expectEqual(started.status, 0, "\(started.stderr)")
    let stages = try Self.stages(of: project)
    expectTrue(
      FileManager.default.fileExists(
        atPath: learner.package.appendingPathComponent("stages/\(stages[0]).md").path))
    expectTrue(
      FileManager.default.fileExists(atPath: learner.package.appendingPathComponent("Package.swift").path))
    // The scaffold alone does not pass the first stage.
    let before = try learner.run(["project", "check", learner.package.path])
    expectEqual(before.status, 1, "\(before.stdout)\(before.stderr)")
    expectContains(before.flowingStdout, "Stage 1 (", "\(before.stdout)")
    for (index, stage) in stages.enumerated() {
      try learner.writeSolution(project, stage: stage)
      let check = try learner.run(["project", "check", learner.package.path])
      expectEqual(check.status, 0, "stage \(stage): \(check.stdout)\(check.stderr)")
      expectContains(check.flowingStdout, "Stage \(index + 1) passed", "stage \(stage): \(check.stdout)")
      if index + 1 < stages.count {
        expectTrue(
          FileManager.default.fileExists(
            atPath: learner.package.appendingPathComponent("stages/\(stages[index + 1]).tests.swift").path),
          "stage \(stages[index + 1]) was not unlocked")
      } else {
        expectContains(check.flowingStdout, "You built the whole game", "\(check.stdout)")
      }
      guard check.status == 0 else { return }
    }
    try Self.expectFinished(learner, stages: stages.count)
  }

  /// The tutorial's bug (the winning guess not counted) fails with what was expected and got.
  @Test(arguments: Who.allCases)
  func aWrongSolutionFailsWithAReadableMessage(who: Who) throws {
    let learner = try Learner(who)
    defer { learner.remove() }
    try expectEqual(learner.run(["project", "start", "guess", learner.package.path]).status, 0)
    for stage in ["01-state", "02-compare"] {
      try learner.writeSolution("guess", stage: stage)
      try expectEqual(learner.run(["project", "check", learner.package.path]).status, 0)
    }
    try learner.writeSolution("guess", stage: "03-feedback")
    try learner.edit("Sources/GuessCore/GuessGame.swift") {
      $0.replacingOccurrences(of: "guesses += 1\n", with: "")
        .replacingOccurrences(of: "switch compare(", with: "defer { guesses += 1 }\n    switch compare(")
    }
    let wrong = try learner.run(["project", "check", learner.package.path])
    expectEqual(wrong.status, 1)
    expectContains(
      wrong.flowingStdout, "Stage 3 (Feedback, bounds and counting guesses) is not passed yet.",
      "\(wrong.stdout)")
    expectContains(
      wrong.stdout, "Check failed: the fifth guess finds the secret (the winning guess counts)",
      "\(wrong.stdout)")
    expectContains(wrong.stdout, #"expected: "You won in 5 guesses!""#, "\(wrong.stdout)")
    expectContains(wrong.stdout, #"got:      "You won in 4 guesses!""#, "\(wrong.stdout)")
    expectContains(wrong.stdout, "stages/03-feedback.tests.swift", "\(wrong.stdout)")
    // Still at stage 3: nothing unlocked.
    expectTrue(
      !FileManager.default.fileExists(
        atPath: learner.package.appendingPathComponent("stages/04-secret.md").path))

    // A name the tests need that is not public: the hint says so.
    try learner.writeSolution("guess", stage: "03-feedback")
    try learner.edit("Sources/GuessCore/GuessGame.swift") {
      $0.replacingOccurrences(of: "public mutating func guess", with: "mutating func guess")
    }
    let internalName = try learner.run(["project", "check", learner.package.path])
    expectEqual(internalName.status, 1)
    expectContains(internalName.flowingStdout, "could not use your code", "\(internalName.stdout)")
    expectContains(internalName.flowingStdout, "must be marked public", "\(internalName.stdout)")

    // A library that does not compile: the compiler's message, with the learner's file name.
    try learner.edit("Sources/GuessCore/GuessGame.swift") { $0 + "\nlet broken: Int = \"text\"\n" }
    let broken = try learner.run(["project", "check", learner.package.path])
    expectEqual(broken.status, 1)
    expectContains(broken.flowingStdout, "Your library GuessCore does not compile", "\(broken.stdout)")
    expectContains(broken.stdout, "Sources/GuessCore/GuessGame.swift:", "\(broken.stdout)")
    // Piped, the compiler's line is not wrapped behind `↩` at 80 columns: copied, it is one line
    // (session 45's tryout, finding 15).
    let errorLine = broken.stdout.split(separator: "\n").first { $0.contains("GuessGame.swift:") }
    expectContains(
      String(errorLine ?? ""), "error: cannot convert value of type 'String' to specified type 'Int'",
      "\(broken.stdout)")
    expectNotContains(broken.stdout, "↩", "\(broken.stdout)")

    let stats = try learner.run(["stats"])
    expectContains(stats.flowingStdout, "2 of 5 stages passed · 5 checks", "\(stats.stdout)")
  }

  /// Guess as the tests' user (root in CI: the programs then run as `nobody`): the scaffold
  /// fails stage 1; every stage asks for something new (the code of the stage before fails its
  /// tests); the finished game whose output differs from the script fails the play-through
  /// with what was typed, what line was expected after which, and what it printed; the model
  /// solution then passes it and the game is finished.
  @Test func theTestsUserBuildsGuessAndEachStageAsksForMore() throws {
    let learner = try Learner(.testUser)
    defer { learner.remove() }
    try expectEqual(learner.run(["project", "start", "guess", learner.package.path]).status, 0)
    let before = try learner.run(["project", "check", learner.package.path])
    expectEqual(before.status, 1, "\(before.stdout)\(before.stderr)")
    expectContains(before.flowingStdout, "Stage 1 (", "\(before.stdout)")
    let stages = try Self.stages(of: "guess")
    for (index, stage) in stages.enumerated() {
      if index > 0 {
        let early = try learner.run(["project", "check", learner.package.path])
        expectEqual(
          early.status, 1, "stage \(stage) passed with the code of the stage before: \(early.stdout)")
      }
      guard index + 1 < stages.count else { break }
      try learner.writeSolution("guess", stage: stage)
      let check = try learner.run(["project", "check", learner.package.path])
      expectEqual(check.status, 0, "stage \(stage): \(check.stdout)\(check.stderr)")
      expectContains(check.flowingStdout, "Stage \(index + 1) passed", "stage \(stage): \(check.stdout)")
    }
    let last = try #require(stages.last)
    try learner.writeSolution("guess", stage: last)
    try learner.edit("Sources/guess/main.swift") {
      $0.replacingOccurrences(of: "print(game.play(line))", with: "_ = game.play(line)")
    }
    let check = try learner.run(["project", "check", learner.package.path])
    expectEqual(check.status, 1)
    expectContains(check.flowingStdout, "Your program was started as `guess --seed 7`", "\(check.stdout)")
    expectTrue(
      check.flowingStdout.contains(
        "After a line with “Guess a number from 0 to 99”, a line with “Enter a number” should follow"),
      "\(check.stdout)")

    try learner.writeSolution("guess", stage: last)
    let finished = try learner.run(["project", "check", learner.package.path])
    expectEqual(finished.status, 0, "\(finished.stdout)\(finished.stderr)")
    expectContains(finished.flowingStdout, "Stage \(stages.count) passed", "\(finished.stdout)")
    expectContains(finished.flowingStdout, "You built the whole game", "\(finished.stdout)")
    try Self.expectFinished(learner, stages: stages.count)
  }
}
