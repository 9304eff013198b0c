import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillProjects
@testable import DrillReports
@testable import DrillSupport

/// The project model, the learner's package, the play-through matcher, the wrapping of
/// stage tests and the store's project stages (the checks themselves run end to end in
/// `ProjectsEndToEndTests`).
@Suite struct ProjectTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let bundled = repositoryRoot.appendingPathComponent("projects", isDirectory: true)

  @Test func everyBundledProjectHasItsFiles() throws {
    let projects = try Project.all(in: Self.bundled)
    expectContains(projects.map(\.id), "guess")
    for project in projects {
      expectTrue(!(try project.scaffoldFiles()).isEmpty, "\(project.id)")
      for index in project.stages.indices {
        expectTrue(
          try project.instructions(index).hasPrefix("# Stage \(index + 1)"), "\(project.id) \(index)")
        expectTrue(try project.tests(index).contains("import \(project.library)"), "\(project.id) \(index)")
        expectTrue(!(try project.solutionFiles(index)).isEmpty, "\(project.id) \(index)")
        _ = try project.playScript(index)
      }
      // The finished game is played through a script.
      expectTrue(try project.playScript(project.stages.count - 1) != nil, "\(project.id)")
    }
  }

  /// A stage names the lessons that teach what it needs: each is a bundled lesson.
  @Test func everyStageNamesBundledLessons() throws {
    // Stages name lessons by id (the front matter's `id:`), which stays when files are renumbered.
    let folder = Self.repositoryRoot.appendingPathComponent("lessons")
    let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap { name -> String? in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      return text.split(separator: "\n").first { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) }
    }
    expectTrue(ids.count > 20)
    for project in try Project.all(in: Self.bundled) {
      for stage in project.stages {
        expectTrue(!stage.lessons.isEmpty, "\(project.id)/\(stage.id) names no lesson")
        for lesson in stage.lessons {
          expectContains(
            ids, lesson,
            "\(project.id)/\(stage.id) names the lesson \(lesson), which is not in lessons/")
        }
      }
    }
  }

  @Test func aBrokenManifestSaysWhatIsWrong() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "p/project.json", #"{"title": "T", "summary": "S", "library": "Core", "executable": "p"}"#)
    #expect(throws: ProjectError.self) { try Project(folder: folder.url.appendingPathComponent("p")) }
    do {
      _ = try Project(folder: folder.url.appendingPathComponent("p"))
    } catch {
      expectContains(error.localizedDescription, "it has no 'stages'")
    }
    try folder.write(
      "q/project.json",
      #"{"title": "T", "summary": "S", "library": "Learner", "executable": "q", "stages": [{"id": "a", "title": "A"}]}"#
    )
    #expect(
      throws: ProjectError.badManifest(
        path: folder.url.path + "/q/project.json", reason: "the library needs a name of its own")
    ) {
      try Project(folder: folder.url.appendingPathComponent("q"))
    }
    #expect(
      throws: ProjectError.unknownProject(
        "nope",
        available: ["guess", "add1", "bullseye", "anagrams"].filter { name in
          FileManager.default.fileExists(atPath: Self.bundled.appendingPathComponent(name).path)
        }.sorted())
    ) {
      try Project.named("nope", in: Self.bundled)
    }
  }

  @Test func startWritesTheScaffoldAndTheFirstStageAndRefusesAFolderWithFiles() throws {
    let folder = try TemporaryFolder()
    let project = try Project.named("guess", in: Self.bundled)
    let target = folder.url.appendingPathComponent("mine")
    let package = try LearnerPackage.start(project, in: target)
    expectEqual(package.marker, LearnerPackage.Marker(project: "guess", stage: "01-state"))
    for path in [
      "Package.swift", "Sources/GuessCore/SeededGenerator.swift", "Sources/guess/main.swift",
      "stages/01-state.md", "stages/01-state.tests.swift", ".swiftdrill-project.json",
    ] {
      expectTrue(FileManager.default.fileExists(atPath: target.appendingPathComponent(path).path), "\(path)")
    }
    // No solution reaches the learner.
    expectTrue(!FileManager.default.fileExists(atPath: target.appendingPathComponent("solution").path))
    #expect(throws: ProjectError.folderNotEmpty(path: target.standardizedFileURL.path)) {
      try LearnerPackage.start(project, in: target)
    }
    // Found from a folder inside it.
    let opened = try LearnerPackage.open(target.appendingPathComponent("Sources/guess"))
    expectEqual(opened.folder.path, target.standardizedFileURL.path)
    // The folder above it is none, and names it (session 46's tryout).
    #expect(throws: ProjectError.notAProject(path: folder.url.path, below: [target.lastPathComponent])) {
      try LearnerPackage.open(folder.url)
    }

    var unlocked = opened
    try unlocked.unlock(1, of: project)
    try expectEqual(LearnerPackage.open(target).marker.stage, "02-compare")
    expectTrue(
      FileManager.default.fileExists(atPath: target.appendingPathComponent("stages/02-compare.md").path))
    expectEqual(
      package.sources(of: "GuessCore").map(\.displayName),
      [
        "Sources/GuessCore/GuessGame.swift", "Sources/GuessCore/SeededGenerator.swift",
      ])
  }

  @Test func wrappedTestsKeepTheirLineNumbers() {
    let tests = "import GuessCore\n\nlet game = GuessGame(secret: 1)\nexpect(game.secret, 1)\n"
    let wrapped = StageCheck.wrap(tests, as: "stage1")
    let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
    expectEqual(lines[0], "import GuessCore; func stage1() { ")
    expectEqual(lines[2], "let game = GuessGame(secret: 1)")
    expectEqual(lines[3], "expect(game.secret, 1)")
    expectTrue(wrapped.hasSuffix("}\n"))
    expectTrue(StageCheck.wrap("expect(true)", as: "stage2").hasPrefix("func stage2() { expect(true)"))
  }

  @Test func aPlayScriptFindsItsLinesInOrder() {
    let script = PlayScript(expect: ["Guess", "too low", "You won"])
    expectTrue(
      script.firstMissing(in: "Guess the Number\nYour last guess was too low\nYou won in 2 guesses!\n") == nil
    )
    let missing = script.firstMissing(
      in: "Guess the Number\nYou won in 1 guess!\nYour last guess was too low\n")
    expectEqual(missing?.text, "You won")
    expectEqual(missing?.matched, 2)
    expectEqual(script.firstMissing(in: "")?.text, "Guess")
    // One line does not satisfy two expectations.
    expectEqual(PlayScript(expect: ["a", "a"]).firstMissing(in: "a\n")?.matched, 1)
  }

  @Test func checksAreCountedAndTheFirstPassKept() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let start = Date(timeIntervalSince1970: 1_767_000_000)
    try store.lessons.recordProjectCheck(
      project: "guess", folder: "/p", stage: "01-state", passed: false, at: start)
    try store.lessons.recordProjectCheck(
      project: "guess", folder: "/p", stage: "01-state", passed: true, at: start.addingTimeInterval(60))
    try store.lessons.recordProjectCheck(
      project: "guess", folder: "/p", stage: "01-state", passed: true, at: start.addingTimeInterval(120))
    try store.lessons.recordProjectCheck(
      project: "guess", folder: "/p", stage: "02-compare", passed: false, at: start.addingTimeInterval(180))
    let rows = try store.lessons.projectStages()
    expectEqual(rows.count, 2)
    expectEqual(rows[0].attempts, 3)
    expectEqual(rows[0].passedAt, start.addingTimeInterval(60))
    expectTrue(rows[1].passedAt == nil)
    expectEqual(
      StatsReport.projectStats(rows, stages: ["guess": 5]),
      [
        StatsReport.ProjectStat(project: "guess", folder: "/p", stagesPassed: 1, stages: 5, checks: 4)
      ])
    let utc = try #require(TimeZone(identifier: "UTC"))
    let stats = try StatsReport.collect(store: store, now: start, timeZone: utc, projectStages: ["guess": 5])
    expectContains(stats.render(width: 80).plain, "guess     1 of 5 stages passed · 4 checks")
    _ = try store.reset(.all, now: start)
    expectTrue(try store.lessons.projectStages().isEmpty)
  }

  @Test func aVersionThreeFileGetsTheProjectTable() throws {
    let folder = try TemporaryFolder()
    do {
      let old = try ProgressStore(
        url: folder.database, access: .readWrite, migrations: Array(ProgressSchema.migrations.prefix(3)))
      try expectEqual(old.storedSchemaVersion(), 3)
    }
    let store = try ProgressStore(url: folder.database)
    try expectEqual(store.storedSchemaVersion(), ProgressSchema.latestVersion)
    try store.lessons.recordProjectCheck(
      project: "guess", folder: "/p", stage: "01-state", passed: true, at: Date())
    try expectEqual(store.lessons.projectStages().count, 1)
  }

  /// Ctrl-C (a cancelled runner) while the model solutions are proven: no stage is started and
  /// none is reported broken (the review of session 45: one "cannot check … Stopped." per stage).
  @Test func aCancelledProofStartsNoStageAndReportsNoneAsBroken() throws {
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    runner.isCancelled = { true }
    let jobs = ProjectProof.jobs(try Project.all(in: Self.bundled))
    expectTrue(jobs.count >= 4)
    expectEqual(ProjectProof.verify(jobs, runner: runner, parallel: 2), [])
  }
}
