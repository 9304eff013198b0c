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
    discussion:
      "Counts what drill would serve now (reviews due, learning steps, new questions left today) "
      + "and the reviews falling due on each of the next 7 days, as stats shows them.")

  init(parsing invocation: Invocation) throws(UsageError) {}

  func run(in app: App) throws -> ExitCode {
    let now = app.clock.now()
    let store = try app.readOnlyStore()
    let settings = try store?.settings.drillSettings() ?? .defaults
    let summary = try DueReviews.summary(
      store: store, entries: app.catalog.entries, now: now, timeZone: app.timeZone, settings: settings)
    let forecast =
      try store?.reviews.dueForecast(
        days: 7, now: now, timeZone: app.timeZone, dayStartHour: settings.dayStartHour,
        servable: Set(app.catalog.entries.lazy.map(\.id))) ?? []
    app.console.writeFitted(
      Self.layout(summary, forecast: forecast, timeZone: app.timeZone, pointsAtDrill: !app.homeCannotRecord))
    return .success
  }

  /// "Now: 1 review due, 4 new available · drill" and the next 7 days, "today 1 · Fri 0 · …".
  /// No "· drill" where drill will not run (a home that cannot record, just warned about).
  static func layout(
    _ summary: DueSummary, forecast: [DayCount], timeZone: TimeZone, pointsAtDrill: Bool = true
  ) -> StyledText {
    var text = StyledText("Now ", style: .bold)
    text.append(summary.text)
    if pointsAtDrill, summary.reviews + summary.learning + summary.newAvailable > 0 {
      text.append(" · ", style: .muted)
      text.append("drill", style: .code)
    }
    text.append("\n")
    text.append(DueForecastLine.text(forecast, timeZone: timeZone))
    return text
  }
}
