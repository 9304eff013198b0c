import DrillContent
import DrillEvaluation
import DrillSupport
import Foundation

/// `check --run` over projects: each stage's model solution, written over the scaffold and
/// the solutions of the stages before it, passes that stage's check (`StageCheck`: the
/// same compiles, sandbox, tests and scripted run as `project check`). What fails is
/// reported where the fix goes, as a `check` diagnostic: the solution file and line the
/// compiler names, the tests line of a failed check, the `play.json` of a scripted run
/// that printed something else.
public enum ProjectProof {
  /// One stage to prove.
  public struct Job: Sendable {
    public var project: Project
    public var stage: Int
  }

  /// Every stage of `projects`, in order.
  public static func jobs(_ projects: [Project]) -> [Job] {
    projects.flatMap { project in project.stages.indices.map { Job(project: project, stage: $0) } }
  }

  /// The projects a path names: a project folder (with `project.json`), or a folder of them
  /// (`projects/`); nil when it names neither.
  public static func projects(at path: URL) -> [Project]? {
    let manager = FileManager.default
    if manager.fileExists(atPath: path.appendingPathComponent(Project.manifestName).path) {
      return (try? Project(folder: path)).map { [$0] } ?? []
    }
    let names = (try? manager.contentsOfDirectory(atPath: path.path)) ?? []
    let holdsProjects = names.contains {
      manager.fileExists(
        atPath: path.appendingPathComponent($0).appendingPathComponent(Project.manifestName).path)
    }
    return holdsProjects ? (try? Project.all(in: path)) ?? [] : nil
  }

  /// Proves `jobs` `parallel` at a time; one diagnostic per stage whose model solution fails,
  /// in the jobs' order. `progress()` is called after each stage. Once the runner is cancelled
  /// (Ctrl-C) no stage is started and a stage it stopped is not an error: the caller says the
  /// run stopped (the review of session 45: one "Stopped." error per stage left).
  public static func verify(
    _ jobs: [Job], runner: CodeRunner, parallel: Int, progress: @escaping @Sendable () -> Void = {}
  ) -> [Diagnostic] {
    let results = ParallelResults(count: jobs.count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(parallel, jobs.count))) { worker in
      var index = worker
      while index < jobs.count, !runner.isCancelled() {
        results.set(index, verify(jobs[index], runner: runner))
        progress()
        index += max(1, min(parallel, jobs.count))
      }
    }
    return results.values.compactMap { $0 }
  }

  /// Proves one stage; nil when its model solution passes.
  public static func verify(_ job: Job, runner: CodeRunner) -> Diagnostic? {
    let project = job.project
    let name = "model solution of \(project.id) stage \(project.stages[job.stage].id)"
    let manifest = ContentLocation(
      path: project.folder.appendingPathComponent(Project.manifestName).path, line: 1)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftdrill-proof-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      var package = try LearnerPackage.start(project, in: folder)
      // Where each file of the package last came from, for locating the compiler's messages.
      var origins: [String: String] = [:]
      for index in 0...job.stage {
        let solution = project.stageFolder(index).appendingPathComponent("solution", isDirectory: true)
        for file in try project.solutionFiles(index) {
          try package.write(file.text, to: file.path)
          origins[file.path] = solution.appendingPathComponent(file.path).path
        }
        if index > 0 { try package.unlock(index, of: project) }
      }
      let report = try StageCheck.run(project, package: package, stage: job.stage, runner: runner)
      guard let problem = report.problem, !runner.isCancelled() else { return nil }
      return diagnostic(for: problem, name: name, job: job, origins: origins, fallback: manifest)
    } catch {
      if runner.isCancelled() { return nil }
      return .error("cannot check the \(name): \(error.localizedDescription)", at: manifest)
    }
  }

  private static func diagnostic(
    for problem: StageCheck.Problem, name: String, job: Job, origins: [String: String],
    fallback: ContentLocation
  ) -> Diagnostic {
    let project = job.project
    let tests = { (stage: Int, line: Int) in ContentLocation(path: project.testsFile(stage).path, line: line)
    }
    switch problem {
    case .noSources(let target):
      return .error("the \(name) has no Swift file in Sources/\(target)", at: fallback)
    case .libraryDoesNotCompile(let failure), .programDoesNotCompile(let failure):
      let error = failure.messages.first { $0.severity == .error }
      let place = error.flatMap { message in
        origins[message.file].map { ContentLocation(path: $0, line: message.line, column: message.column) }
      }
      return .error(
        "the \(name) does not compile: \(error?.message ?? failure.firstError)", at: place ?? fallback)
    case .testsDoNotCompile(let stage, let failure):
      let error = failure.messages.first { $0.severity == .error }
      return .error(
        "the tests of stage \(project.stages[stage].id) do not compile with the \(name): "
          + (error?.message ?? failure.firstError),
        at: tests(stage, error?.line ?? 1))
    case .checkFailed(let stage, let lines):
      let line = lines.last.flatMap { $0.firstMatch(of: #/line (\d+) of the tests/#).flatMap { Int($0.1) } }
      let said = lines.filter { !$0.contains("of the tests)") }.map {
        $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      }
      return .error(
        "the \(name) fails its tests: \(said.joined(separator: "; "))", at: tests(stage, line ?? 1))
    case .testsStopped(let stage, let reason, _):
      return .error("the tests stopped with the \(name): \(reason)", at: tests(stage ?? job.stage, 1))
    case .testsCrashed(let stage, let crash):
      let place = crash.place.map { " at \($0)" } ?? ""
      return .error(
        "the tests crashed with the \(name)\(place): \(crash.message)",
        at: tests(stage ?? job.stage, crash.testsLine ?? 1))
    case .programStopped(let reason, _):
      return .error(
        "the \(name)'s program stopped in its scripted run: \(reason)", at: playLocation(job) ?? fallback)
    case .playMismatch(let missing, let matched, _, _):
      let after = matched.last.map { " after “\($0)”" } ?? ""
      return .error(
        "the \(name)'s program never printed a line with “\(missing)”\(after) in its scripted run",
        at: playLocation(job, text: missing) ?? fallback)
    }
  }

  /// The `play.json` a stage runs (its own or an earlier stage's), at the line holding `text`.
  private static func playLocation(_ job: Job, text: String? = nil) -> ContentLocation? {
    for index in (0...job.stage).reversed() {
      let url = job.project.stageFolder(index).appendingPathComponent("play.json")
      guard let json = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
      let line = text.flatMap { text in lines.firstIndex { $0.contains(text) } }.map { $0 + 1 } ?? 1
      return ContentLocation(path: url.path, line: line)
    }
    return nil
  }
}

/// Results written from several threads, each index once.
private final class ParallelResults: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Diagnostic?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Diagnostic?) {
    lock.withLock { storage[index] = value }
  }

  var values: [Diagnostic?] { lock.withLock { storage } }
}
