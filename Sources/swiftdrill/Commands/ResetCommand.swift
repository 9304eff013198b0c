import DrillPresentation
import DrillProgress
import DrillSupport
import Foundation

/// `reset`: start over on everything, one pack or one question, after a dated backup.
struct ResetCommand: Command {
  static let allOption = OptionSpec.flag(
    "all",
    "Every answer, schedule, accepted answer, lesson's progress and the placement level (game scores stay)")
  static let packOption = OptionSpec.value("pack", .packID, "ID", "The questions of one pack")
  static let questionOption = OptionSpec.value("question", .questionID, "ID", "One question")
  static let yesOption = OptionSpec.flag("yes", "Do not ask to confirm (for scripts)")

  static let spec = CommandSpec(
    name: "reset", summary: "Start over: all progress, one pack or one question (backed up first)",
    options: [allOption, packOption, questionOption, yesOption],
    discussion: """
      A copy of the whole progress file is written next to it first \
      (progress-backup-YYYYMMDD-HHMMSS.sqlite, readable by you only); the command says where, \
      and 'restore FILE' brings it back. An unknown pack or question id is an error.
      """)

  let scope: ResetScope
  let confirmed: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    var scopes: [ResetScope] = []
    if invocation.has(Self.allOption) { scopes.append(.all) }
    if let pack = invocation.value(Self.packOption) { scopes.append(.pack(pack)) }
    if let question = invocation.value(Self.questionOption) { scopes.append(.question(question)) }
    guard scopes.count == 1, let scope = scopes.first else {
      throw .missingArgument(command: "reset", argument: "exactly one of --all, --pack ID, --question ID")
    }
    self.scope = scope
    confirmed = invocation.has(Self.yesOption)
  }

  func run(in app: App) throws -> ExitCode {
    guard FileManager.default.fileExists(atPath: app.paths.progressDatabase.path) else {
      try checkExists(store: nil, app: app)
      app.console.writeLine("No progress yet: nothing to reset.", style: .muted)
      return .success
    }
    // Opened here, not through `app.openStore()`: a store that cannot be written is an
    // error for reset (exit 1, nothing changed), not a warning to study on.
    let store = try ProgressStore(url: app.paths.progressDatabase)
    if let notice = store.journalNotice { app.reporter.warn(notice) }
    try checkExists(store: store, app: app)
    let (reviews, questions) = try store.resetCounts(scope)
    guard scope == .all || reviews > 0 || questions > 0 else {
      app.console.writeLine("No progress on that yet: nothing to reset.", style: .muted)
      return .success
    }
    app.console.writeLine(
      "This removes \(scope.description): \(reviews) answer\(reviews == 1 ? "" : "s") "
        + "on \(questions) question\(questions == 1 ? "" : "s"). A backup is made first.", style: .warning)
    if !confirmed {
      let reply = app.console.readLine(prompt: "Type yes to reset> ")
      // Ctrl-C is a deliberate cancel, not a mistake (session 45's tryout read it as `error:`);
      // another word, or the end of input, is still "not confirmed" (exit 1).
      if reply == .interrupt {
        app.console.writeLine("Cancelled: nothing was changed.", style: .muted)
        return .success
      }
      guard case .line(let text) = reply, text.trimmingCharacters(in: .whitespaces).lowercased() == "yes"
      else { throw CommandError.notConfirmed }
    }
    let result = try store.reset(scope, now: app.clock.now())
    app.console.writeWrapped(
      StyledText("Backup written to ", style: .muted) + .whole(result.backup, style: .muted))
    app.console.writeLine(
      "Reset \(scope.description): \(result.reviewsRemoved) answer\(result.reviewsRemoved == 1 ? "" : "s") removed.",
      style: .success)
    if scope == .all {
      // Said, not silent: the placement level narrowed quizzes after a reset (session 49's review).
      let level = result.placementLevelCleared.map { " (\($0.rawValue))" } ?? ""
      app.console.writeWrapped(
        StyledText(
          "Also cleared: your placement level\(level) and today's new-question claims; "
            + "'placement' estimates your level again.", style: .muted))
    }
    return .success
  }

  /// A pack or question neither the content nor the progress knows is a mistake (exit 1,
  /// with the nearest id), not "nothing to reset".
  private func checkExists(store: ProgressStore?, app: App) throws {
    let recorded = (try? store?.reviews.knownQuestionIDs()) ?? []
    switch scope {
    case .all: return
    case .pack(let pack):
      let packs = Set(app.catalog.packIDs).union(
        recorded.compactMap { $0.split(separator: "/").first.map(String.init) })
      guard !packs.contains(pack) else { return }
      throw CommandError.noPack(pack, suggestion: Suggestion.nearest(to: pack, in: packs.sorted()))
    case .question(let id):
      let ids = Set(app.catalog.entries.map(\.id)).union(recorded)
      guard !ids.contains(id) else { return }
      throw CommandError.noQuestion(id, suggestion: Suggestion.nearest(to: id, in: ids.sorted()))
    }
  }
}
