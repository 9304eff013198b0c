import DrillPresentation
import Foundation

/// A console that answers from a list of lines and records what was shown.
/// Used by tests to drive sessions without a terminal.
public final class ScriptedConsole: Console {
  public private(set) var transcript = ""

  /// The transcript with every run of spaces and line breaks as one space: what
  /// was said, whatever the width it was wrapped at.
  public var flowingTranscript: String {
    transcript.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }
  private var inputs: [TimedInput]
  /// The status line each countdown read showed first, in order.
  public private(set) var countdownStatuses: [String] = []
  /// The deadline of each countdown read, in order.
  public private(set) var countdownDeadlines: [Date] = []
  /// The lines between the status line and the prompt of each countdown read, in order.
  public private(set) var countdownLinesBetween: [[String]] = []
  private var keys: [Key]
  public let isInteractive: Bool
  public let usesColor = false
  /// The console's width; a test may change it while a session runs (a window resized).
  public var width: Int
  /// Called before each line is read (a test advances a `ManualClock` here).
  public var beforeEachRead: (() -> Void)?
  /// Called before each key is read, with the number of keys read so far (a test resizes here).
  public var beforeEachKey: ((Int) -> Void)?
  private var keysRead = 0

  public init(lines: [String], keys: [Key] = [], interactive: Bool = false, width: Int = 80) {
    self.inputs = lines.map { TimedInput.input(.line($0)) }
    self.keys = keys
    self.isInteractive = interactive
    self.width = width
  }

  public init(inputs: [ConsoleInput], keys: [Key] = [], interactive: Bool = false, width: Int = 80) {
    self.inputs = inputs.map { TimedInput.input($0) }
    self.keys = keys
    self.isInteractive = interactive
    self.width = width
  }

  /// Input that may include `.timeUp`: a countdown read given it ends as if its deadline passed.
  public init(timedInputs: [TimedInput], interactive: Bool = false, width: Int = 80) {
    self.inputs = timedInputs
    self.keys = []
    self.isInteractive = interactive
    self.width = width
  }

  /// Input not consumed yet (a scripted `.timeUp` shows as `.endOfInput`).
  public var remainingInputs: [ConsoleInput] {
    inputs.map { if case .input(let input) = $0 { input } else { .endOfInput } }
  }

  /// Called with each text written, on the writing thread (a test waits for a line this way
  /// instead of for a guessed duration).
  public var onWrite: (@Sendable (String) -> Void)?

  public func write(_ text: StyledText) {
    onWrite?(text.plain)
    transcript += text.plain
  }

  /// A scripted `.timeUp` met by a read without a countdown ends the input: the session under
  /// test did not offer a countdown where the test expected one.
  public func readLine(prompt: String) -> ConsoleInput {
    beforeEachRead?()
    transcript += prompt
    guard !inputs.isEmpty, case .input(let input) = inputs.removeFirst() else { return .endOfInput }
    if case .line(let text) = input { transcript += text + "\n" }
    return input
  }

  /// The text each read that starts with text to edit (`readLine(prompt:editing:)`, or a
  /// countdown's `editing`) started with, in order.
  public private(set) var editedTexts: [String] = []

  /// A read that starts with `text` to edit: recorded, then answered as any read (a script
  /// gives the line as the learner leaves it).
  public func readLine(prompt: String, editing text: String) -> ConsoleInput {
    editedTexts.append(text)
    return readLine(prompt: prompt)
  }

  public func peekLine() -> String? {
    guard !isInteractive, case .input(.line(let text))? = inputs.first else { return nil }
    return text
  }

  /// The histories `withTemporaryHistory` was given, in order.
  public private(set) var temporaryHistories: [[String]] = []

  public func withTemporaryHistory<T>(_ lines: [String], _ body: () -> T) -> T {
    temporaryHistories.append(lines)
    return body()
  }

  public func readLine(prompt: String, countdown: Countdown) -> TimedInput {
    countdownDeadlines.append(countdown.deadline)
    countdownLinesBetween.append(countdown.linesBetween)
    countdownStatuses.append(countdown.status(countdown.clock.now()).plain)
    if !countdown.editing.isEmpty { editedTexts.append(countdown.editing) }
    switch inputs.first {
    case .timeUp?:
      inputs.removeFirst()
      transcript += prompt + "(time's up)\n"
      return .timeUp
    case .timeUpWhileTyping(let typed)?:
      inputs.removeFirst()
      transcript += prompt + typed + "(time's up)\n"
      return .timeUpWhileTyping(typed)
    default:
      return .input(readLine(prompt: prompt))
    }
  }

  public var supportsRawKeys: Bool { !keys.isEmpty }

  public func readKey(timeoutMilliseconds: Int?) -> Key? {
    beforeEachKey?(keysRead)
    guard !keys.isEmpty else { return .endOfInput }
    keysRead += 1
    return keys.removeFirst()
  }

  public func withRawMode<T>(_ body: () throws -> T) rethrows -> T {
    try body()
  }
}
