import DrillContent
import DrillGames
import DrillPresentation
import DrillProgress
import DrillSessions
import DrillSupport
import Foundation

/// Everything `stats` shows, read from the progress store in one go.
public struct StatsReport: Sendable, Encodable, FittedReport, JSONReport {
  public struct BestScore: Sendable, Encodable {
    public var game: String
    public var score: Int
    public var date: String
    /// For bullseye, the length of the game (its total grows with it); nil for the other games.
    public var rounds: Int?

    public init(game: String, score: Int, date: String, rounds: Int? = nil) {
      (self.game, self.score, self.date, self.rounds) = (game, score, date, rounds)
    }
  }

  public struct Accepted: Sendable, Encodable {
    public var id: String
    public var answer: String
  }

  public var generatedAt: String
  public var reviews: Int
  public var accuracyByLevel: [AccuracyStat]
  public var accuracyByKind: [AccuracyStat]
  /// By topic: a question's first tag.
  public var accuracyByTopic: [AccuracyStat]
  /// By the other tags (`async-let`, `deinit`), without the topics.
  public var accuracyByTag: [AccuracyStat]
  /// Topics with at least two answers, lowest accuracy first (at most three); none while only
  /// one topic was practised.
  public var weakestTopics: [AccuracyStat]
  public var reviewsPerDay: [DayCount]
  public var streak: Int
  public var dueForecast: [DayCount]
  /// Review questions due today (`DueReviews.counts`).
  public var dueNow: Int
  /// Learning questions due within the learn-ahead limit (`DueReviews.counts`).
  public var learningDue = 0
  /// New questions a drill may still introduce today (`DueReviews.summary`).
  public var newAvailable = 0
  /// Today's new questions drills running now hold (`DueSummary.newHeld`): the summary names them,
  /// as `due` and the greeting do (session 51's closing note).
  public var newHeld = 0
  public var bestScores: [BestScore]
  public var acceptedAnswers: [Accepted]
  public var questions: [QuestionExportRow]
  /// Imported history of cards that are not SwiftDrill questions (`import --reviews-csv`).
  public var foreignCards = 0
  public var foreignReviews = 0
  /// Projects with a checked stage, one per package folder.
  public var projects: [ProjectStat] = []
  /// The time zone the days were counted in, for the forecast's day names (not in the JSON).
  public var timeZone = TimeZone.current

  /// How far one package of a project got (`project check`).
  public struct ProjectStat: Sendable, Encodable, Equatable {
    public var project: String
    public var folder: String
    public var stagesPassed: Int
    /// The project's stages, when its bundled manifest was found.
    public var stages: Int?
    public var checks: Int

    enum CodingKeys: String, CodingKey {
      case project, folder, stagesPassed = "stages_passed", stages, checks
    }
  }

  enum CodingKeys: String, CodingKey {
    case generatedAt = "generated_at", reviews, accuracyByLevel = "accuracy_by_level"
    case accuracyByKind = "accuracy_by_kind", accuracyByTopic = "accuracy_by_topic"
    case accuracyByTag = "accuracy_by_tag", weakestTopics = "weakest_topics"
    case reviewsPerDay = "reviews_per_day", streak, dueForecast = "due_forecast", dueNow = "due_now"
    case bestScores = "best_scores", acceptedAnswers = "accepted_answers", questions
    case foreignCards = "foreign_cards", foreignReviews = "foreign_reviews", projects
    case newAvailable = "new_available", learningDue = "learning_due", newHeld = "new_held"
  }

  /// The report of `store`, read in one transaction; `servable` (the ids of the loaded pack
  /// questions) makes `dueNow` count what `drill` serves (see `DueReviews`); `projectStages`
  /// gives each bundled project's number of stages. `stats` then sets `dueNow` and
  /// `newAvailable` from `DueReviews.summary`, as the REPL's greeting does.
  public static func collect(
    store: ProgressStore, now: Date, timeZone: TimeZone, servable: Set<String>? = nil,
    settings: DrillSettings = .defaults, projectStages: [String: Int] = [:]
  ) throws -> StatsReport {
    // One read transaction: every figure comes from the same snapshot, so the totals agree
    // with each other while another session commits answers.
    try store.reading {
      var best: [BestScore] = []
      for game in GameKind.allCases {
        // Bullseye's best is its best game of one length, named with it: the default length's, else
        // the first length `scores` lists (session 48's tryout: games of 3 rounds only, and
        // bullseye was missing from the list). Scores from before games had a length are not one.
        var lengths: [(options: String?, rounds: Int?)] = [(nil, nil)]
        if game == .bullseye {
          let recorded = Set(try store.games.optionSets(game: game.rawValue))
          lengths = ScoresTable.lengths(recorded).compactMap { set in
            set.rounds.map { (options: set.options as String?, rounds: $0 as Int?) }
          }
        }
        for (options, rounds) in lengths {
          let scores = try store.games.bestScores(
            game: game.rawValue, limit: 1, higherIsBetter: game.higherScoreIsBetter,
            minimumScore: game.lowestRankedScore, options: options)
          guard let score = scores.first else { continue }
          best.append(
            BestScore(
              game: game.rawValue, score: score.score, date: ISO8601.format(score.playedAt), rounds: rounds))
          break
        }
      }
      let topics = try store.reviews.accuracy(by: .topic)
      let topicNames = Set(topics.map(\.key))
      let foreign = try store.transfer.foreignReviewCounts()
      let due = try DueReviews.counts(
        in: store, now: now, servable: servable, settings: settings, timeZone: timeZone)
      var report = StatsReport(
        generatedAt: ISO8601.format(now), reviews: try store.reviews.reviewCount(),
        accuracyByLevel: try store.reviews.accuracy(by: .level),
        accuracyByKind: try store.reviews.accuracy(by: .kind),
        accuracyByTopic: topics,
        accuracyByTag: try store.reviews.accuracy(by: .tag).filter { !topicNames.contains($0.key) },
        weakestTopics: weakest(topics),
        reviewsPerDay: try store.reviews.reviewsPerDay(
          days: 30, now: now, timeZone: timeZone, dayStartHour: settings.dayStartHour),
        streak: try store.reviews.streak(now: now, timeZone: timeZone, dayStartHour: settings.dayStartHour),
        dueForecast: try store.reviews.dueForecast(
          days: 7, now: now, timeZone: timeZone, dayStartHour: settings.dayStartHour, servable: servable),
        dueNow: due.reviews,
        bestScores: best,
        acceptedAnswers: try store.acceptedAnswers.acceptedAnswers().map {
          Accepted(id: $0.questionID, answer: $0.answer)
        },
        questions: try store.transfer.questionExportRows(), foreignCards: foreign.cards,
        foreignReviews: foreign.reviews)
      report.learningDue = due.learning
      report.timeZone = timeZone
      report.projects = projectStats(try store.lessons.projectStages(), stages: projectStages)
      return report
    }
  }

  /// The report before any answer was recorded.
  public static func empty(now: Date) -> StatsReport {
    StatsReport(
      generatedAt: ISO8601.format(now), reviews: 0, accuracyByLevel: [], accuracyByKind: [],
      accuracyByTopic: [], accuracyByTag: [], weakestTopics: [],
      reviewsPerDay: [], streak: 0, dueForecast: [], dueNow: 0, bestScores: [], acceptedAnswers: [],
      questions: [])
  }

  /// The terminal view: bar charts sized to `width`, a sparkline, the streak and the forecast.
  package func layout(width: Int) -> StyledText {
    var text = StyledText("Your progress\n", style: .heading)
    guard reviews > 0 || !bestScores.isEmpty || foreignReviews > 0 || !projects.isEmpty else {
      text.append("No answers yet. Start with ", style: .muted)
      text.append("quiz --level beginner", style: .code)
      text.append(" or ", style: .muted)
      text.append("placement", style: .code)
      text.append(".\n", style: .muted)
      // A first drill holding the day's new questions has recorded nothing yet: they are named.
      if newHeld > 0 {
        text.append(
          "\(newHeld) new question\(newHeld == 1 ? " is" : "s are") held by a drill running now.\n",
          style: .muted)
      }
      return text
    }
    text.append(
      "\(reviews) answer\(reviews == 1 ? "" : "s") · streak \(streak) day\(streak == 1 ? "" : "s") · "
        + DueSummary(reviews: dueNow, learning: learningDue, newAvailable: newAvailable, newHeld: newHeld)
        .text
        + "\n\n")
    if foreignReviews > 0 {
      text.append(
        "Imported history: \(foreignReviews) review\(foreignReviews == 1 ? "" : "s") of \(foreignCards) "
          + "other card\(foreignCards == 1 ? "" : "s") (used by optimize, never asked)\n\n", style: .muted)
    }
    let topics = Array(accuracyByTopic.sorted { $0.reviews > $1.reviews }.prefix(8))
    let tags = Array(accuracyByTag.sorted { $0.reviews > $1.reviews }.prefix(6))
    // One label and caption column for all four charts: a 100 % bar has one length in each, so
    // sections can be compared (session 44's tryout: 43 cells by topic, 52 by tag).
    let chartWidth = min(width, 72)
    let columns = BarChart.columns(
      for: (accuracyByLevel + accuracyByKind + topics + tags).map(Self.row), width: chartWidth)
    section(
      &text, "Accuracy by level", accuracyByLevel, order: Level.allCases.map(\.rawValue), width: chartWidth,
      columns: columns)
    section(
      &text, "Accuracy by kind", accuracyByKind, order: QuestionKind.allCases.map(\.rawValue),
      width: chartWidth,
      columns: columns)
    section(
      &text, "Accuracy by topic (most practised)", topics, order: nil, width: chartWidth, columns: columns)
    section(&text, "Accuracy by tag (most practised)", tags, order: nil, width: chartWidth, columns: columns)
    if !weakestTopics.isEmpty {
      text.append("Weakest topics  ", style: .bold)
      text.append(
        weakestTopics.map { StyledText.glued("\($0.key) \($0.passed)/\($0.reviews)") }.joined(
          separator: " · "))
      // The command stays whole on a line of its own when the line wraps.
      text.append("  ")
      text.append(StyledText.glued("quiz --tag \(weakestTopics[0].key)"), style: .code)
      text.append("\n\n")
    }
    text.append(
      "Reviews, last 30 days (\(reviewsPerDay.map(\.count).reduce(0, +)) in all; · = none)\n", style: .bold)
    let chart = Sparkline.days(reviewsPerDay)
    text.append("  " + chart.bars + "\n", style: .accent)
    text.append("  " + chart.axis + "\n", style: .muted)
    text.append(DueForecastLine.text(dueForecast, timeZone: timeZone))
    if !bestScores.isEmpty {
      text.append("\nBest game scores\n", style: .heading)
      // Numbers right-aligned, so the dates line up too.
      let scoreWidth = bestScores.map { String($0.score).count }.max() ?? 1
      // Bullseye's best is its best game of one length, named (the review, finding 17).
      func label(_ score: BestScore) -> String {
        guard score.game == GameKind.bullseye.rawValue else { return score.game }
        let rounds = score.rounds ?? GameOptions.defaultRounds
        return "\(score.game) (\(rounds) round\(rounds == 1 ? "" : "s"))"
      }
      let labelWidth = max(10, (bestScores.map { label($0).count }.max() ?? 0) + 1)
      for score in bestScores {
        text.append(
          "  \(label(score).padding(toLength: labelWidth, withPad: " ", startingAt: 0))", style: .bold)
        let number = String(score.score)
        text.append(String(repeating: " ", count: scoreWidth - number.count) + number + "  ")
        text.append(ISO8601.day(score.date) + "\n", style: .muted)
      }
    }
    if !projects.isEmpty {
      text.append("\nProjects\n", style: .heading)
      for project in projects {
        text.append("  \(project.project.padding(toLength: 10, withPad: " ", startingAt: 0))", style: .bold)
        let of = project.stages.map { " of \($0)" } ?? ""
        let finished = project.stages == project.stagesPassed ? " · finished" : ""
        text.append(
          "\(project.stagesPassed)\(of) stage\(project.stagesPassed == 1 && of.isEmpty ? "" : "s") passed\(finished)"
            + " · \(project.checks) check\(project.checks == 1 ? "" : "s")  ")
        text.append(TerminalSanitizer.strip(project.folder) + "\n", style: .muted)
      }
    }
    if !acceptedAnswers.isEmpty {
      text.append("\nAnswers you accepted\n", style: .heading)
      // An answer is shown as typed, behind the output gutter: a line too long for the row
      // goes on behind `↩`, so it never reads as two lines of output.
      for accepted in acceptedAnswers {
        text.append("  \(accepted.id)\n", style: .muted)
        text.append(OutputGutter.lines(TerminalSanitizer.strip(accepted.answer), style: .code, width: width))
      }
    }
    return text
  }

  private static func row(_ stat: AccuracyStat) -> BarChart.Row {
    BarChart.Row(
      label: stat.key, value: Double(stat.passed), max: Double(stat.reviews),
      caption: "\(stat.passed)/\(stat.reviews)")
  }

  private func section(
    _ text: inout StyledText, _ title: String, _ stats: [AccuracyStat], order: [String]?, width: Int,
    columns: BarChart.Columns
  ) {
    guard !stats.isEmpty else { return }
    text.append(title + "\n", style: .bold)
    let sorted =
      order.map { order in
        stats.sorted { (order.firstIndex(of: $0.key) ?? 99) < (order.firstIndex(of: $1.key) ?? 99) }
      } ?? stats
    text.append(BarChart.render(rows: sorted.map(Self.row), width: width, columns: columns))
    text.append("\n\n")
  }
}
