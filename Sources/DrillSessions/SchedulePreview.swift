import DrillPresentation
import DrillScheduling
import DrillSupport
import Foundation

/// What each rating would do to a question, as Anki shows above its answer buttons:
/// "again 1m · hard 6m · good 10m · easy 8d". Computed with the session's scheduler from
/// the question's memory before the answer, with the same random draws the answer's own
/// scheduling uses, so the rating given lands exactly where its preview said.
public struct SchedulePreview: Sendable, Equatable {
  /// The time until the next review after each rating, again … easy.
  public var intervals: [Rating: TimeInterval]

  public init(intervals: [Rating: TimeInterval]) {
    self.intervals = intervals
  }

  /// The preview of reviewing `memory` at `now`.
  public init(scheduler: Scheduler, memory: MemoryState, now: Date, generator: SeededGenerator) {
    var intervals: [Rating: TimeInterval] = [:]
    for rating in Rating.allCases {
      var copy = generator
      intervals[rating] = scheduler.review(memory, rating: rating, at: now, using: &copy).memory.due
        .timeIntervalSince(now)
    }
    self.init(intervals: intervals)
  }

  /// "again 1m · hard 6m · good 10m · easy 8d", with `chosen` marked when given; each rating
  /// glued to its interval (`StyledText.glued`).
  public func line(chosen: Rating? = nil) -> StyledText {
    var text = StyledText()
    for (position, rating) in Rating.allCases.enumerated() {
      if position > 0 { text.append(" · ", style: .muted) }
      // Glued: a narrow console wraps between ratings, never inside one ("easy" above "8d").
      let part = StyledText.glued("\(rating.name) \(Self.text(intervals[rating] ?? 0))")
      text.append(rating == chosen ? "▸\(part)" : part, style: rating == chosen ? .bold : .muted)
    }
    return text
  }

  /// "1 again 1m", "2 hard 6m", "3 good 10m", "4 easy 8d": the self-rating prompt's choices.
  public var numberedChoices: [String] {
    Rating.allCases.map { "\($0.rawValue) \($0.name) \(Self.text(intervals[$0] ?? 0))" }
  }

  /// An interval as Anki writes it on its buttons: `30s`, `6m`, `3h`, `4d`, `1.5mo`, `2.1y`.
  public static func text(_ seconds: TimeInterval) -> String {
    // Whole seconds first, as `SessionTally.relative` (the sentence after the rating) does.
    let seconds = max(0, seconds.rounded())
    if seconds < 60 { return "\(Int(seconds.rounded()))s" }
    if seconds < 3_600 { return "\(Int((seconds / 60).rounded()))m" }
    if seconds < 86_400 { return "\(Int((seconds / 3_600).rounded()))h" }
    let days = seconds / 86_400
    if days < 30 { return "\(Int(days.rounded()))d" }
    if days < 365 { return Self.oneDecimal(days / 30) + "mo" }
    return Self.oneDecimal(days / 365) + "y"
  }

  private static func oneDecimal(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))" : String(format: "%.1f", rounded)
  }
}

extension Rating {
  /// `again`, `hard`, `good`, `easy`.
  public var name: String {
    switch self {
    case .again: "again"
    case .hard: "hard"
    case .good: "good"
    case .easy: "easy"
    }
  }
}
