import DrillSupport
import Foundation

/// A deadline for one line of input, and the status line that shows the time left.
///
/// The session says when time runs out (on its own clock) and what the status line reads at a
/// moment; the console decides how to show it. A terminal redraws the status line (the line
/// just above the prompt) while the learner types and ends the read at the deadline; a plain
/// console ignores both and reads as usual.
public struct Countdown {
  /// When the time runs out.
  public let deadline: Date
  /// The clock the deadline is on.
  public let clock: WallClock
  /// The status line as it reads at a moment (one line, no newline).
  public let status: (Date) -> StyledText
  /// The lines already shown between the status line and the prompt, each as it was drawn
  /// (its prompt and text): the earlier lines of a multi-line answer. A terminal counts their
  /// rows to find the status line, and draws them again after clearing the screen.
  public var linesBetween: [String]
  /// What the screen showed above the status line for this read (the question being asked,
  /// then the feedback the prompt is about): Ctrl-L clears the screen and draws it again at the
  /// width of that moment (its last rows when they do not all fit), then the status line.
  public var page: ScreenPage
  /// The text the line starts with, ready to edit (a line of the last answer, on a retry).
  public var editing = ""

  public init(
    deadline: Date, clock: WallClock, linesBetween: [String] = [], page: ScreenPage = ScreenPage(),
    status: @escaping (Date) -> StyledText
  ) {
    self.deadline = deadline
    self.clock = clock
    self.linesBetween = linesBetween
    self.page = page
    self.status = status
  }

  /// Whether the time has run out at `date`.
  public func isOver(at date: Date) -> Bool { date >= deadline }
}

/// What a read under a countdown returned.
public enum TimedInput: Sendable, Equatable {
  /// The learner finished the line (or left) before the deadline.
  case input(ConsoleInput)
  /// The deadline passed first, with nothing typed on the line.
  case timeUp
  /// The deadline passed while the learner was typing: the line as it stood, not entered
  /// (an interviewer hears what was said so far; the session decides whether it counts).
  case timeUpWhileTyping(String)
}
