import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillSupport
import Foundation

/// What a session adds up as it goes: points, right answers, time, and the
/// earliest next review, for the summary at its end.
public struct SessionTally: Sendable {
  public struct Entry: Sendable {
    public var question: Question
    public var correct: Bool
    public var points: Double
    /// How the answer was judged: its feedback carries the key-point evidence (`quiz --json`).
    public var outcome: Outcome?

    /// A right verbal answer credited with only some of its key points (or capped to part of its
    /// points): partly right, never a strength (session 51's tryout, finding 2). One that states
    /// no key point is not partly right (`statesNoKeyPoint`).
    public var isPartlyRight: Bool {
      guard correct, let outcome, !statesNoKeyPoint else { return false }
      return outcome.isCappedByEvidence || outcome.feedback.keyPoints.contains { !$0.credited }
    }

    /// A verbal answer rated right (the quiz and the drill pay the learner's rating) that states
    /// no key point, or says the opposite of more than it states (`Evaluator.showsNoEvidence`):
    /// the mock interview's "counted as missed" case, which the summaries count as missed too
    /// (session 53's tryout, finding 2: "✓ Right: +10 points" above "0 of 1 right, 1 partly (0%)").
    public var statesNoKeyPoint: Bool {
      guard correct, let checks = outcome?.feedback.keyPoints, !checks.isEmpty else { return false }
      return Evaluator.showsNoEvidence(checks)
    }

    /// The key points it was credited with, of how many; nil for an answer without key points.
    public var keyPointsCredited: (credited: Int, total: Int)? {
      guard let points = outcome?.feedback.keyPoints, !points.isEmpty else { return nil }
      return (points.filter(\.credited).count, points.count)
    }

    /// How much of a right answer it counts as: a partly right one by its share of key points.
    var share: Double {
      guard correct, !statesNoKeyPoint else { return 0 }
      guard isPartlyRight, let (credited, total) = keyPointsCredited else { return 1 }
      return Double(credited) / Double(total)
    }
  }

  public private(set) var entries: [Entry] = []
  /// The questions passed over with `:skip` (nothing recorded).
  public private(set) var skippedQuestions: [Question] = []
  public var skipped: Int { skippedQuestions.count }
  /// Questions asked whose time ran out before they were answered (a timed interview): not
  /// recorded, but counted as asked and not answered (no points, wrong; not a gap in their topic).
  public private(set) var timedOut: [Question] = []
  /// Stopped by Ctrl-C (SIGINT) at a question (`AskResult.interrupted`): the question on screen is
  /// not recorded and `quiz` and `drill` exit 1, as a `check --run` or an `export` stopped so does
  /// (session 53's tryout, finding 6: a cancelled piped quiz exited 0, as one that asked nothing).
  public private(set) var cancelled = false
  public let started: Date

  public init(started: Date) {
    self.started = started
  }

  public mutating func add(_ question: Question, _ result: AskResult) {
    if case (let outcome, let points)? = result.recorded {
      entries.append(
        Entry(question: question, correct: outcome.isRight, points: points, outcome: outcome))
    } else if result == .skipped {
      skippedQuestions.append(question)
    } else if result == .timeUp {
      timedOut.append(question)
    } else if result == .interrupted {
      cancelled = true
    }
  }

  /// The latest answer to `question`, graded again (`:accept` → y): right, with its new points.
  public mutating func regrade(_ question: Question, outcome: Outcome, points: Double) {
    guard let index = entries.lastIndex(where: { $0.question.id == question.id }) else { return }
    entries[index] = Entry(question: question, correct: outcome.isRight, points: points, outcome: outcome)
  }

  /// Answers recorded.
  public var answered: Int { entries.count }
  /// Questions asked and not skipped: the answers recorded and the questions that timed out.
  public var asked: Int { entries.count + timedOut.count }
  public var correct: Int { entries.filter(\.correct).count }
  public var points: Double { entries.reduce(0) { $0 + $1.points } }
  public var possible: Int {
    entries.reduce(0) { $0 + $1.question.points } + timedOut.reduce(0) { $0 + $1.points }
  }
  public var accuracy: Double { asked == 0 ? 0 : Double(correct) / Double(asked) }

  /// Right and answered per topic (a question's first tag), over the answers judged: a question
  /// whose time ran out costs its points but says nothing about its topic (session 45's tryout
  /// read a gap in a topic whose one answer was still being typed when the clock ran out).
  /// `partly`: of the right ones, those only partly right (`Entry.isPartlyRight`).
  public var byTopic: [(topic: String, correct: Int, partly: Int, answered: Int)] {
    var table: [String: (Int, Int, Int)] = [:]
    for entry in entries {
      let topic = entry.question.tags.first ?? "general"
      let current = table[topic, default: (0, 0, 0)]
      table[topic] = (
        current.0 + (entry.correct ? 1 : 0), current.1 + (entry.isPartlyRight ? 1 : 0), current.2 + 1
      )
    }
    return table.map { (topic: $0.key, correct: $0.value.0, partly: $0.value.1, answered: $0.value.2) }
      .sorted { $0.topic < $1.topic }
  }

  /// The summary block: points, accuracy, time, and when reviews fall due.
  /// Columns of the row labels ("Points    "): wrapped rows hang under their values.
  public static let labelWidth = 10

  /// `unanswered`: questions the session planned and got no answer to (skipped, left on screen,
  /// never reached: a mock interview counts every planned question, session 49's tryout read
  /// "Points 10 of 10 / Accuracy 1 of 1 right (100%)" above "Verdict not ready"); their points
  /// count in the total and they count as not right.
  /// A partly right answer (`Entry.isPartlyRight`) is counted apart, and in the percentage by its
  /// share of key points (session 51's tryout read "4 of 4 right (100%)" over an answer that stated
  /// 2 of its 4 key points), in every summary: the interview report's, the quiz's and the drill's
  /// (session 52: a quiz counted a verbal answer self-rated hard, 2 of 4 key points stated, as right
  /// where the interview counted it partly). One rated right that states no key point
  /// (`Entry.statesNoKeyPoint`) counts as missed, and the line says how many were rated right so
  /// (", 1 rated right stated no key point"): the verdict and the points paid the rating, the
  /// accuracy counts what was stated (session 53). The points stay as earned.
  public func summary(
    title: String, now: Date, nextDue: Date?, unanswered: [Question] = []
  ) -> StyledText {
    var text = StyledText("\n\(title)\n", style: .heading)
    guard asked > 0 else {
      text.append("No questions answered.\n", style: .muted)
      return text
    }
    let pointsText = points.rounded() == points ? String(Int(points)) : String(format: "%.1f", points)
    text.append("Points    ", style: .bold)
    text.append("\(pointsText) of \(possible + unanswered.reduce(0) { $0 + $1.points })")
    let open = unanswered.count
    text.append(open == 0 ? "\n" : " (\(open) question\(open == 1 ? "" : "s") unanswered)\n")
    let counted = asked + open
    text.append("Accuracy  ", style: .bold)
    let partly = entries.filter(\.isPartlyRight).count
    let unstated = entries.filter(\.statesNoKeyPoint).count
    let right = entries.reduce(0) { $0 + $1.share }
    let percent = Int((right / Double(counted) * 100).rounded())
    text.append("\(correct - partly - unstated) of \(counted) right")
    text.append(partly > 0 ? ", \(partly) partly (\(percent)%)" : " (\(percent)%)")
    if unstated > 0 { text.append(", \(unstated) rated right stated no key point") }
    if !timedOut.isEmpty { text.append(", \(timedOut.count) timed out") }
    text.append(skipped > 0 ? ", \(skipped) skipped\n" : "\n")
    text.append("Time      ", style: .bold)
    text.append(Self.duration(now.timeIntervalSince(started)) + "\n")
    if let nextDue {
      text.append("Next      ", style: .bold)
      text.append("review due \(Self.relative(nextDue, from: now))\n")
    }
    return text
  }

  /// `42s`, `3m 05s`, `1h 02m`.
  public static func duration(_ seconds: TimeInterval) -> String {
    let total = max(0, Int(seconds.rounded()))
    if total < 60 { return "\(total)s" }
    if total < 3600 { return String(format: "%dm %02ds", total / 60, total % 60) }
    return String(format: "%dh %02dm", total / 3600, (total % 3600) / 60)
  }

  /// "now", "in 10 minutes", "in 3 days (2026-02-01)".
  public static func relative(_ date: Date, from now: Date) -> String {
    // Whole seconds first, as the rating menu's `SchedulePreview.text`: a due date kept in
    // milliseconds reads a hair short (329.9999 s for hard's 5.5 minutes), which rounded to
    // "in 5 minutes" under "hard 6m" (session 47's tryout).
    let seconds = date.timeIntervalSince(now).rounded()
    if seconds <= 0 { return "now" }
    // Under half a minute still says one minute, in the singular ("in 1 minutes" before session 43).
    let minutes = max(1, Int((seconds / 60).rounded()))
    if minutes < 60 { return "in \(minutes) minute\(minutes == 1 ? "" : "s")" }
    let hours = Int((seconds / 3600).rounded())
    if hours < 24 { return "in \(hours) hour\(hours == 1 ? "" : "s")" }
    let days = Int((seconds / 86_400).rounded())
    let day = ISO8601.day(date)
    return "in \(days) day\(days == 1 ? "" : "s") (\(day))"
  }
}
