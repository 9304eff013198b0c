import DrillPresentation
import DrillProjects
import DrillSupport
import Foundation

/// `project list|start|check|status`: build a game in your own SwiftPM package, stage by
/// stage (docs/projects.md).
struct ProjectCommand: Command {
  static let spec = CommandSpec(
    name: "project", summary: "Build a game yourself, stage by stage, in your own package",
    arguments: [
      ArgumentSpec(
        name: "list|start|check|status", value: .oneOf(["list", "start", "check", "status"]), optional: true),
      ArgumentSpec(name: "ARGS", value: .path, optional: true, variadic: true),
    ],
    options: [traceOption],
    discussion: """
      project alone is project status inside a project folder, else project list.
      project list shows the projects. project start NAME [DIR] makes a SwiftPM package
      in DIR (default: a new folder NAME here) with the first stage's instructions and
      tests in stages/. project check [DIR] builds your package and runs the stage's tests
      (and those of the stages before it) in the sandbox; when they pass, the next stage
      is written into stages/. It builds with a package description of its own, and says
      when your Package.swift would make swift run fail. When the tests crash, it names the check that was running
      and the line of your code where it stopped; --trace adds the whole crash report (its stack trace).
      project status [DIR] shows the stages. DIR defaults to the
      current folder (or the nearest one above it that holds a project).
      """)

  static let traceOption = OptionSpec.flag(
    "trace", "project check: show a crash's whole report, stack trace and all")

  enum Action: Equatable {
    /// `project` alone: `status` inside a project folder, else `list` (session 45's tryout: an error).
    case overview
    case list
    case start(name: String, folder: String?)
    case check(folder: String?)
    case status(folder: String?)
    /// A first word that is no action (`project guess`): a usage error naming what it may mean.
    case unknown(String)
  }

  let action: Action
  /// `--trace`: a crash's whole output after its summary.
  let trace: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    trace = invocation.has(Self.traceOption)
    guard let verb = invocation.arguments.first else {
      action = .overview
      return
    }
    let rest = Array(invocation.arguments.dropFirst())
    switch verb {
    case "list":
      guard rest.isEmpty else {
        throw .invalidValue(option: "ARGS", value: rest[0], expected: "nothing after list")
      }
      action = .list
    case "start":
      guard let name = rest.first else {
        throw .invalidValue(option: "NAME", value: "", expected: "a project: project start guess [DIR]")
      }
      guard rest.count <= 2 else {
        throw .invalidValue(option: "ARGS", value: rest[2], expected: "project start NAME [DIR]")
      }
      action = .start(name: name, folder: rest.count == 2 ? rest[1] : nil)
    case "check", "status":
      guard rest.count <= 1 else {
        throw .invalidValue(option: "ARGS", value: rest[1], expected: "one folder at most")
      }
      action = verb == "check" ? .check(folder: rest.first) : .status(folder: rest.first)
    default:
      // Session 49's tryout: `project guess` and `project add1` were `project status` of the
      // current folder, and spoke of another project.
      action = .unknown(verb)
    }
  }

  /// The usage error for `project WORD`: `status WORD` when WORD is a project folder, `start
  /// WORD` when it is a project's name.
  private func unknownAction(_ word: String, root: URL) -> UsageError {
    let quoted = ShellWord.quoted(word)
    let suggestion: String?
    if (try? LearnerPackage.open(URL(fileURLWithPath: word, isDirectory: true))) != nil {
      suggestion = "project status \(quoted)' or 'project check \(quoted)"
    } else if (try? Project.named(word, in: root)) != nil {
      suggestion = "project start \(quoted)"
    } else {
      suggestion = nil
    }
    return .unknownAction(
      command: "project", action: word, expected: "list, start, check or status", suggestion: suggestion)
  }

  func run(in app: App) throws -> ExitCode {
    guard let root = app.bundledRoot?.appendingPathComponent("projects", isDirectory: true),
      FileManager.default.fileExists(atPath: root.path)
    else { throw ProjectError.noProjects }
    var action = self.action
    if case .unknown(let word) = action { throw unknownAction(word, root: root) }
    if action == .overview {
      let here = try? LearnerPackage.open(URL(fileURLWithPath: ".", isDirectory: true))
      action = here == nil ? .list : .status(folder: nil)
    }
    switch action {
    case .unknown: return .usage
    case .overview, .list:
      defer { if self.action == .overview { sayStartedBelow(app: app) } }
      // A description too long for the row goes on under itself, not at column 0 (session 44's
      // tryout, at 80 columns).
      for project in try Project.all(in: root) {
        app.console.writeWrapped(
          StyledText(
            "\(project.id.padding(toLength: 10, withPad: " ", startingAt: 0))\(project.title): \(project.summary) "
              + StyledText.glued("(\(project.stages.count) stages)")), hangingIndent: 10)
      }
      return .success
    case .start(let name, let folder):
      let project = try Project.named(name, in: root)
      let url = URL(fileURLWithPath: folder ?? name, isDirectory: true)
      let package = try LearnerPackage.start(project, in: url)
      app.console.writeWrapped(
        StyledText("Started \(project.title) in ", style: .success)
          + .whole(package.folder.path, style: .success)
          + StyledText(".", style: .success))
      // Which file to open, and that any editor does: a learner with no editor set up did not
      // know how to start (session 45's tryout, finding 14).
      var next =
        StyledText("Read ") + .whole(LearnerPackage.instructionsPath(project, 0)) + StyledText(" there")
      if let file = project.firstFileToEdit() {
        next.append(", open ")
        next.append(.whole(file, style: .code))
        next.append(" in any text editor (nano, vim, VS Code…), write the code and save it")
      } else {
        next.append(", write the code")
      }
      next.append(", then run ")
      next.append(.whole(app.command("project check"), style: .code))
      next.append(" in that folder.")
      app.console.writeWrapped(next)
      // The way there ends the message (session 46's tryout: `project check` run where the
      // project was started said "not a project folder").
      let typed = folder ?? name
      if package.folder.standardizedFileURL.path != URL(fileURLWithPath: ".").standardizedFileURL.path {
        let quoted = ShellWord.quoted(typed)
        app.console.writeWrapped(
          app.inREPL
            ? StyledText("Next: ") + .whole("project check \(quoted)", style: .code)
              + StyledText(" checks it from here (or ") + .whole("cd \(quoted)", style: .code)
              + StyledText(" in a shell).")
            : StyledText("Next: ") + .whole("cd \(quoted)", style: .code))
      }
      return .success
    case .check(let folder):
      return try check(folder: folder, root: root, app: app)
    case .status(let folder):
      let package = try LearnerPackage.open(URL(fileURLWithPath: folder ?? ".", isDirectory: true))
      let project = try Project.named(package.marker.project, in: root)
      let current = try package.stageIndex(in: project)
      let passed = Set(
        try app.readOnlyStore()?.lessons.projectStages().filter {
          $0.project == project.id && $0.folder == package.folder.path && $0.passedAt != nil
        }.map(\.stage) ?? [])
      app.console.writeWrapped(
        StyledText("\(project.title) in ", style: .heading) + .whole(package.folder.path, style: .heading))
      for (index, stage) in project.stages.enumerated() {
        let mark =
          index < current || package.marker.finished || passed.contains(stage.id)
          ? "✓" : index == current ? "→" : "·"
        app.console.writeLine("  \(mark) \(index + 1). \(stage.title)")
      }
      if package.marker.finished {
        app.console.writeWrapped(
          StyledText("Every stage is passed. Play it: ")
            + .whole("swift run \(project.executable)", style: .code))
      } else {
        app.console.writeWrapped(
          StyledText("Now: stage \(current + 1), ")
            + .whole(LearnerPackage.instructionsPath(project, current))
            + StyledText(". Then ") + .whole(app.command("project check"), style: .code) + StyledText("."))
        let lessons = project.stages[current].lessons
        if !lessons.isEmpty {
          app.console.writeLine(
            "The lessons it needs: \(lessons.joined(separator: ", ")) (\(app.command("lesson ID"))).")
        }
      }
      return .success
    }
  }

  /// `project` alone in the folder where projects were started: names them after the list.
  private func sayStartedBelow(app: App) {
    let below = LearnerPackage.startedProjects(below: URL(fileURLWithPath: ".", isDirectory: true))
    guard let first = below.first else { return }
    app.console.writeWrapped(
      StyledText("Started below this folder: \(below.joined(separator: ", ")). ")
        + .whole("cd \(ShellWord.quoted(first))", style: .code) + StyledText(", then ")
        + .whole(app.command("project check"), style: .code) + StyledText("."))
  }

  private func check(folder: String?, root: URL, app: App) throws -> ExitCode {
    var package = try LearnerPackage.open(URL(fileURLWithPath: folder ?? ".", isDirectory: true))
    let project = try Project.named(package.marker.project, in: root)
    let index = try package.stageIndex(in: project)
    let runner = try app.makeCodeRunner()
    app.console.writeLine(
      "Checking stage \(index + 1) of \(project.stages.count): \(project.stages[index].title)…", style: .muted
    )
    // Package.swift is type-checked while the stage is (the check builds with a manifest of its own).
    let manifest = ManifestCheck(
      package: package.folder, swiftc: runner.toolchain.swiftc, moduleCache: runner.ownModuleCache)
    let report: StageCheck.Report
    do {
      report = try StageCheck.run(project, package: package, stage: index, runner: runner)
    } catch {
      manifest.cancel()
      throw error
    }
    do {
      try app.openStore()?.lessons.recordProjectCheck(
        project: project.id, folder: package.folder.path, stage: project.stages[index].id,
        passed: report.passed, at: app.clock.now())
    } catch {
      app.reporter.warn("the check could not be recorded: \(error.localizedDescription)")
    }
    StageReportWriter.write(report, project: project, on: app.console, trace: trace)
    if let problem = manifest.problem() {
      app.console.writeWrapped(
        StyledText("Note: `swift run` will fail: ", style: .warning)
          + StyledText(TerminalSanitizer.strip(problem))
          + StyledText(
            " (the check builds your sources with a package description of its own; \(ManifestCheck.fileName) "
              + "is what swift build and swift run read)."))
    }
    guard report.passed else { return .failure }
    if index + 1 < project.stages.count {
      try package.unlock(index + 1, of: project)
      app.console.writeLine(
        "Stage \(index + 2) unlocked: \(project.stages[index + 1].title). Read \(LearnerPackage.instructionsPath(project, index + 1)).",
        style: .success)
    } else if !package.marker.finished {
      try package.finish()
      app.console.writeLine(
        "You built the whole game, every stage passed. Play it: swift run \(project.executable)",
        style: .success)
    }
    return .success
  }
}
