import DrillContent
import DrillEvaluation
import DrillGames
import DrillGrading
import DrillPresentation
import DrillProgress
import DrillProjects
import DrillScheduling
import DrillSessions
import DrillSupport
import Foundation

/// The services one run shares: paths, clock, console, the global options, the
/// content and the progress store (both loaded on first use) and the error
/// reporter. It renders nothing; the commands do.
final class App {
  static let version = "0.1.0"

  let environment: [String: String]
  let paths: AppPaths
  let clock: WallClock
  let console: any Console
  let options: GlobalOptions
  private(set) var reporter: ErrorReporter
  /// Whether this run is the interactive REPL (some commands say more there, and messages name
  /// REPL commands: `check`, not `swiftdrill check`).
  var inREPL = false {
    didSet { reporter.inREPL = inREPL }
  }
  /// Set by `quit`: the REPL ends after the command that set it.
  var leavesREPL = false

  private var cachedContent: ContentCache.Loaded?
  /// The stamps of the content files taken just before the content was loaded
  /// (see `reloadContentIfChanged()` in App+Reload.swift).
  var contentStamps: ContentStamps?
  private var warnedAboutContent = false
  /// Set while the command about to run is `check`, which lists the content's problems
  /// itself: the "N problems in the content" warning would only come before its own report.
  var checksContent = false
  private var cachedStore: ProgressStore?
  private var storeOpened = false
  /// Why the progress file could not be opened for writing, once `openStore` met it.
  private(set) var storeError: (any Error)?
  private var warnedAboutSettings = false
  /// Set by `readOnlyStore` when no progress file is there and none could be made: `due` and the
  /// greeting then point at no `drill`, which will not run (session 48's review, finding 12).
  private(set) var homeCannotRecord = false
  /// The stored settings this command sets anew (`drill --learning-steps …`): a refused old value of
  /// one of them is not worth a warning on the run that replaces it (session 46's review).
  var settingsBeingReplaced: Set<String> = []
  /// `bundledRoot`, once found (App+Sources.swift): it resolves links in four paths.
  var foundBundledRoot: URL??
  private var keptForExit: [Any] = []

  init(environment: [String: String], clock: WallClock, console: any Console, options: GlobalOptions) {
    self.environment = environment
    self.paths = AppPaths(environment: environment)
    // Which sandbox layer works here is probed once and kept (until the machine changes).
    CodeRunner.keepSandboxVerdict(in: paths.cacheDirectory)
    self.clock = clock
    self.console = console
    self.options = options
    self.reporter = ErrorReporter(usesColor: console.usesColor)
  }

  /// A command as the learner types it here: `check` in the REPL, `swiftdrill check` in a shell.
  func command(_ words: String) -> String {
    inREPL ? words : "swiftdrill \(words)"
  }

  /// The command that shows this run's content problems: in a shell with this run's
  /// `--content` folders (session 49's tryout: a bare `swiftdrill check` found nothing).
  var checkCommand: String {
    if inREPL { return "check" }
    let folders = options.contentDirectories.map { "--content \(NewCommand.quoted($0)) " }
    return "swiftdrill \(folders.joined())check"
  }

  /// The `--content DIR` folders.
  var extraContent: [URL] {
    options.contentDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) }
  }

  var timeZone: TimeZone {
    environment["TZ"].flatMap { TimeZone(identifier: $0) } ?? .current
  }

  // MARK: - Content

  /// The content library, loaded once per run (from the parsed-content cache
  /// when no file changed). Problems in content are reported by `check`; here
  /// they are only counted, so study goes on.
  var library: ContentLibrary { content.library }

  /// What `check FILE` judges the checked files against (`ContentCrossCheck`): the content in
  /// outline when this run has loaded it already (the REPL), else only the packs' and lessons'
  /// front matter (`ContentLoader.loadContext`): nothing is parsed whole or checked, no
  /// snapshot is written, and so nothing is counted for the "problems in the content" warning.
  var crossCheckContext: ContentLibrary {
    cachedContent?.outline ?? ContentLoader().loadContext(contentSources)
  }

  /// The questions of the content, each decoded only when a session asks it.
  var catalog: QuestionCatalog { content.catalog }

  private var content: ContentCache.Loaded {
    if let cachedContent { return cachedContent }
    let sources = contentSources
    let stamps = currentContentStamps(of: sources)
    contentStamps = stamps
    let build = ContentCache.buildIdentity(version: Self.version, executable: executableURL)
    let content = ContentCache(paths: paths, build: build).load(sources, stamps: stamps)
    cachedContent = content
    let errors = content.catalog.errorCount
    if errors > 0 && !warnedAboutContent {
      warnedAboutContent = true
      if !checksContent {
        reporter.warn(
          "\(errors) problem\(errors == 1 ? "" : "s") in the content; run `\(checkCommand)` to see where")
      }
    }
    return content
  }

  /// Keeps the loaded content allocated when the App goes: the process exits next, and
  /// freeing the catalog and the snapshot's index one object at a time was 2 % of a first
  /// prompt's instructions. Only for the end of a run (each call keeps what is loaded then).
  func keepContentUntilExit() {
    _ = Unmanaged.passRetained(KeptUntilExit(values: keptForExit + [cachedContent as Any]))
  }

  /// Hands `value` (a whole library `check` loaded) to `keepContentUntilExit()`: not freed
  /// piece by piece when the run ends (1.5 % of a 10,000-question check's instructions).
  /// Outside the REPL only: there it would be kept until the REPL ends.
  func keepAtExit(_ value: Any) {
    if !inREPL { keptForExit.append(value) }
  }

  private final class KeptUntilExit {
    let values: [Any]
    init(values: [Any]) { self.values = values }
  }

  /// Drops the loaded content, so the next use loads it again (and counts its problems again).
  func forgetContent() {
    cachedContent = nil
    warnedAboutContent = false
  }

  // MARK: - Progress

  /// Opens (creating or migrating the file on the first call) the progress store, once;
  /// later calls return the same one. Nil (with one clear message) when the file cannot be
  /// used: it is never touched then, and study goes on.
  /// `warns: false` leaves the message to the caller (`storeError`): drill, which cannot run
  /// unrecorded, says so in the same warning (session 48's tryout read "Study goes on" and, on
  /// the next line, that drill would not run).
  func openStore(warns: Bool = true) -> ProgressStore? {
    if storeOpened { return cachedStore }
    storeOpened = true
    do {
      let opened = try ProgressStore(url: paths.progressDatabase)
      if let notice = opened.journalNotice { reporter.warn(notice) }
      warnAboutRefusedSettings(in: opened)
      applyQuestionMoves(to: opened)
      cachedStore = opened
    } catch {
      storeError = error
      if warns {
        reporter.warn("\(error.localizedDescription)\nStudy goes on, but answers are not recorded this time.")
      }
    }
    return cachedStore
  }

  /// Closes the store (the REPL, after each command): the next command checks the file as a fresh
  /// process does (session 51's tryout, finding 12: a file damaged meanwhile took answers silently).
  func forgetStore() {
    (cachedStore, storeOpened, storeError) = (nil, false, nil)
  }

  /// The store for reading only (stats, export, scores): never creates or
  /// upgrades it; nil when there is no progress yet. When there is none and none could be made
  /// (SWIFTDRILL_HOME a file, a folder that cannot be created or written), says so: `due` and
  /// `stats` showed a healthy empty progress pointing at a drill that then refused (session 48).
  func readOnlyStore() throws -> ProgressStore? {
    guard FileManager.default.fileExists(atPath: paths.progressDatabase.path) else {
      if let problem = ProgressHome.problem(creating: paths.progressDatabase) {
        homeCannotRecord = true
        reporter.warn(
          "\(problem.localizedDescription)\nNothing can be recorded there: drill will not run, "
            + "and quiz, lessons and games go unrecorded until this is fixed.")
      }
      return nil
    }
    let store: ProgressStore
    do {
      store = try ProgressStore(url: paths.progressDatabase, access: .readOnly)
    } catch .noProgressYet {
      return nil  // a page with no schema: no progress yet, as no file (session 51's tryout)
    }
    warnAboutRefusedSettings(in: store)
    return store
  }

  /// Says, once a run, which stored drill settings this version refuses (their defaults are used)
  /// and how to set them again.
  private func warnAboutRefusedSettings(in store: ProgressStore) {
    guard !warnedAboutSettings else { return }
    warnedAboutSettings = true
    for setting in (try? store.settings.refusedDrillSettings()) ?? []
    where !settingsBeingReplaced.contains(setting.key) {
      let option = DrillCommand.option(storedAs: setting.key).map { " --\($0)" } ?? ""
      reporter.warn(
        "the progress file keeps \(setting.key) = \"\(setting.value)\", which is not a valid value; "
          + "the default is used until you set it again with `swiftdrill drill\(option)`.")
    }
  }

  // MARK: - Study

  /// What makes code runners for this run (see `CodeRunnerMaker`).
  var codeRunnerMaker: CodeRunnerMaker {
    CodeRunnerMaker(
      environment: environment, paths: paths,
      trustedFolders: bundledRoot.map { [$0.standardizedFileURL.path] } ?? [],
      trustsEverything: options.trust, reporter: reporter)
  }

  /// A runner for code answers and snippets, or nil (with a warning) when swiftc is missing.
  func codeRunner() -> CodeRunner? { codeRunnerMaker.runner() }

  /// A runner for code (see `CodeRunnerMaker.make(asking:)`).
  func makeCodeRunner(asking: Bool = true) throws -> CodeRunner {
    try codeRunnerMaker.make(asking: asking)
  }

  /// What a study session needs: the console, clock, store, scheduler, evaluator and
  /// generator. The code runner is made when the first code answer is checked.
  func studyContext(mode: StudyMode, seed: UInt64?, console: (any Console)? = nil) -> StudyContext {
    let editor = CodeEditor(environment: environment)
    let console = console ?? self.console
    return StudyContext(
      console: console, clock: clock, store: openStore(),
      scheduler: .forStudy(clockIsFixed: clock.isFixed, seed: seed, base: learnerScheduler()),
      evaluator: Evaluator(
        makingRunner: { [maker = codeRunnerMaker] in maker.runner() },
        loadingLexicon: { [root = bundledRoot] in
          GradingLexicon.bundled(root: root)?.lexicon ?? GradingLexicon()
        }
      ),
      generator: .seeded(seed), mode: mode,
      editCode: console.isInteractive && editor.isConfigured ? { editor.edit(starter: $0) } : nil)
  }

  /// What `drill` would serve now, as `stats` counts it; nil when the progress file cannot be read.
  func dueSummary() -> DueSummary? {
    do {
      let store = try readOnlyStore()
      return try DueReviews.summary(
        store: store, entries: catalog.entries, now: clock.now(), timeZone: timeZone,
        settings: try store?.settings.drillSettings() ?? .defaults)
    } catch {
      // The REPL's greeting: a damaged progress file is said at once, not at the first command.
      reporter.warn(error.localizedDescription)
      return nil
    }
  }

  /// The learner's scheduler: the parameters `optimize` stored and the retention
  /// `drill --retention` set; the defaults when there are none or they cannot be read.
  func learnerScheduler() -> Scheduler {
    guard let store = openStore() else { return Scheduler() }
    do {
      return try store.settings.scheduler()
    } catch {
      reporter.warn("\(error.localizedDescription); the default FSRS parameters are used")
      return Scheduler()
    }
  }

  /// Tab-completion candidates drawn from the loaded content.
  func makeCompleter() -> Completer {
    let library = library
    return Completer(
      packIDs: library.packs.map(\.id).sorted(), lessonIDs: library.course.map(\.id),
      questionIDs: library.questionsAndChecks.map(\.id).sorted(),
      tags: Array(Set(library.questions.flatMap(\.tags))).sorted(),
      topics: Array(Set(library.questions.map(\.topic))).sorted(),
      games: GameKind.allCases.map(\.rawValue), projects: projectNames())
  }

  /// The bundled projects' ids, for Tab after `project start `.
  private func projectNames() -> [String] {
    guard let root = bundledRoot?.appendingPathComponent("projects", isDirectory: true) else { return [] }
    return ((try? Project.all(in: root)) ?? []).map(\.id)
  }
}
