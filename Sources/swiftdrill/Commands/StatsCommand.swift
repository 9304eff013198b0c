import DrillPresentation
import DrillProgress
import DrillProjects
import DrillReports
import DrillSessions

/// `stats`: accuracy, streak, reviews per day and what is due, as charts or JSON.
struct StatsCommand: Command {
  static let jsonOption = OptionSpec.flag("json", "Print everything as JSON")

  static let spec = CommandSpec(
    name: "stats", summary: "Accuracy, streak, reviews per day, what is due",
    options: [jsonOption])

  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    json = invocation.has(Self.jsonOption)
  }

  func run(in app: App) throws -> ExitCode {
    let now = app.clock.now()
    // The number of stages of each bundled project, for "2 of 5 stages passed".
    let projects =
      app.bundledRoot.flatMap { try? Project.all(in: $0.appendingPathComponent("projects")) } ?? []
    let store = try app.readOnlyStore()
    let entries = app.catalog.entries
    let settings = try store?.settings.drillSettings() ?? .defaults
    var report =
      try store.map {
        try StatsReport.collect(
          store: $0, now: now, timeZone: app.timeZone, servable: Set(entries.map(\.id)), settings: settings,
          projectStages: Dictionary(
            projects.map { ($0.id, $0.stages.count) }, uniquingKeysWith: { first, _ in first }))
      }
      ?? .empty(now: now)
    // What drill would serve now, counted as the REPL's greeting counts it.
    let due = try DueReviews.summary(
      store: store, entries: entries, now: now, timeZone: app.timeZone, settings: settings)
    report.dueNow = due.reviews
    report.learningDue = due.learning
    report.newAvailable = due.newAvailable
    report.newHeld = due.newHeld
    app.console.write(report, json: json)
    return .success
  }
}
