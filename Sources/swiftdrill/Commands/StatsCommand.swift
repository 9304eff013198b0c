import DrillKit

/// `stats`: accuracy, streak, reviews per day and what is due, as charts or JSON.
struct StatsCommand: Command {
  static let spec = CommandSpec(
    name: "stats", summary: "Accuracy, streak, reviews per day, what is due",
    options: [.flag("json", "Print everything as JSON")])

  let json: Bool

  init(parsing invocation: Invocation) throws(UsageError) {
    json = invocation.has("json")
  }

  func run(in app: App) throws -> ExitStatus {
    let now = app.clock.now()
    // The number of stages of each bundled project, for "2 of 5 stages passed".
    let projects =
      app.bundledRoot.flatMap { try? Project.all(in: $0.appendingPathComponent("projects")) } ?? []
    let report =
      try app.readOnlyStore().map {
        try StatsReport.collect(
          store: $0, now: now, timeZone: app.timeZone, servable: Set(app.catalog.entries.map(\.id)),
          projectStages: Dictionary(
            projects.map { ($0.id, $0.stages.count) }, uniquingKeysWith: { first, _ in first }))
      }
      ?? .empty(now: now)
    app.console.write(json ? StyledText(report.json()) : report.render(width: app.console.width))
    return .success
  }
}
