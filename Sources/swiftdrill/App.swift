import DrillKit
import Foundation

/// Wires the pieces together for one run: paths, clock, content, progress and
/// the console. The one place that turns errors into messages and exit codes.
final class App {
  static let version = "0.1.0"

  let environment: [String: String]
  let paths: AppPaths
  let clock: Clock
  let console: any Console
  let extraContent: [URL]
  /// Whether this run is the interactive REPL (some commands say more there).
  var inREPL = false
  /// Content, loaded on first use: the questions' summaries, and everything when a command needs it.
  var cachedContent: ContentCache.Loaded?
  var cachedLibrary: ContentLibrary?
  var warnedAboutContent = false
  /// `--trust`: run any content's code even where no sandbox layer confines files.
  var trustsAllContent = false
  /// The progress store, opened on first use; `storeOpened` says whether that was tried.
  var cachedStore: ProgressStore?
  var storeOpened = false

  init(environment: [String: String], clock: Clock, console: any Console, extraContent: [URL]) {
    self.environment = environment
    self.paths = AppPaths(environment: environment)
    self.clock = clock
    self.console = console
    self.extraContent = extraContent
  }

  /// Runs one command and says how it went.
  func run(_ invocation: Invocation) -> ExitStatus {
    do {
      return try dispatch(invocation)
    } catch let error as UsageError {
      reportError(error.localizedDescription)
      return .usage
    } catch {
      reportError(error.localizedDescription)
      return .failure
    }
  }

  private func dispatch(_ invocation: Invocation) throws -> ExitStatus {
    switch invocation.name {
    case "help": return help(topic: invocation.arguments.first)
    case "quit": throw UsageError.replOnly("quit")
    case "check": return try check(invocation)
    case "doctor": return doctor(invocation)
    case "packs": return packs(invocation)
    case "convert": return try convert(invocation)
    case "new": return try newPack(invocation)
    case "quiz": return try quiz(invocation)
    case "drill": return try drill(invocation)
    case "interview": return try interview(invocation)
    case "placement": return try placement(invocation)
    case "stats": return try stats(invocation)
    case "export": return try export(invocation)
    case "lessons": return lessons()
    case "lesson": return try lesson(invocation)
    case "games": return games()
    case "play": return try play(invocation)
    case "scores": return try scores(invocation)
    default:
      reportError("'\(invocation.name)' is not available yet in this build")
      return .failure
    }
  }

  // MARK: - Messages

  /// An error for the user: on stderr, red on a colour terminal.
  func reportError(_ message: String) {
    let text = StyledText("error: ", style: .failure) + StyledText(TerminalSanitizer.strip(message))
    StandardOutput.error(text.rendered(color: console.usesColor) + "\n")
  }

  func reportWarning(_ message: String) {
    let text = StyledText("warning: ", style: .warning) + StyledText(TerminalSanitizer.strip(message))
    StandardOutput.error(text.rendered(color: console.usesColor) + "\n")
  }
}
