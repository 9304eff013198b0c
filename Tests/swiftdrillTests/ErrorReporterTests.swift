import DrillGames
import DrillKitTesting
import Foundation
import Testing

@testable import swiftdrill

@Suite(.ownThreads) struct ErrorReporterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var error: any Error & Sendable
    var message: String
    var status: ExitCode
    var testDescription: String { message }
  }

  /// Any other error (a store, runner or content error) exits 1 with its own description.
  struct LibraryFailure: LocalizedError {
    var errorDescription: String? { "the library failed" }
  }

  static let cases: [Case] = [
    Case(error: UsageError.emptyCommand, message: "no command given; try 'help'", status: .usage),
    Case(
      error: UsageError.unknownCommand("quzi", suggestion: "quiz"),
      message: "unknown command 'quzi'. Did you mean 'quiz'?", status: .usage),
    Case(
      error: UsageError.unknownOption(command: "quiz", option: "--x", suggestion: nil),
      message: "'quiz' has no option '--x'. See 'help quiz'.", status: .usage),
    Case(
      error: UsageError.missingValue(option: "--to"), message: "option '--to' needs a value", status: .usage),
    Case(
      error: UsageError.invalidValue(option: "--count", value: "x", expected: "a whole number"),
      message: "'x' is not valid for --count: expected a whole number", status: .usage),
    Case(
      error: UsageError.missingArgument(command: "play", argument: "GAME"),
      message: "'play' needs GAME; see 'help play'", status: .usage),
    Case(
      error: UsageError.unexpectedArgument(command: "games", argument: "x"),
      message: "'games' does not take 'x'; see 'help games'", status: .usage),
    Case(error: UsageError.unterminatedQuote, message: "a quote is not closed", status: .usage),
    Case(error: UsageError.replOnly("quit"), message: "'quit' only works inside the REPL", status: .usage),
    Case(
      error: UsageError.invalidClock,
      message: "SWIFTDRILL_NOW is not an ISO-8601 time (e.g. 2026-01-31T09:00:00Z)", status: .usage),
    Case(error: CommandError.noSuchPath("a.md"), message: "no such file or folder: a.md", status: .failure),
    Case(
      error: CommandError.cannotRead(path: "a.md", reason: "gone."), message: "cannot read a.md: gone.",
      status: .failure),
    Case(
      error: CommandError.cannotWrite(path: "o", reason: "full."), message: "cannot write o: full.",
      status: .failure),
    Case(
      error: CommandError.cannotReplace(path: "o", reason: "full."),
      message: "cannot write o: full. Any earlier file there is unchanged.", status: .failure),
    Case(
      error: CommandError.notConverted(path: "a.md"),
      message: "a.md was not converted: fix the errors above first", status: .failure),
    Case(
      error: CommandError.alreadyExists(path: "/q/a.md"),
      message: "/q/a.md already exists; choose another id or remove it", status: .failure),
    Case(error: CommandError.noLessons, message: "no lessons found", status: .failure),
    Case(
      error: CommandError.noLesson("optinals", suggestion: "optionals"),
      message: "no lesson 'optinals'; did you mean 'optionals'?", status: .failure),
    Case(
      error: CommandError.noLesson("zzz", suggestion: nil), message: "no lesson 'zzz'; see 'lessons'",
      status: .failure),
    Case(
      error: CommandError.noPack("zzz", suggestion: nil), message: "no pack 'zzz'; see 'packs'",
      status: .failure),
    Case(
      error: CommandError.noPack("basic", suggestion: "basics"),
      message: "no pack 'basic'; did you mean 'basics'?", status: .failure),
    Case(
      error: CommandError.nothingToExport(database: "/d/progress.sqlite"),
      message: "no progress yet at /d/progress.sqlite: nothing to export", status: .failure),
    Case(
      error: CommandError.anagramsListMissing,
      message: "the anagrams word list (games/anagrams.json) was not found next to the bundled content",
      status: .failure),
    Case(error: LibraryFailure(), message: "the library failed", status: .failure),
  ]

  @Test(arguments: cases)
  func mapsEachErrorToItsMessageAndExitCode(_ entry: Case) {
    let (message, status) = ErrorReporter.describe(entry.error)
    expectEqual(message, entry.message)
    expectEqual(status, entry.status)
  }

  @Test func everyCommandErrorHasAMessage() {
    for entry in Self.cases {
      expectTrue(!ErrorReporter.describe(entry.error).message.isEmpty)
      expectTrue(!ErrorReporter.describe(entry.error).message.hasPrefix("The operation"))
    }
  }

  /// The anagrams.json warnings, at a terminal of 40, 60 or 110 columns: wrapped
  /// at spaces, later lines two in, the path whole even where it overflows.
  @Test(arguments: [40, 60, 110])
  func warningsWrapAtTheTerminalWidth(width: Int) {
    let path = "/home/learner/.local/share/swiftdrill/games/anagrams.json"
    let problem = AnagramsDataError.unknownLevel(path: path, level: 2, number: 7)
    let text = ErrorReporter(usesColor: false, width: width).text(
      "warning: ", style: .warning, problem.summary)
    expectTrue(LineWidths.overflows(in: text, width: width).isEmpty, "\(text)")
    expectTrue(LineWidths.cutWords(of: "warning: " + problem.summary, in: text).isEmpty, "\(text)")
    expectTrue(text.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") })
  }

  /// Piped, a message stays on one line for whatever reads it.
  @Test func aPipedMessageStaysOnOneLine() {
    let message = String(repeating: "a long message ", count: 20)
    let text = ErrorReporter(usesColor: false, width: nil).text("error: ", style: .failure, message)
    expectEqual(text.split(separator: "\n").count, 1)
  }

  /// A pasted megabyte given as an id or a value is not written back whole: the line keeps its
  /// start and its end (what the message says of the value), and says how much was left out.
  @Test func aHugeValueInAMessageIsShortenedInItsMiddle() {
    let value = String(repeating: "x", count: 1_000_000)
    let message = "no question '\(value)'; try 'search TEXT'"
    let text = ErrorReporter(usesColor: false, width: nil).text("error: ", style: .failure, message)
    expectTrue(text.count < 600, "\(text.count) characters")
    expectTrue(text.hasPrefix("error: no question 'xxx"))
    expectTrue(text.hasSuffix("'; try 'search TEXT'\n"))
    expectTrue(text.contains("(\(message.count - 400) characters left out)"))
  }

  /// A message of SwiftDrill's own, however many lines, is written whole.
  @Test func anOrdinaryMessageIsNotShortened() {
    let message = (1...40).map { "line \($0) of a long report, with a path /tmp/a/b/c" }.joined(
      separator: "\n")
    expectEqual(ErrorReporter.shortened(message), message)
    let long = String(repeating: "word ", count: 100)  // 500 characters: the longest kept
    expectEqual(ErrorReporter.shortened(long), long)
    expectTrue(ErrorReporter.shortened(long + "x") != long + "x")
  }
}
