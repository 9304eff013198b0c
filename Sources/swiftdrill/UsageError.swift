import Foundation

/// A command line or REPL line that does not fit a command's shape (exit code 2).
enum UsageError: Error, Equatable {
  case emptyCommand
  case unknownCommand(String, suggestion: String?)
  case unknownOption(command: String, option: String, suggestion: String?)
  case missingValue(option: String)
  case invalidValue(option: String, value: String, expected: String)
  case missingArgument(command: String, argument: String)
  /// An option the command cannot do without here (`convert notes.txt` without `--to`): what to
  /// give, and why it is needed.
  case missingOption(command: String, give: String, reason: String)
  case unexpectedArgument(command: String, argument: String)
  /// A flag given where it does nothing (`check --all` without `--run`): what it goes with.
  case misplacedFlag(option: String, goesWith: String)
  /// A command's first word is none of its actions (`project guess`).
  case unknownAction(command: String, action: String, expected: String, suggestion: String?)
  case unterminatedQuote
  case replOnly(String)
  /// `SWIFTDRILL_NOW` is set but is not an ISO-8601 time.
  case invalidClock
  /// `SWIFTDRILL_CLOCK_RATE` is set but is not a number from 1 to 1000.
  case invalidClockRate(String)
  /// `--content PATH` names nothing: said at once, not as "1 problem in the content; run check".
  case missingContent(path: String)
}

extension UsageError: LocalizedError {
  var errorDescription: String? {
    switch self {
    case .emptyCommand:
      return "no command given; try 'help'"
    case .unknownCommand(let name, let suggestion):
      let hint = suggestion.map { " Did you mean '\($0)'?" } ?? " Try 'help'."
      return "unknown command '\(name)'.\(hint)"
    case .unknownOption(let command, let option, let suggestion):
      let hint = suggestion.map { " Did you mean '\($0)'?" } ?? " See 'help \(command)'."
      return "'\(command)' has no option '\(option)'.\(hint)"
    case .missingValue(let option):
      return "option '\(option)' needs a value"
    case .invalidValue(let option, let value, let expected):
      return "'\(value)' is not valid for \(option): expected \(expected)"
    case .missingArgument(let command, let argument):
      return "'\(command)' needs \(argument); see 'help \(command)'"
    case .missingOption(let command, let give, let reason):
      return "'\(command)' needs \(give): \(reason); see 'help \(command)'"
    case .unexpectedArgument(let command, let argument):
      if command == ImportCommand.spec.name, let format = ImportCommand.swiftDrillPackFormat(at: argument) {
        // The review: `import pack.json` suggested `--backup`, which then failed on the pack.
        return "'\(argument)' is a SwiftDrill \(format) pack, which import does not take: copy it into your "
          + "questions folder (`swiftdrill check` finds it there)"
      }
      if command == ImportCommand.spec.name, let option = ImportCommand.option(forFile: argument) {
        return "'import' takes a file after an option: did you mean 'import \(option) \(argument)'?"
      }
      return "'\(command)' does not take '\(argument)'; see 'help \(command)'"
    case .misplacedFlag(let option, let goesWith):
      return "\(option) goes with \(goesWith)"
    case .unknownAction(let command, let action, let expected, let suggestion):
      let hint = suggestion.map { " Did you mean '\($0)'?" } ?? " See 'help \(command)'."
      return "'\(command)' has no action '\(action)' (it takes \(expected)).\(hint)"
    case .unterminatedQuote:
      return "a quote is not closed"
    case .replOnly(let name):
      return "'\(name)' only works inside the REPL"
    case .invalidClock:
      return "SWIFTDRILL_NOW is not an ISO-8601 time (e.g. 2026-01-31T09:00:00Z)"
    case .invalidClockRate(let text):
      return
        "SWIFTDRILL_CLOCK_RATE is not a number from 1 to 1000 (how many times as fast the clock runs): '\(text)'"
    case .missingContent(let path):
      return "--content \(path): no such file or folder"
    }
  }
}
