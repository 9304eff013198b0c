import DrillPresentation
import DrillSupport
import Foundation

/// The time limit of a timed question (a mock interview's clock) on a terminal: every prompt of
/// the question shows the time left on the line just above it, ticking while the learner
/// types, and the read ends when the time is up, without waiting for Enter.
struct QuestionTimer {
  let deadline: Date
  let clock: WallClock

  /// The status line at `date`: "⏱ 01:38 left".
  static func status(at date: Date, deadline: Date) -> StyledText {
    StyledText("⏱ \(CountdownText.format(deadline.timeIntervalSince(date))) left", style: .accent)
  }

  func isOver(at date: Date) -> Bool { date >= deadline }

  /// The countdown of one read; `linesBetween` are the lines already typed below the status
  /// line (the earlier lines of a multi-line answer); `page` what is shown above it.
  func countdown(linesBetween: [String] = [], page: ScreenPage = ScreenPage()) -> Countdown {
    Countdown(deadline: deadline, clock: clock, linesBetween: linesBetween, page: page) { [deadline] date in
      Self.status(at: date, deadline: deadline)
    }
  }
}
