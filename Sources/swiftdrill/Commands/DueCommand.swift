import DrillPresentation
import DrillProgress
import DrillReports
import DrillSessions
import DrillSupport
import Foundation

/// `due`: what `drill` would serve now and the reviews due on each of the next 7 days (the due
/// lines of `stats`, alone; session 44's tryout typed `due` and was told it is no command).
struct DueCommand: Command {
  static let spec = CommandSpec(
    name: "due", summary: "What is due now and on each of the next 7 days",
    options: [
      DrillCommand.packOption, DrillCommand.topicOption, DrillCommand.tagOption, levelOption,
      DrillCommand.kindOption, DrillCommand.typeOption,
    ],
    discussion:
      "Counts what drill would serve now (reviews due, learning steps, new questions left today) "
      + "and the reviews falling due on each of the next 7 days, as stats shows them. With --topic, "
      + "--pack, --tag, --level, --kind or --type, only the questions a drill with the same options "
      + "would serve.")
  static let levelOption = OptionSpec.value(
    "level", .level, "LEVEL", "beginner, intermediate, advanced or any (default: every level)")

  /// Session 50's tryout (finding 7): the aimed daily loop (`drill --topic collections --kind
  /// written`) could not ask what is due in its aim; `due` takes drill's filters.
  let filter: QuestionFilter

  init(parsing invocation: Invocation) throws(UsageError) {
    filter = QuestionFilter(
      level: try invocation.levelOrEvery(Self.levelOption).level,
      kind: try invocation.kind(DrillCommand.kindOption), packID: invocation.value(DrillCommand.packOption),
      tag: invocation.value(DrillCommand.tagOption),
      type: try invocation.questionType(DrillCommand.typeOption),
      topic: invocation.value(DrillCommand.topicOption))
  }

  func run(in app: App) throws -> ExitCode {
    // An unknown pack, topic or tag is named with the nearest one, as drill does.
    try filter.requireNames(in: app.catalog)
    let now = app.clock.now()
    let store = try app.readOnlyStore()
    let settings = try store?.settings.drillSettings() ?? .defaults
    let summary = try DueReviews.summary(
      store: store, entries: app.catalog.entries, filter: filter, now: now, timeZone: app.timeZone,
      settings: settings)
    let servable = Set(app.catalog.entries.lazy.filter { filter.matches($0) }.map(\.id))
    let forecast =
      try store?.reviews.dueForecast(
        days: 7, now: now, timeZone: app.timeZone, dayStartHour: settings.dayStartHour, servable: servable)
      ?? []
    // Nothing due now: when the next review of these questions is, as a drill with the same
    // options says it (`DueReviews.nextOffered`, session 53's tryout, finding 1).
    var next: Date?
    if let store, summary.reviews + summary.learning == 0 {
      next = try DueReviews.nextOffered(
        in: store, servable: servable, settings: settings, timeZone: app.timeZone)
    }
    app.console.writeFitted(
      Self.layout(
        summary, forecast: forecast, timeZone: app.timeZone, pointsAtDrill: !app.homeCannotRecord,
        next: next.map { (at: $0, now: now) }))
    return .success
  }

  /// "Now: 1 review due, 4 new available · drill" and the next 7 days, "today 1 · Fri 0 · …";
  /// with nothing due now, "Next review in 2 days (2026-12-03)" under them when one is scheduled.
  /// No "· drill" where drill will not run (a home that cannot record, just warned about).
  static func layout(
    _ summary: DueSummary, forecast: [DayCount], timeZone: TimeZone, pointsAtDrill: Bool = true,
    next: (at: Date, now: Date)? = nil
  ) -> StyledText {
    var text = StyledText("Now ", style: .bold)
    text.append(summary.text)
    if pointsAtDrill, summary.reviews + summary.learning + summary.newAvailable > 0 {
      text.append(" · ", style: .muted)
      text.append("drill", style: .code)
    }
    text.append("\n")
    text.append(DueForecastLine.text(forecast, timeZone: timeZone))
    if let next {
      text.append("Next review ", style: .bold)
      text.append("\(SessionTally.relative(next.at, from: next.now))\n")
    }
    return text
  }
}
