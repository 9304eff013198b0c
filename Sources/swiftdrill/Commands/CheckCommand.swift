import DrillContent
import DrillEvaluation
import DrillGrading
import DrillPresentation
import DrillProjects
import DrillReports
import Foundation

/// `check [PATH…]`: validates packs and lessons; `--run` proves their code with swiftc.
struct CheckCommand: Command {
  static let runOption = OptionSpec.flag("run", "Compile and run every snippet and answer")
  static let jsonOption = OptionSpec.flag("json", "Print the result as one JSON object")
  /// Kept so scripts that passed it still run: every `check` audits key points now.
  static let keyPointsOption = OptionSpec.flag(
    "key-points", "No effect: every check verifies that each model Answer states its key points")
  static let codeWidthOption = OptionSpec.flag(
    "code-width", "Also warn about code lines too wide for a 60-column screen")
  static let pointsAloneOption = OptionSpec.flag(
    "points-alone", "Also grade each key point said alone: it must earn its point and contradict no other")
  static let allOption = OptionSpec.flag(
    "all", "With --run and no PATH: prove the bundled content too, not only your own")
  static let jobsOption = OptionSpec.value(
    "jobs", .number, "N", "Compile N snippets at once (default: all cores)")
  static let spec = CommandSpec(
    name: "check", summary: "Validate packs and lessons; --run proves their code with swiftc",
    arguments: [ArgumentSpec(name: "PATH", value: .path, optional: true, variadic: true)],
    options: [
      runOption, allOption, jsonOption, keyPointsOption, codeWidthOption, pointsAloneOption, jobsOption,
    ],
    discussion: """
      Without PATH, check reads every pack and lesson, bundled and yours. check --run
      without PATH proves only your own packs and lessons (the data folder's questions/
      and lessons/, and --content folders) when you have some; --all proves the bundled
      content and projects too (thousands of compiles: minutes). check --run FILE proves
      one pack or lesson. Ctrl-C stops a run; it then fails (exit status 1).
      """)

  let paths: [String]
  let runCode: Bool
  let codeWidth: Bool
  let pointsAlone: Bool
  let json: Bool
  let all: Bool
  let jobs: Int?

  init(parsing invocation: Invocation) throws(UsageError) {
    paths = invocation.arguments
    runCode = invocation.has(Self.runOption)
    codeWidth = invocation.has(Self.codeWidthOption)
    // Opt-in until the bundled bank passes it (session 49: 107 errors, most a point said alone
    // heard as the opposite of a sibling about a rival subject).
    pointsAlone = invocation.has(Self.pointsAloneOption)
    json = invocation.has(Self.jsonOption)
    all = invocation.has(Self.allOption)
    // `--all` widens a `check --run` of no PATH to the bundled content; anywhere else it would do
    // nothing, silently.
    if all && (!runCode || !paths.isEmpty) {
      throw .misplacedFlag(
        option: "--all", goesWith: "--run and no PATH: 'check --run --all' proves the bundled content too")
    }
    jobs = try invocation.number(Self.jobsOption, in: 1...64)
  }

  func run(in app: App) throws -> ExitCode {
    if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
      throw CommandError.noSuchPath(missing)
    }
    // A project folder (or `projects/`) is proven by its model solutions, not loaded as content.
    let projectPaths = paths.filter { ProjectProof.projects(at: URL(fileURLWithPath: $0)) != nil }
    let contentPaths = paths.filter { !projectPaths.contains($0) }
    // `check --run` alone proves the learner's own packs and lessons when there are some: the
    // bundled content is thousands of compiles, minutes on a small machine (session 45's tryout
    // started 1,597 of them to check one pack). `--all` proves everything, as before.
    let own = app.ownContentSources
    let ownOnly = runCode && paths.isEmpty && !all && !ContentStamps(own).paths.isEmpty
    let projects =
      paths.isEmpty && !ownOnly
      ? app.bundledRoot.flatMap { try? Project.all(in: $0.appendingPathComponent("projects")) } ?? []
      : projectPaths.flatMap { ProjectProof.projects(at: URL(fileURLWithPath: $0)) ?? [] }
    let sources =
      ownOnly
      ? own
      : paths.isEmpty
        ? app.contentSources : contentPaths.map { ContentSource(URL(fileURLWithPath: $0), role: .auto) }
    if ownOnly && !json {
      let folders = own.map { Self.shown($0.url.path) }.joined(separator: ", ")
      app.console.writeLine(
        "check --run proves your own packs and lessons (\(folders)); "
          + "`check --run --all` proves the bundled content too.", style: .muted)
    }
    // Each pack's large buffers are freed back to the system, not kept in the heap (`HeapThresholds`).
    HeapThresholds.fix()
    // In outline: every text is checked as it is parsed, then dropped (see `ContentLoader.Retention`).
    var loader = ContentLoader(retention: .outline)
    // Without `--run`, packs' code claims are checked as they are parsed, then dropped too.
    loader.keepsPackClaims = runCode
    // Each model Answer must state its own key points (docs/authoring.md); verdicts are
    // kept under the cache folder, so an unchanged question is not graded again.
    // The lexicon of the folder the bundled content comes from (`App.bundledRoot`).
    let bundledLexicon = GradingLexicon.bundled(root: app.bundledRoot)
    let lexicon = bundledLexicon?.lexicon ?? GradingLexicon()
    // Without the bundled folder the audit grades with stemming alone: say why it is missing.
    if let note = app.refusedBundledNote {
      app.reporter.warn(note + "; key points are checked without its lexicon")
    } else if let note = app.missingLexiconNote(lexiconIsRead: bundledLexicon != nil) {
      app.reporter.warn(note)
    }
    let audits = KeyPointAuditCache(
      paths: app.paths, lexiconText: bundledLexicon?.text ?? "", pointsAlone: pointsAlone)
    loader.questionAudit = { audits.problems(in: $0, lexicon: lexicon) }
    var library = loader.load(sources)
    audits.save()
    // The lexicon decides the audit's verdicts: a line of it that cannot be read is an error
    // at that line, as a pack's would be (an author adds `same:` and `opposite:` lines there).
    library.diagnostics += lexicon.problems.map { .error($0.message, at: $0.location) }
    if !paths.isEmpty || ownOnly {
      // What spans files is judged against everything else that is loaded.
      // Packs are judged by id and path only, lessons by id, order and what they teach: the
      // rest of the content is read from its front matter, not parsed and checked whole.
      let context = app.crossCheckContext
      let loaded = app.contentStamps?.paths ?? app.currentContentStamps().paths
      library = ContentCrossCheck(context: context, loadedFiles: loaded).apply(to: library)
    }
    library.diagnostics += QuestionMoves.problems(in: QuestionMoves.folders(of: sources), library: library)
    if codeWidth {
      // Opt-in until the bundled content fits (docs/authoring.md).
      for path in ContentStamps(sources).paths.sorted() where path.hasSuffix(".md") {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        library.diagnostics += CodeWidthAudit.problems(inMarkdown: text, path: path)
      }
    }
    var proved: CheckSummary.Proved?
    var stoppedAt: (checked: Int, total: Int, projects: Int)?
    if runCode {
      let runner = try app.makeCodeRunner(asking: false)
      let untrusted = library.snippets.map(\.location.path).filter { !runner.trust.isTrusted($0) }
      if !CodeRunner.sandboxMode.confinesFiles, let first = untrusted.first {
        throw CommandError.untrustedCode(first, others: untrusted.count > 1)
      }
      let progress = ProgressBar(enabled: !json && TerminalInfo.stderrIsTerminal)
      let gate = SnippetVersionGate.split(
        library.snippets, packs: library.packs,
        toolchain: SwiftVersion(compilerBanner: runner.toolchain.version))
      library.diagnostics += gate.warnings
      let snippets = gate.runnable
      if paths.isEmpty && !ownOnly && !json {
        // Everything, bundled too: say how much before the first compile, and how to prove less.
        let long = snippets.count >= Self.longRun ? " (minutes on a small machine; Ctrl-C stops)" : ""
        app.console.writeLine(
          "check --run proves all \(snippets.count) code claim\(snippets.count == 1 ? "" : "s") and the model "
            + "solutions of \(projects.count) project\(projects.count == 1 ? "" : "s")\(long); "
            + "`check --run FILE` proves one pack or lesson.", style: .muted)
      }
      let verifier = SnippetVerifier(runner: runner, jobs: jobs)
      let verification = verifier.check(snippets) { done, total in progress.update(done, total) }
      progress.finish()
      library.diagnostics += verification.diagnostics
      if verification.stopped {
        // Ctrl-C: no claim is started after it and no project stage is built; what was found
        // before it is reported, and the claims left unrun are not errors (session 45's tryout).
        _ = Interrupts.consume()
        stoppedAt = (verification.checked, snippets.count, projects.count)
        proved = CheckSummary.Proved(total: verification.checked, cached: verification.fromCache)
      } else {
        // Each stage's model solution passes its stage (docs/projects.md).
        let stages = ProjectProof.jobs(projects)
        library.diagnostics += ProjectProof.verify(stages, runner: runner, parallel: verifier.jobs)
        // Ctrl-C while the stages were built: every claim ran, the stages left were not built.
        let stopped = runner.isCancelled()
        if stopped {
          _ = Interrupts.consume()
          stoppedAt = (snippets.count, snippets.count, projects.count)
        }
        proved = CheckSummary.Proved(
          total: snippets.count, cached: verification.fromCache, stages: stopped ? 0 : stages.count)
      }
    }
    let root = FileManager.default.currentDirectoryPath
    if json {
      var report = CheckReport(library, relativeTo: root)
      if let stoppedAt { report.stop(checked: stoppedAt.checked, of: stoppedAt.total) }
      app.console.write(StyledText(report.json()))
    } else {
      let list = DiagnosticList(diagnostics: library.diagnostics, relativeTo: root)
      // On a terminal a long line wraps at words; piped, each stays whole for an editor or grep.
      app.console.write(list.render(width: TerminalInfo.columns == nil ? nil : app.console.width))
      if let stoppedAt {
        app.console.writeLine(
          Self.stoppedLine(
            checked: stoppedAt.checked, of: stoppedAt.total, projects: stoppedAt.projects, library: library))
      }
      app.console.writeLine(CheckSummary(library: library, proved: proved).render(width: app.console.width))
    }
    app.keepAtExit(library)
    // A stopped run proved nothing whole: it fails, as a check with errors does (docs/scripting.md).
    return library.errorCount > 0 || stoppedAt != nil ? .failure : .success
  }

  /// How many claims make a run long enough to say it takes minutes (the bundled content has
  /// about 1,600; a pack, tens).
  static let longRun = 200

  /// `path` with the home folder written `~`.
  static func shown(_ path: String) -> String {
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
  }

  /// The line a `check --run` stopped by Ctrl-C prints above its summary.
  static func stoppedLine(checked: Int, of total: Int, projects: Int, library: ContentLibrary) -> String {
    let errors = library.errorCount
    let found =
      errors == 0
      ? "no error found before that" : "\(errors) error\(errors == 1 ? "" : "s") found before that (above)"
    if projects > 0 && checked == total {
      return
        "check --run stopped while the projects' model solutions were built, after all \(total) claims; \(found)."
    }
    let unbuilt = projects > 0 ? " The projects' model solutions were not built." : ""
    return "check --run stopped at \(checked) of \(total) claims; \(found).\(unbuilt)"
  }
}
