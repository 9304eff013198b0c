import DrillKit
import Foundation

/// `reset`: start over on everything, one pack or one question, after a dated backup.
struct ResetCommand: Command {
  static let spec = CommandSpec(
    name: "reset", summary: "Start over: all progress, one pack or one question (backed up first)",
    options: [
      .flag("all", "Every answer, schedule, accepted answer and lesson's progress (game scores stay)"),
      .value("pack", .packID, "ID", "The questions of one pack"),
      .value("question", .questionID, "ID", "One question"),
      .flag("yes", "Do not ask to confirm (for scripts)"),
    ],
    discussion: """
      A copy of the whole progress file is written next to it first \
      (progress-backup-YYYYMMDD-HHMMSS.sqlite); the command says where.
      """)

  let scope: ResetScope
  let confirmed: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    var scopes: [ResetScope] = []
    if invocation.has("all") { scopes.append(.all) }
    if let pack = invocation.value("pack") { scopes.append(.pack(pack)) }
    if let question = invocation.value("question") { scopes.append(.question(question)) }
    guard scopes.count == 1, let scope = scopes.first else {
      throw .missingArgument(command: "reset", argument: "exactly one of --all, --pack ID, --question ID")
    }
    self.scope = scope
    confirmed = invocation.has("yes")
  }

  func run(in app: App) throws -> ExitStatus {
    guard FileManager.default.fileExists(atPath: app.paths.progressDatabase.path) else {
      app.console.writeLine("No progress yet: nothing to reset.", style: .muted)
      return .success
    }
    // Opened here, not through `app.store`: a store that cannot be written is an
    // error for reset (exit 1, nothing changed), not a warning to study on.
    let store = try ProgressStore(url: app.paths.progressDatabase)
    if let notice = store.journalNotice { app.reporter.warn(notice) }
    let (reviews, questions) = try store.resetCounts(scope)
    guard scope == .all || reviews > 0 || questions > 0 else {
      app.console.writeLine("No progress on that yet: nothing to reset.", style: .muted)
      return .success
    }
    app.console.writeLine(
      "This removes \(scope.description): \(reviews) answer\(reviews == 1 ? "" : "s") "
        + "on \(questions) question\(questions == 1 ? "" : "s"). A backup is made first.", style: .warning)
    if !confirmed {
      guard case .line(let reply) = app.console.readLine(prompt: "Type yes to reset> "),
        reply.trimmingCharacters(in: .whitespaces).lowercased() == "yes"
      else { throw CommandError.notConfirmed }
    }
    let result = try store.reset(scope, now: app.clock.now())
    app.console.writeLine("Backup written to \(result.backup)", style: .muted)
    app.console.writeLine(
      "Reset \(scope.description): \(result.reviewsRemoved) answer\(result.reviewsRemoved == 1 ? "" : "s") removed.",
      style: .success)
    return .success
  }
}
