import DrillKit
import Foundation

extension App {
  /// The progress store, opened once; nil (with one clear message) when the
  /// file cannot be used. The file is never touched then, and study goes on.
  func progressStore() -> ProgressStore? {
    if storeOpened { return cachedStore }
    storeOpened = true
    do {
      let store = try ProgressStore(url: paths.progressDatabase)
      applyQuestionMoves(to: store)
      cachedStore = store
    } catch {
      reportWarning("\(error.localizedDescription)\nStudy goes on, but answers are not recorded this time.")
    }
    return cachedStore
  }

  /// The random source: `--seed N`, or fresh entropy.
  func generator(_ invocation: Invocation) throws -> SeededGenerator {
    .seeded(try invocation.seed())
  }

  /// Interval fuzz is on, except with a fixed clock and no seed (reproducible runs).
  func scheduler(_ invocation: Invocation) throws -> Scheduler {
    let seed = try invocation.seed()
    let reproducible = clock.isFixed && seed == nil
    return Scheduler().fuzzing(!reproducible)
  }

  /// A runner for code answers and snippets, or nil when swiftc is missing.
  func codeRunner() -> CodeRunner? {
    do {
      var runner = try CodeRunner(environment: environment, paths: paths)
      runner.isCancelled = { Interrupts.isPending }
      return runner
    } catch {
      reportWarning("\(error.localizedDescription); code questions cannot be checked")
      return nil
    }
  }

  func studyContext(_ invocation: Invocation, mode: String) throws -> StudyContext {
    let editor = CodeEditor(environment: environment)
    return StudyContext(
      console: console, clock: clock, store: progressStore(), scheduler: try scheduler(invocation),
      evaluator: Evaluator(runner: codeRunner()), generator: try generator(invocation), mode: mode,
      editCode: console.isInteractive && editor.isConfigured ? { editor.edit(starter: $0) } : nil)
  }

  func quiz(_ invocation: Invocation) throws -> ExitStatus {
    let filter = QuestionFilter(
      level: try invocation.level(), kind: try invocation.kind(), packID: invocation.value("pack"),
      tag: invocation.value("tag"), type: try invocation.questionType())
    let catalog = loadCatalog()
    if let pack = filter.packID, !catalog.packIDs.contains(pack) {
      let suggestion = Suggestion.nearest(to: pack, in: catalog.packIDs)
      reportError("no pack '\(pack)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'packs'"))
      return .failure
    }
    let count = try invocation.number("count", in: 1...1_000) ?? 10
    let session = QuizSession(
      context: try studyContext(invocation, mode: "quiz"), catalog: catalog,
      options: QuizSession.Options(filter: filter, count: count))
    return session.run() == nil ? .failure : .success
  }

  func drill(_ invocation: Invocation) throws -> ExitStatus {
    let options = DrillSession.Options(
      limit: try invocation.number("limit", in: 1...10_000), newLimit: try invocation.number("new") ?? 10)
    let session = DrillSession(
      context: try studyContext(invocation, mode: "drill"), catalog: loadCatalog(), options: options)
    session.run()
    return .success
  }

  func interview(_ invocation: Invocation) throws -> ExitStatus {
    let options = InterviewSession.Options(
      level: try invocation.level() ?? .beginner, minutes: try invocation.number("minutes", in: 1...180) ?? 20
    )
    let session = InterviewSession(
      context: try studyContext(invocation, mode: "interview"), questions: loadLibrary().questions,
      options: options)
    return session.run() == nil ? .failure : .success
  }

  func placement(_ invocation: Invocation) throws -> ExitStatus {
    let session = PlacementSession(
      context: try studyContext(invocation, mode: "placement"), questions: loadLibrary().questions)
    session.run()
    return .success
  }
}
