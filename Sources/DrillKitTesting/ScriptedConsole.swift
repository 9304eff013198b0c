import DrillKit

/// A console that answers from a list of lines and records what was shown.
/// Used by tests to drive sessions without a terminal.
public final class ScriptedConsole: Console {
  public private(set) var transcript = ""
  private var inputs: [ConsoleInput]
  private var keys: [Key]
  public let isInteractive: Bool
  public let usesColor = false
  public let width: Int

  public init(lines: [String], keys: [Key] = [], interactive: Bool = false, width: Int = 80) {
    self.inputs = lines.map { ConsoleInput.line($0) }
    self.keys = keys
    self.isInteractive = interactive
    self.width = width
  }

  public init(inputs: [ConsoleInput], keys: [Key] = [], interactive: Bool = false, width: Int = 80) {
    self.inputs = inputs
    self.keys = keys
    self.isInteractive = interactive
    self.width = width
  }

  /// Input not consumed yet.
  public var remainingInputs: [ConsoleInput] { inputs }

  public func write(_ text: StyledText) {
    transcript += text.plain
  }

  public func readLine(prompt: String) -> ConsoleInput {
    transcript += prompt
    guard !inputs.isEmpty else { return .endOfInput }
    let input = inputs.removeFirst()
    if case .line(let text) = input { transcript += text + "\n" }
    return input
  }

  public var supportsRawKeys: Bool { !keys.isEmpty }

  public func readKey(timeoutMilliseconds: Int?) -> Key? {
    guard !keys.isEmpty else { return .endOfInput }
    return keys.removeFirst()
  }

  public func withRawMode<T>(_ body: () throws -> T) rethrows -> T {
    try body()
  }
}
