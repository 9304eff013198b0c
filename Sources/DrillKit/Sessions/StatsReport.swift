import Foundation

/// Everything `stats` shows, read from the progress store in one go.
public struct StatsReport: Sendable, Encodable {
  public struct BestScore: Sendable, Encodable {
    public var game: String
    public var score: Int
    public var date: String
  }

  public struct Accepted: Sendable, Encodable {
    public var id: String
    public var answer: String
  }

  public var generatedAt: String
  public var reviews: Int
  public var accuracyByLevel: [AccuracyStat]
  public var accuracyByKind: [AccuracyStat]
  public var accuracyByTopic: [AccuracyStat]
  public var reviewsPerDay: [DayCount]
  public var streak: Int
  public var dueForecast: [DayCount]
  public var dueNow: Int
  public var bestScores: [BestScore]
  public var acceptedAnswers: [Accepted]
  public var questions: [QuestionExportRow]

  enum CodingKeys: String, CodingKey {
    case generatedAt = "generated_at", reviews, accuracyByLevel = "accuracy_by_level"
    case accuracyByKind = "accuracy_by_kind", accuracyByTopic = "accuracy_by_topic"
    case reviewsPerDay = "reviews_per_day", streak, dueForecast = "due_forecast", dueNow = "due_now"
    case bestScores = "best_scores", acceptedAnswers = "accepted_answers", questions
  }

  public static func collect(store: ProgressStore, now: Date, timeZone: TimeZone) throws -> StatsReport {
    var best: [BestScore] = []
    for game in GameKind.allCases {
      for score in try store.bestScores(
        game: game.rawValue, limit: 1, higherIsBetter: game.higherScoreIsBetter)
      {
        best.append(BestScore(game: game.rawValue, score: score.score, date: ISO8601.format(score.playedAt)))
      }
    }
    return StatsReport(
      generatedAt: ISO8601.format(now), reviews: try store.reviewCount(),
      accuracyByLevel: try store.accuracy(by: .level), accuracyByKind: try store.accuracy(by: .kind),
      accuracyByTopic: try store.accuracy(by: .tag),
      reviewsPerDay: try store.reviewsPerDay(days: 30, now: now, timeZone: timeZone),
      streak: try store.streak(now: now, timeZone: timeZone),
      dueForecast: try store.dueForecast(days: 7, now: now, timeZone: timeZone),
      dueNow: try store.dueQuestions(now: now, limit: 100_000).count,
      bestScores: best,
      acceptedAnswers: try store.acceptedAnswers().map { Accepted(id: $0.questionID, answer: $0.answer) },
      questions: try store.questionExportRows())
  }

  /// The report before any answer was recorded.
  public static func empty(now: Date) -> StatsReport {
    StatsReport(
      generatedAt: ISO8601.format(now), reviews: 0, accuracyByLevel: [], accuracyByKind: [],
      accuracyByTopic: [],
      reviewsPerDay: [], streak: 0, dueForecast: [], dueNow: 0, bestScores: [], acceptedAnswers: [],
      questions: [])
  }

  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The terminal view: bar charts, a sparkline, the streak and the forecast.
  public func render(width: Int) -> StyledText {
    var text = StyledText("Your progress\n", style: .heading)
    guard reviews > 0 || !bestScores.isEmpty else {
      text.append("No answers yet. Start with ", style: .muted)
      text.append("quiz --level beginner", style: .code)
      text.append(" or ", style: .muted)
      text.append("placement", style: .code)
      text.append(".\n", style: .muted)
      return text
    }
    text.append(
      "\(reviews) answer\(reviews == 1 ? "" : "s") · streak \(streak) day\(streak == 1 ? "" : "s") · \(dueNow) due now\n\n"
    )
    section(&text, "Accuracy by level", accuracyByLevel, order: Level.allCases.map(\.rawValue), width: width)
    section(
      &text, "Accuracy by kind", accuracyByKind, order: QuestionKind.allCases.map(\.rawValue), width: width)
    let topics = accuracyByTopic.sorted { $0.reviews > $1.reviews }.prefix(8)
    section(&text, "Accuracy by topic (most practised)", Array(topics), order: nil, width: width)
    text.append("Reviews, last 30 days  ", style: .bold)
    text.append(Sparkline.render(reviewsPerDay.map(\.count)), style: .accent)
    text.append("  (\(reviewsPerDay.map(\.count).reduce(0, +)) in all)\n")
    text.append("Due in the next 7 days ", style: .bold)
    text.append(dueForecast.map { String($0.count) }.joined(separator: " · ") + "\n")
    if !bestScores.isEmpty {
      text.append("\nBest game scores\n", style: .heading)
      for score in bestScores {
        text.append("  \(score.game.padding(toLength: 10, withPad: " ", startingAt: 0))", style: .bold)
        text.append("\(score.score)  ")
        text.append(String(score.date.prefix(10)) + "\n", style: .muted)
      }
    }
    if !acceptedAnswers.isEmpty {
      text.append("\nAnswers you accepted\n", style: .heading)
      for accepted in acceptedAnswers {
        text.append("  \(accepted.id): ", style: .muted)
        text.append(TerminalSanitizer.strip(accepted.answer) + "\n")
      }
    }
    return text
  }

  private func section(
    _ text: inout StyledText, _ title: String, _ stats: [AccuracyStat], order: [String]?, width: Int
  ) {
    guard !stats.isEmpty else { return }
    text.append(title + "\n", style: .bold)
    let sorted =
      order.map { order in
        stats.sorted { (order.firstIndex(of: $0.key) ?? 99) < (order.firstIndex(of: $1.key) ?? 99) }
      } ?? stats
    let rows = sorted.map {
      BarChart.Row(
        label: $0.key, value: Double($0.passed), max: Double($0.reviews),
        caption: "\($0.passed)/\($0.reviews)")
    }
    text.append(BarChart.render(rows: rows, width: min(width, 72)))
    text.append("\n\n")
  }
}
